// SPDX-License-Identifier: MIT
/// A device `ContactTracker` cannot turn into contacts, and why. `description` is the message for
/// the user (the CLI prints it and exits 65); code and tests compare the values.
public struct UnsupportedDevice: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why a device is refused.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// Neither `ABS_X`/`ABS_Y` nor `ABS_MT_POSITION_X`/`_Y`: not a touchscreen or tablet.
        case noPositionAxes
        /// Pen tools, but nothing (`BTN_TOUCH`, `ABS_PRESSURE`) says when the tip touches.
        case penWithoutTipSignal
        /// Positions but nothing that says a touch began: a pad, buttons or an absolute mouse.
        case noTouches

        public var description: String {
            switch self {
            case .noPositionAxes:
                "it has no absolute position axes (ABS_X/ABS_Y or ABS_MT_POSITION_X/Y), so it is not a touchscreen or tablet"
            case .penWithoutTipSignal:
                "it has pen tools but neither BTN_TOUCH nor ABS_PRESSURE to tell when the tip touches"
            case .noTouches:
                "it reports no touches (no BTN_TOUCH, no pressure, no pen tool, no multitouch position): it looks like a pad, buttons or an absolute mouse"
            }
        }
    }

    /// The device name as it reports it.
    public var device: String
    /// Why it is refused.
    public var reason: Reason

    public init(device: String, reason: Reason) {
        self.device = device
        self.reason = reason
    }

    public var description: String { "\(device): \(reason)" }
}
