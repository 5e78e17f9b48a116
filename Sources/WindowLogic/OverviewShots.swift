// SPDX-License-Identifier: MIT
import BrowserSession

/// When `--screenshots` also captures a pinch on its way to or in the tab overview (`MotionShots`),
/// which no session event marks: once as a page has shrunk to `shrunk` of its size (the grid behind
/// it), once as the grid is zoomed past the point where its title bars have faded out, and once
/// after a pinch that went nowhere has sprung back. A pinch that opens the overview or focuses a
/// tab ends in that event's own screenshot.
public struct OverviewShots {
    /// What to capture.
    public enum Shot: String, Hashable, Sendable {
        /// The page shrinking into its card over the grid.
        case shrinking = "overview-shrinking"
        /// The grid zoomed with its title bars faded out.
        case zoomed = "overview-zoomed"
        /// Back at rest after a pinch that ended short or was cancelled.
        case sprungBack = "overview-sprung-back"
    }

    /// The page's scale at which the shrinking shot is taken.
    public static let shrunk = 0.8

    private var shots = MotionShots<OverviewZoom, Shot>()

    public init() {}

    /// What to capture after a step of the session that left the core's zoom at `zoom`;
    /// `reported` says whether the step reported a session event.
    public mutating func after(_ zoom: OverviewZoom?, reported: Bool) -> Shot? {
        shots.after(zoom, reported: reported, sprungBack: .sprungBack) { zoom in
            switch zoom.subject {
            case .page: zoom.scale <= Self.shrunk ? .shrinking : nil
            case .grid: TabOverview.titleOpacity(atScale: zoom.scale) == 0 ? .zoomed : nil
            }
        }
    }
}
