// SPDX-License-Identifier: MIT
import Gestures
import GestureStream
import NumberFormat

/// The human-readable replay: what the user did and what the browser did, one line each, in time
/// order. `changed` phases are left out: they say how often the device reports, not what happened;
/// so are hints: a press on its way to a peek (or a firm tap), which the browser does nothing with.
enum Timeline {
    /// The line for a gesture, or nil for a `changed` phase or a hint.
    static func line(for gesture: GestureLine) -> String? {
        let what: String
        switch gesture.gesture {
        case .tap:
            what = "taps"
        case .hint, .peek(.changed, _), .pinch(.changed, _), .edgePan(.changed, _, _, _):
            return nil
        case .peek(.began, let force):
            what = "presses to peek (force \(percent(force)))"
        case .peek(.ended, _):
            what = "lets go of the peek"
        case .peek(.cancelled, _):
            what = "peek cancelled"
        case .pop(let force):
            what = "presses harder: pop (force \(percent(force)))"
        case .pinch(.began, _):
            what = "starts a pinch"
        case .pinch(.ended, let scale):
            what = "pinches \(scale >= 1 ? "out" : "in") to \(percent(scale))"
        case .pinch(.cancelled, _):
            what = "pinch cancelled"
        case .edgePan(.began, let edge, _, _):
            what = "swipes in from the \(edge.rawValue) edge"
        case .edgePan(.ended, let edge, let progress, let committed):
            what = "lets go of the \(edge.rawValue)-edge swipe at \(percent(progress)) (\(committed == true ? "committed" : "not committed"))"
        case .edgePan(.cancelled, let edge, _, _):
            what = "\(edge.rawValue)-edge swipe cancelled"
        }
        let at = "at (\(fraction(gesture.position.x)), \(fraction(gesture.position.y)))"
        return row(gesture.time, gesture.tool.rawValue, "\(what) \(at)")
    }

    /// The line for what the browser did.
    static func line(for report: SessionReport, time: Double) -> String {
        let what: String = switch report {
        case .previewShown(let url): "shows a preview of \(url)"
        case .previewDismissed(let url): "dismisses the preview of \(url)"
        case .navigated(let url, .inApp): "opens \(url)"
        case .navigated(let url, .external): "hands \(url) to the system browser"
        case .back(let location): "goes back to \(location.url ?? "the start view")"
        case .forward(let location): "goes forward to \(location.url ?? "the start view")"
        case .zoom(let scale): "zooms the page to \(percent(scale))"
        case .overviewShown: "shows the tab overview"
        case .tabFocused(let tab, let location): "focuses tab \(tab)\(location.url.map { " (\($0))" } ?? "")"
        case .previewActions(let url): "shows the actions of the preview of \(url)"
        case .tabOpened(let tab, let url): "opens \(url) in new tab \(tab)"
        case .tabClosed(let tab): "closes tab \(tab)"
        case .linkCopied(let url): "copies \(url)"
        case .linkShared(let url): "shares \(url)"
        }
        return row(time, "browser", what)
    }

    private static func row(_ time: Double, _ who: String, _ what: String) -> String {
        let seconds = String(Int(time.rounded(.down)))
        let millis = Int64(((time - time.rounded(.down)) * 1000).rounded()) % 1000
        let clock = seconds + "." + Digits.decimal(millis, width: 3) + "s"
        return String(repeating: " ", count: max(0, 8 - clock.count)) + clock + "  "
            + who + String(repeating: " ", count: max(1, 9 - who.count)) + what
    }

    /// Two decimals, for positions on the surface.
    private static func fraction(_ value: Double) -> String {
        Digits.fixed(Int64((value * 100).rounded()), decimals: 2)
    }

    private static func percent(_ value: Double) -> String { "\(Int((value * 100).rounded()))%" }
}
