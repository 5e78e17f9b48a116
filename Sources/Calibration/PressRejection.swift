// SPDX-License-Identifier: MIT
import Contacts
import InputEvents

/// Why a press could not be used; the calibration asks for it again.
public enum PressRejection: Hashable, Sendable {
    /// Another contact touched during it.
    case crowded
    /// The tracker lost it (events dropped, device gone).
    case lost
    /// It moved beyond the slop (`travel` in the geometry's units, `slop` the limit).
    case moved
    /// Made with another tool than the one being calibrated.
    case wrongTool(ToolKind)
    /// Held longer than a tap may last.
    case tooLongForTap(TimeSpan, limit: TimeSpan)
    /// Lifted before a preview press has to be held.
    case tooShortForPreview(TimeSpan, minimum: TimeSpan)
    /// A touchpad press whose button never went down (a tap-to-click, or too light a press).
    case noClick
    /// A touchpad press that clicked more than once (this many times) before the finger lifted.
    case clickedAgain(Int)
    /// A touchpad's click that moved beyond the slop with the button down: a drag.
    case dragged
    /// A force click (or pop) whose force after the settle held only `held` (0...1), short of its own
    /// click's force and the rise (`needed`): it never went deeper than the click itself.
    case notDeeperThanItsClick(held: Double, needed: Double)
    /// A force click held at `held`, not clearly deeper than the ordinary clicks (which went up to `clicks`).
    case notDeeperThanClicks(held: Double, clicks: Double)
    /// A force click held deeper for less than `minimum`.
    case heldDeeperTooBriefly(TimeSpan, minimum: TimeSpan)

    /// What went wrong and what to do, for the user.
    public var message: String {
        switch self {
        case .crowded: "more than one touch at once: use one finger (or the pen) alone"
        case .lost: "the touch was lost on the way (events dropped): please do it again"
        case .moved: "it moved while pressing: keep still in one place"
        case .wrongTool(let tool): "that was a \(tool.rawValue): use the tool being calibrated"
        case .tooLongForTap(let held, let limit):
            "held \(Self.ms(held)): a tap lifts within \(Self.ms(limit))"
        case .tooShortForPreview(let held, let minimum):
            "lifted after \(Self.ms(held)): hold a preview press at least \(Self.ms(minimum))"
        case .noClick:
            "no click came (BTN_LEFT): press the pad down until it clicks, then lift (a tap-to-click sends none)"
        case .clickedAgain(let count):
            "the pad clicked \(count) times: click once, then lift"
        case .dragged:
            "it moved with the button down (a drag): keep the finger still once it has clicked"
        case .notDeeperThanItsClick(let held, let needed):
            "it held no deeper than \(Self.force(held)) after the click, and a force click must reach \(Self.force(needed)) "
                + "(its own click's force and the rise): after the click, press deeper"
        case .notDeeperThanClicks(let held, let clicks):
            "held at \(Self.force(held)), no deeper than your ordinary clicks (up to \(Self.force(clicks))): "
                + "after the click, press clearly deeper"
        case .heldDeeperTooBriefly(let held, let minimum):
            "held deeper for \(Self.ms(held)): keep pressing until the bar fills (\(Self.ms(minimum)))"
        }
    }

    private static func force(_ value: Double) -> String { CalibrationError.fraction(value) }

    private static func ms(_ span: TimeSpan) -> String { "\(Int(span.milliseconds.rounded())) ms" }
}
