// SPDX-License-Identifier: MIT
import Contacts

/// A touchscreen, tablet or touchpad as udev knows it, before it is opened.
public struct DeviceInfo: Hashable, Sendable {
    /// The event node, `/dev/input/eventN`.
    public var node: String
    /// The sysfs path of the event device.
    public var syspath: String
    /// The kernel's name for the device.
    public var name: String
    public var kind: DeviceKind
    /// `LIBINPUT_CALIBRATION_MATRIX` when udev sets a valid one.
    public var calibration: CalibrationMatrix?
    /// Why udev's calibration matrix is ignored, when it is invalid.
    public var calibrationNote: String?
    /// Whether this user can read the node (`access(R_OK)`).
    public var readable: Bool

    public init(node: String, syspath: String, name: String, kind: DeviceKind,
                calibration: CalibrationMatrix? = nil, calibrationNote: String? = nil, readable: Bool) {
        self.node = node
        self.syspath = syspath
        self.name = name
        self.kind = kind
        self.calibration = calibration
        self.calibrationNote = calibrationNote
        self.readable = readable
    }

    /// The device udev describes with `properties`, or nil when it is no event node
    /// (`/dev/input/eventN`) of a touchscreen, tablet or touchpad.
    public init?(node: String, syspath: String, name: String, properties: [String: String], readable: Bool) {
        guard node.split(separator: "/").last?.hasPrefix("event") == true,
              let kind = DeviceKind(udevProperties: properties) else { return nil }
        var calibration: CalibrationMatrix?
        var note: String?
        if let text = properties["LIBINPUT_CALIBRATION_MATRIX"] {
            do {
                calibration = try CalibrationMatrix(parsing: text)
            } catch {
                note = error.description
            }
        }
        self.init(node: node, syspath: syspath, name: name, kind: kind, calibration: calibration,
                  calibrationNote: note, readable: readable)
    }
}
