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
        }
    }

    private static func ms(_ span: TimeSpan) -> String { "\(Int(span.milliseconds.rounded())) ms" }
}
