import BrowserSession

/// When `--screenshots` also captures an edge-pan, which no session event marks on its way: once
/// as the pan first comes `halfway` (the page half across, two pages in sight), and once the page
/// has sprung back from a pan that went nowhere. A pan that goes back or forward ends in that
/// event's own screenshot.
public struct EdgePanShots {
    /// What to capture.
    public enum Shot: String, Hashable, Sendable {
        /// The page halfway across, the page it would go to beside it.
        case halfway = "edge-pan"
        /// The page back in place after a pan that ended short or was cancelled.
        case sprungBack = "edge-pan-sprung-back"
    }

    /// The progress at which the halfway shot is taken.
    public static let halfway = 0.5

    /// The core's transition after the previous step.
    private var previous: BackForwardTransition?
    /// The pan under way has had its halfway shot.
    private var tookHalfway = false

    public init() {}

    /// What to capture after a step of the session that left the core's transition at
    /// `transition`; `reported` says whether the step reported a session event.
    public mutating func after(_ transition: BackForwardTransition?, reported: Bool) -> Shot? {
        defer { previous = transition }
        guard let transition else {
            return previous != nil && !reported ? .sprungBack : nil
        }
        if previous == nil { tookHalfway = false }
        guard !tookHalfway, transition.progress >= Self.halfway else { return nil }
        tookHalfway = true
        return .halfway
    }
}
