// SPDX-License-Identifier: MIT
/// What kind of surface a device is, as udev's input_id builtin classifies it.
public enum DeviceKind: String, Hashable, Sendable {
    /// `ID_INPUT_TOUCHSCREEN=1`: fingers on a screen.
    case touchscreen
    /// `ID_INPUT_TABLET=1`: a pen tablet or pen display (its pad excluded).
    case tablet
    /// `ID_INPUT_TOUCHPAD=1`: force clicks only, and read only when the user asks for it (a
    /// tablet's finger interface is one too).
    case touchpad

    /// The kind udev's properties give a device, or nil for anything peekpop does not use:
    /// keyboards, a tablet's button pad (`ID_INPUT_TABLET_PAD`), mice, joysticks.
    /// A keyboard is never used, whatever else it claims to be (the udev rules open none up).
    public init?(udevProperties properties: [String: String]) {
        func isSet(_ key: String) -> Bool { properties[key] == "1" }
        if isSet("ID_INPUT_TABLET_PAD") || isSet("ID_INPUT_KEYBOARD") { return nil }
        if isSet("ID_INPUT_TOUCHPAD") {
            self = .touchpad
        } else if isSet("ID_INPUT_TOUCHSCREEN") {
            self = .touchscreen
        } else if isSet("ID_INPUT_TABLET") {
            self = .tablet
        } else {
            return nil
        }
    }
}
