// SPDX-License-Identifier: MIT
import Contacts

/// What a calibration fits: the press thresholds of a tool on a touch surface (the profile's
/// `finger` or `pen` section), or a touchpad's force click (its `touchpad` section).
public enum CalibrationTarget: Hashable, Sendable {
    /// Fingers, or pens and erasers, on a touchscreen or tablet.
    case tool(ToolKind)
    /// A touchpad's force click; its levels are written as fractions of the pressure range, and in
    /// grams as well when `PressureScale` says what the range weighs.
    case touchpad(PressureScale)

    /// The classes asked for, in order.
    public var classes: [PressClass] {
        switch self {
        case .tool: [.light, .peek, .pop]
        case .touchpad: [.click, .forceClick, .forcePop]
        }
    }

    /// What is calibrated, for the screens ("the finger", "the touchpad's force click").
    public var name: String {
        switch self {
        case .tool(let tool): "the \(tool.rawValue)"
        case .touchpad: "the touchpad's force click"
        }
    }
}
