// SPDX-License-Identifier: MIT
/// The kinds of press a calibration asks for, in the order it asks for them: on a touch surface
/// light taps, previews and firm presses; on a touchpad ordinary clicks, force clicks and pops
/// (`CalibrationTarget.classes`).
public enum PressClass: String, CaseIterable, Hashable, Sendable {
    /// A light tap: must stay a tap.
    case light
    /// A press for a preview: must peek and not pop.
    case peek
    /// A firm press to open: must pop.
    case pop
    /// A touchpad's click as the user always clicks, heavy hand and all: must never force-click.
    case click
    /// A touchpad's click pressed deeper and held: must peek and not pop.
    case forceClick
    /// A touchpad's click pressed deeper, then deeper still: must pop.
    case forcePop

    /// What the user is asked to do, for a prompt ("Tap lightly").
    public var instruction: String {
        switch self {
        case .light: "Tap lightly, as you would to click a link"
        case .peek: "Press and hold, as you would to preview a link"
        case .pop: "Press firmly, as you would to open the preview"
        case .click: "Click as you always do, then lift"
        case .forceClick: "Click, then press deeper and hold until the bar fills, then lift"
        case .forcePop: "Click, press deeper, then deeper still, then lift"
        }
    }

    /// The presses of this class, in plural, for summaries ("light taps").
    public var plural: String {
        switch self {
        case .light: "light taps"
        case .peek: "preview presses"
        case .pop: "firm presses"
        case .click: "ordinary clicks"
        case .forceClick: "force clicks"
        case .forcePop: "pops"
        }
    }

    /// The class asked for after this one; nil after the last.
    public var next: PressClass? {
        switch self {
        case .light: .peek
        case .peek: .pop
        case .pop: nil
        case .click: .forceClick
        case .forceClick: .forcePop
        case .forcePop: nil
        }
    }
}
