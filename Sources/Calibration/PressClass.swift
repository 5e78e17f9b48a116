// SPDX-License-Identifier: MIT
/// The kinds of press a calibration asks for, in the order it asks for them.
public enum PressClass: String, CaseIterable, Hashable, Sendable {
    /// A light tap: must stay a tap.
    case light
    /// A press for a preview: must peek and not pop.
    case peek
    /// A firm press to open: must pop.
    case pop

    /// What the user is asked to do, for a prompt ("Tap lightly").
    public var instruction: String {
        switch self {
        case .light: "Tap lightly, as you would to click a link"
        case .peek: "Press and hold, as you would to preview a link"
        case .pop: "Press firmly, as you would to open the preview"
        }
    }

    /// The presses of this class, in plural, for summaries ("light taps").
    public var plural: String {
        switch self {
        case .light: "light taps"
        case .peek: "preview presses"
        case .pop: "firm presses"
        }
    }

    /// The class asked for after this one; nil after the last.
    public var next: PressClass? {
        switch self {
        case .light: .peek
        case .peek: .pop
        case .pop: nil
        }
    }
}
