// SPDX-License-Identifier: MIT
import BrowserSession
import CWebKit
import WindowLogic

/// One tab's web view, what it shows and what the renderer knows of its loads; `connect` hands
/// WebKit's reports of the view to the renderer.
final class TabView {
    /// What a tab's view shows.
    enum Content: Hashable {
        /// The start view: no page (a new tab, or one gone back to the start).
        case startView
        /// The start view over a list restored from the store and no page (a tab relaunched on its
        /// start view): leaving it goes to WebKit's current entry, not a reload.
        case restoredList
        /// A page.
        case page
        /// Nothing any more: the renderer let go of the view (the tab was suspended or closed), and
        /// what it still reports as it goes belongs to no tab and is not reported.
        case letGo
    }

    /// Where the latest click in the page is.
    enum Click: Hashable {
        /// None under way.
        case none
        /// Its script has not answered; `navigated` once a navigation of the user's reached
        /// `decide-policy` (it usually comes before the script answers).
        case running(navigated: Bool)
        /// It followed a link whose navigation has not reached `decide-policy` yet.
        case awaitingNavigation(PendingWork.Token)
    }

    let view: UnsafeMutablePointer<WebKitWebView>
    let id: TabID
    var content = Content.startView
    /// What the view is loading (`PageLoad`): open work while it is not settled.
    private(set) var load = PageLoad()
    private var loadWork: PendingWork.Token?
    var click = Click.none
    private let work: PendingWork

    /// On the start view, with or without a restored list.
    var onStartView: Bool { content == .startView || content == .restoredList }

    /// Tab `id`'s view, whose loads and clicks are open work in `work`.
    init(view: UnsafeMutablePointer<WebKitWebView>, id: TabID, work: PendingWork) {
        self.view = view
        self.id = id
        self.work = work
    }

    /// Tells the tab's `PageLoad` of `event`, opening its load's work or ending it as the load now
    /// is: quietly, since the actions returned report what settled it (or say `.settle`).
    func handle(_ event: PageLoad.Event) -> [PageLoad.Action] {
        let actions = load.handle(event)
        if !load.isSettled, loadWork == nil { loadWork = work.begin(.load, tab: id) }
        if load.isSettled, let done = loadWork {
            loadWork = nil
            work.end(done, quietly: true)
        }
        return actions
    }

    /// A click's navigation reached `decide-policy`: a click waiting for it has its work ended
    /// quietly (the core's answer to the navigation settles it), a running one knows.
    func clickNavigated() {
        switch click {
        case .none: break
        case .running: click = .running(navigated: true)
        case .awaitingNavigation(let waiting):
            click = .none
            work.end(waiting, quietly: true)
        }
    }

    /// The renderer lets go of the view: what it still reports belongs to no tab, and what was
    /// open for its page is over (a running script's click still answers, and ends its own).
    func letGo() {
        content = .letGo
        if let loadWork { work.end(loadWork, quietly: true) }
        loadWork = nil
        if case .awaitingNavigation(let waiting) = click { work.end(waiting, quietly: true) }
        click = .none
    }

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
    /// the tab goes with its view, and a view let go of (`letGo`) reports nothing as it goes
    /// (and decides nothing: WebKit's default).
    func connect(_ events: Events) {
        let view = UnsafeMutableRawPointer(view)
        Signal.onLoadChanged(of: view) { [self] event in
            if content != .letGo { events.loadChanged(self, event) }
        }
        Signal.onLoadFailed(of: view) { [self] uri, error in
            if content != .letGo { events.loadFailed(self, uri, error) }
        }

        Signal.onNotify(of: view, "estimated-load-progress") { [self] in
            if content != .letGo { events.progressChanged(self) }
        }
        Signal.onNotify(of: view, "title") { [self] in
            if content != .letGo { events.titleChanged(self) }
        }

        Signal.onDecidePolicy(of: view) { [self] decision, type in
            content != .letGo && events.decide(self, decision, type)
        }

        Signal.onChanged(ofBackForwardList: UnsafeMutableRawPointer(webkit_web_view_get_back_forward_list(self.view))) { [self] in
            if content != .letGo { events.listChanged(self) }
        }
    }
}
