// SPDX-License-Identifier: MIT
import CWebKit

/// One tab's web view and what the renderer knows of its loads; `connect` hands WebKit's reports of
/// the view to the renderer.
final class TabView {
    let view: UnsafeMutablePointer<WebKitWebView>
    /// What the view is loading (`PageLoad`).
    var load = PageLoad()
    /// The tab is on its start view.
    var onStartView = true
    /// The view holds a list restored from the store and no page (a tab relaunched on its
    /// start view): leaving the start view goes to WebKit's current entry, not a reload.
    var listOnly = false
    /// A navigation of the user's reached `decide-policy` since the latest click was made
    /// (it usually comes before the click's script answers).
    var clickNavigated = false
    /// The click that followed a link and whose navigation has not reached `decide-policy` yet.
    var clickAwaitingNavigation: Int?
    /// Snapshots of the view under way.
    var snapshotting = 0
    /// The renderer let go of the view (the tab was suspended or closed): what it still
    /// reports as it goes belongs to no tab, and is not reported.
    var detached = false

    init(view: UnsafeMutablePointer<WebKitWebView>) { self.view = view }

    /// What the view reports, each with this tab.
    struct Events {
        var loadChanged: (TabView, WebKitLoadEvent) -> Void
        var loadFailed: (TabView, String, UnsafeMutablePointer<GError>?) -> Void
        var progressChanged: (TabView) -> Void
        var titleChanged: (TabView) -> Void
        /// Answers `decide-policy`: true when decided, false for WebKit's default.
        var decide: (TabView, gpointer?, WebKitPolicyDecisionType) -> Bool
        var listChanged: (TabView) -> Void
    }

    /// Connects the view's signals to `events`. The handlers hold their tab: the view owns them, so
    /// the tab goes with its view, and a view let go of (`detached`) reports nothing as it goes
    /// (and decides nothing: WebKit's default).
    func connect(_ events: Events) {
        let view = UnsafeMutableRawPointer(view)
        Signal.connect(view, "load-changed", as: ((WebKitLoadEvent) -> Void).self, { [self] (event: WebKitLoadEvent) in
            if !detached { events.loadChanged(self, event) }
        }, through: unsafeBitCast({ (_: gpointer?, event: WebKitLoadEvent, data: gpointer?) in
            Signal.handler(data, as: ((WebKitLoadEvent) -> Void).self)(event)
        } as @convention(c) (gpointer?, WebKitLoadEvent, gpointer?) -> Void, to: GCallback.self))

        Signal.connect(view, "load-failed", as: ((String, UnsafeMutablePointer<GError>?) -> Void).self, { [self] uri, error in
            if !detached { events.loadFailed(self, uri, error) }
        }, through: unsafeBitCast({ (_: gpointer?, _: WebKitLoadEvent, uri: UnsafePointer<gchar>?, error: UnsafeMutablePointer<GError>?, data: gpointer?) -> gboolean in
            Signal.handler(data, as: ((String, UnsafeMutablePointer<GError>?) -> Void).self)(uri.map { String(cString: $0) } ?? "", error)
            return 0 // WebKit's own handling (its error page) goes on
        } as @convention(c) (gpointer?, WebKitLoadEvent, UnsafePointer<gchar>?, UnsafeMutablePointer<GError>?, gpointer?) -> gboolean, to: GCallback.self))

        let notify = unsafeBitCast({ (_: gpointer?, _: gpointer?, data: gpointer?) in
            Signal.handler(data, as: (() -> Void).self)()
        } as @convention(c) (gpointer?, gpointer?, gpointer?) -> Void, to: GCallback.self)
        Signal.connect(view, "notify::estimated-load-progress", as: (() -> Void).self, { [self] in
            if !detached { events.progressChanged(self) }
        }, through: notify)
        Signal.connect(view, "notify::title", as: (() -> Void).self, { [self] in
            if !detached { events.titleChanged(self) }
        }, through: notify)

        Signal.connect(view, "decide-policy", as: ((gpointer?, WebKitPolicyDecisionType) -> Bool).self, { [self] (decision: gpointer?, type: WebKitPolicyDecisionType) -> Bool in
            !detached && events.decide(self, decision, type)
        }, through: unsafeBitCast({ (_: gpointer?, decision: gpointer?, type: WebKitPolicyDecisionType, data: gpointer?) -> gboolean in
            Signal.handler(data, as: ((gpointer?, WebKitPolicyDecisionType) -> Bool).self)(decision, type) ? 1 : 0
        } as @convention(c) (gpointer?, gpointer?, WebKitPolicyDecisionType, gpointer?) -> gboolean, to: GCallback.self))

        Signal.connect(UnsafeMutableRawPointer(webkit_web_view_get_back_forward_list(self.view)), "changed", as: (() -> Void).self, { [self] in
            if !detached { events.listChanged(self) }
        }, through: unsafeBitCast({ (_: gpointer?, _: gpointer?, _: gpointer?, data: gpointer?) in
            Signal.handler(data, as: (() -> Void).self)()
        } as @convention(c) (gpointer?, gpointer?, gpointer?, gpointer?) -> Void, to: GCallback.self))
    }
}
