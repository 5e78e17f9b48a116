// SPDX-License-Identifier: MIT
// Event types and codes from linux/input-event-codes.h (kernel ABI, never renumbered).
// Only the ones peekpop reasons about are named; everything else passes through by number.

/// Event types (`EV_*`).
public enum EventType {
    public static let syn: UInt16 = 0x00
    public static let key: UInt16 = 0x01
    public static let rel: UInt16 = 0x02
    public static let abs: UInt16 = 0x03
    public static let msc: UInt16 = 0x04
    public static let sw: UInt16 = 0x05
    public static let led: UInt16 = 0x11
    public static let snd: UInt16 = 0x12
    public static let rep: UInt16 = 0x14
    public static let ff: UInt16 = 0x15
    /// `EV_MAX`: the highest type number.
    public static let max: UInt16 = 0x1f
}

/// `EV_SYN` codes.
public enum SynCode {
    public static let report: UInt16 = 0
    public static let config: UInt16 = 1
    public static let mtReport: UInt16 = 2
    public static let dropped: UInt16 = 3
}

/// `EV_ABS` codes.
public enum AbsCode {
    public static let x: UInt16 = 0x00
    public static let y: UInt16 = 0x01
    public static let pressure: UInt16 = 0x18
    public static let distance: UInt16 = 0x19
    public static let tiltX: UInt16 = 0x1a
    public static let tiltY: UInt16 = 0x1b
    public static let mtSlot: UInt16 = 0x2f
    public static let mtTouchMajor: UInt16 = 0x30
    public static let mtTouchMinor: UInt16 = 0x31
    public static let mtWidthMajor: UInt16 = 0x32
    public static let mtWidthMinor: UInt16 = 0x33
    public static let mtOrientation: UInt16 = 0x34
    public static let mtPositionX: UInt16 = 0x35
    public static let mtPositionY: UInt16 = 0x36
    public static let mtToolType: UInt16 = 0x37
    public static let mtBlobID: UInt16 = 0x38
    public static let mtTrackingID: UInt16 = 0x39
    public static let mtPressure: UInt16 = 0x3a
    public static let mtDistance: UInt16 = 0x3b
    /// `ABS_MAX`.
    public static let max: UInt16 = 0x3f
}

/// `EV_KEY` codes for touch and tool state.
public enum KeyCode {
    public static let btnLeft: UInt16 = 0x110
    public static let btnToolPen: UInt16 = 0x140
    public static let btnToolRubber: UInt16 = 0x141
    public static let btnToolBrush: UInt16 = 0x142
    public static let btnToolPencil: UInt16 = 0x143
    public static let btnToolAirbrush: UInt16 = 0x144
    public static let btnToolFinger: UInt16 = 0x145
    public static let btnToolMouse: UInt16 = 0x146
    public static let btnToolLens: UInt16 = 0x147
    public static let btnToolQuinttap: UInt16 = 0x148
    public static let btnStylus3: UInt16 = 0x149
    public static let btnTouch: UInt16 = 0x14a
    public static let btnStylus: UInt16 = 0x14b
    public static let btnStylus2: UInt16 = 0x14c
    public static let btnToolDoubletap: UInt16 = 0x14d
    public static let btnToolTripletap: UInt16 = 0x14e
    public static let btnToolQuadtap: UInt16 = 0x14f
    /// `KEY_MAX`.
    public static let max: UInt16 = 0x2ff
}

/// `MT_TOOL_*` values of `ABS_MT_TOOL_TYPE`.
public enum MTToolType {
    public static let finger: Int32 = 0
    public static let pen: Int32 = 1
    public static let palm: Int32 = 2
}

/// `EV_MSC` codes.
public enum MiscCode {
    /// `MSC_SERIAL`: the serial number of the tool in proximity (Wacom pens).
    public static let serial: UInt16 = 0x00
}

/// Device properties (`INPUT_PROP_*`).
public enum InputProperty {
    public static let pointer: UInt16 = 0x00
    public static let direct: UInt16 = 0x01
    public static let buttonpad: UInt16 = 0x02
    public static let semiMT: UInt16 = 0x03
    public static let topButtonpad: UInt16 = 0x04
    public static let pointingStick: UInt16 = 0x05
    public static let accelerometer: UInt16 = 0x06
    /// A touchpad whose pressure axis measures force (not contact size).
    public static let pressurePad: UInt16 = 0x07
    /// `INPUT_PROP_MAX`.
    public static let max: UInt16 = 0x1f
}

/// The highest code number of each event type (`*_MAX`), for bounds checks on untrusted input.
public func maximumCode(ofType type: UInt16) -> UInt16? {
    switch type {
    case EventType.syn: return 0x0f
    case EventType.key: return KeyCode.max
    case EventType.rel: return 0x0f
    case EventType.abs: return AbsCode.max
    case EventType.msc: return 0x07
    case EventType.sw: return 0x11
    case EventType.led: return 0x0f
    case EventType.snd: return 0x07
    case EventType.rep: return 0x01
    case EventType.ff: return 0x7f
    case 0x16: return 0x01 // EV_PWR
    case 0x17: return 0x01 // EV_FF_STATUS
    default: return nil
    }
}
