// SPDX-License-Identifier: MIT
import InputEvents

/// Device descriptions built by hand, one per kind of device the tracker must handle.
enum TestDevices {
    static let id = DeviceID(bustype: 3, vendor: 1, product: 2, version: 1)

    /// A protocol B touchscreen with 10 slots over 0…1000 × 0…500 (10 units/mm), optionally with
    /// `ABS_MT_PRESSURE` 0…255 and the single-touch `ABS_PRESSURE` emulation 0…255.
    static func protocolB(mtPressure: Bool = false, stPressure: Bool = false, slotMaximum: Int32 = 9) -> DeviceDescription {
        var abs: [UInt16: AbsInfo] = [
            AbsCode.x: AbsInfo(minimum: 0, maximum: 1000, resolution: 10),
            AbsCode.y: AbsInfo(minimum: 0, maximum: 500, resolution: 10),
            AbsCode.mtSlot: AbsInfo(minimum: 0, maximum: slotMaximum),
            AbsCode.mtPositionX: AbsInfo(minimum: 0, maximum: 1000, resolution: 10),
            AbsCode.mtPositionY: AbsInfo(minimum: 0, maximum: 500, resolution: 10),
            AbsCode.mtTrackingID: AbsInfo(minimum: 0, maximum: 65535),
            AbsCode.mtToolType: AbsInfo(minimum: 0, maximum: 2),
        ]
        if mtPressure { abs[AbsCode.mtPressure] = AbsInfo(minimum: 0, maximum: 255) }
        if stPressure { abs[AbsCode.pressure] = AbsInfo(minimum: 0, maximum: 255) }
        return DeviceDescription(
            name: "Test protocol B", id: id, properties: [InputProperty.direct],
            codes: [EventType.key: [KeyCode.btnTouch, KeyCode.btnToolFinger, KeyCode.btnToolDoubletap],
                    EventType.abs: Set(abs.keys)],
            absInfo: abs)
    }

    /// A protocol A touchscreen (no slots) over 0…1000 × 0…1000, optionally sending tracking IDs.
    static func protocolA(trackingID: Bool = false) -> DeviceDescription {
        var abs: [UInt16: AbsInfo] = [
            AbsCode.x: AbsInfo(minimum: 0, maximum: 1000),
            AbsCode.y: AbsInfo(minimum: 0, maximum: 1000),
            AbsCode.mtPositionX: AbsInfo(minimum: 0, maximum: 1000),
            AbsCode.mtPositionY: AbsInfo(minimum: 0, maximum: 1000),
            AbsCode.mtToolType: AbsInfo(minimum: 0, maximum: 2),
        ]
        if trackingID { abs[AbsCode.mtTrackingID] = AbsInfo(minimum: 0, maximum: 65535) }
        return DeviceDescription(
            name: "Test protocol A", id: id, properties: [InputProperty.direct],
            codes: [EventType.key: [KeyCode.btnTouch], EventType.abs: Set(abs.keys)], absInfo: abs)
    }

    /// A single-touch panel over 100…1100 × 100…1100; `button` adds `BTN_TOUCH`, `pressure` 0…100.
    static func singleTouch(button: Bool, pressure: Bool, penTool: Bool = false) -> DeviceDescription {
        var abs: [UInt16: AbsInfo] = [
            AbsCode.x: AbsInfo(minimum: 100, maximum: 1100),
            AbsCode.y: AbsInfo(minimum: 100, maximum: 1100),
        ]
        if pressure { abs[AbsCode.pressure] = AbsInfo(minimum: 0, maximum: 100) }
        var keys: Set<UInt16> = [KeyCode.btnLeft]
        if button { keys.insert(KeyCode.btnTouch) }
        if penTool { keys.insert(KeyCode.btnToolPen) }
        return DeviceDescription(
            name: "Test single-touch", id: id, codes: [EventType.key: keys, EventType.abs: Set(abs.keys)], absInfo: abs)
    }

    /// A pen tablet over 0…2000 × 0…1000 with pressure 0…1023, distance and tilt -64…63;
    /// `tiltResolution` 0 means the tilt axes say nothing about their units.
    static func pen(tiltResolution: Int32 = 57) -> DeviceDescription {
        let abs: [UInt16: AbsInfo] = [
            AbsCode.x: AbsInfo(minimum: 0, maximum: 2000, resolution: 100),
            AbsCode.y: AbsInfo(minimum: 0, maximum: 1000, resolution: 100),
            AbsCode.pressure: AbsInfo(minimum: 0, maximum: 1023),
            AbsCode.distance: AbsInfo(minimum: 0, maximum: 63),
            AbsCode.tiltX: AbsInfo(minimum: -64, maximum: 63, resolution: tiltResolution),
            AbsCode.tiltY: AbsInfo(minimum: -64, maximum: 63, resolution: tiltResolution),
        ]
        return DeviceDescription(
            name: "Test pen", id: id, properties: [InputProperty.direct],
            codes: [EventType.key: [KeyCode.btnTouch, KeyCode.btnToolPen, KeyCode.btnToolRubber, KeyCode.btnStylus,
                                    KeyCode.btnToolMouse, KeyCode.btnToolLens],
                    EventType.abs: Set(abs.keys)],
            absInfo: abs)
    }

    /// A protocol B touchscreen whose pen reports on `ABS_X/Y` (like the Wacom serial Penabled 2FG).
    static func penAndTouch() -> DeviceDescription {
        var device = protocolB(stPressure: true)
        device.codes[EventType.key, default: []].formUnion([KeyCode.btnToolPen, KeyCode.btnToolRubber])
        return device
    }
}
