// SPDX-License-Identifier: MIT
import InputEvents

/// The x and y axes one kind of contact is reported on, turning raw values into normalised points.
struct PositionAxes {
    let x: AbsInfo
    let y: AbsInfo

    /// The multitouch axes (`ABS_MT_POSITION_X/Y`) of `device`, nil when it has none.
    static func multitouch(of device: DeviceDescription) -> PositionAxes? {
        guard let x = device.absInfo[AbsCode.mtPositionX], let y = device.absInfo[AbsCode.mtPositionY] else { return nil }
        return PositionAxes(x: x, y: y)
    }

    /// The single-touch axes (`ABS_X/Y`) of `device`, nil when it has none.
    static func singleTouch(of device: DeviceDescription) -> PositionAxes? {
        guard let x = device.absInfo[AbsCode.x], let y = device.absInfo[AbsCode.y] else { return nil }
        return PositionAxes(x: x, y: y)
    }

    func point(x rawX: Int32, y rawY: Int32) -> Point {
        Point(x: x.normalised(rawX), y: y.normalised(rawY))
    }
}
