// SPDX-License-Identifier: MIT
import BrowserSession

/// When `--screenshots` also captures an edge-pan (`MotionShots`), which no session event marks on
/// its way: once as the pan first comes `halfway` (the page half across, two pages in sight), and
/// once the page has sprung back from a pan that went nowhere. A pan that goes back or forward ends
/// in that event's own screenshot.
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

    private var shots = MotionShots<BackForwardTransition, Shot>()

    public init() {}

    /// What to capture after a step of the session that left the core's transition at
    /// `transition`; `reported` says whether the step reported a session event.
    public mutating func after(_ transition: BackForwardTransition?, reported: Bool) -> Shot? {
        shots.after(transition, reported: reported, sprungBack: .sprungBack) { $0.progress >= Self.halfway ? .halfway : nil }
    }
}
