// SPDX-License-Identifier: MIT
import BrowserSession
import CWebKit
import WindowLogic

/// What WebKit reports of a tab's view, told to the core as page events: its loads (through
/// `PageLoad`, which says what each event means), their progress and titles, changes of its list
/// that no load explains, and WebKit's serialised list for the store. Each tab's load is open work
/// (`PendingWork.Kind.load`) while `PageLoad` is not settled.
///
/// Every navigation goes through `decide-policy`, answered by `HousePolicy`: what the user starts
/// in the page and every new window is asked of the core, whose policy decides. What the page
/// starts by itself (a script, a frame) proceeds, since `decide-policy` cannot tell a frame's load
/// from the page's; when it turns out to load the page itself (`load-changed` STARTED that the core
/// did not ask for), it is stopped and reported the same way. Nothing stays in the main frame
/// behind the core's back. A response the page cannot show, or an attachment, is a download
/// (`DownloadSaver`): saved, noted, and the tab stays where it was. A load that fails is noted
/// with its URL and WebKit's reason, and WebKit's error page shows it.
final class TabReports {
    /// Called with each load event of the tab in front, for what the page area shows of it (the
    /// progress bar, an edge-pan's held snapshot, a revived tab's picture).
    var onVisibleLoad: ((TabView, WebKitLoadEvent) -> Void)?
    /// Called with a note for the user: a load that failed.
    var onNote: ((String) -> Void)?

    private let work: PendingWork
    /// Where the events go (the session's runner), each answer followed by a check of the work.
    private let onEvent: (PageEvent) -> Void
    private let downloads: DownloadSaver
    /// Whether the core keeps a page landing at a URI in a tab (`BrowserSession.keepsLanding`), for
    /// the one decision that cannot wait for the core: whether the page's load, redirected by its
    /// server, may be shown there.
    var keepsLanding: (TabID, String) -> Bool = { _, _ in false }

    init(work: PendingWork, downloads: DownloadSaver, onEvent: @escaping (PageEvent) -> Void) {
        self.work = work
        self.downloads = downloads
        self.onEvent = onEvent
    }

    /// An answer for the core: the window may have settled by it.
    private func emit(_ event: PageEvent) {
        onEvent(event)
        work.check()
    }

    /// Follows WebKit's reports of `tab`'s view while the tab has it.
    func follow(_ tab: TabView, id: TabID) {
        tab.connect(TabView.Events(
            loadChanged: { [weak self] tab, event in self?.loadChanged(event, in: tab, id: id) },
            loadFailed: { [weak self] tab, uri, error in self?.loadFailed(uri, error, in: tab, id: id) },
            progressChanged: { [weak self] tab in self?.progressChanged(in: tab, id: id) },
            titleChanged: { [weak self] tab in self?.titleChanged(in: tab, id: id) },
            decide: { [weak self] tab, decision, type in self?.decide(decision, type, in: tab, id: id) ?? false },
            listChanged: { [weak self] tab in self?.listChanged(in: tab, id: id) }))
    }

    /// Tells `tab`'s `PageLoad` of `event` and carries out what it says.
    func handle(_ event: PageLoad.Event, in tab: TabView, id: TabID) {
        carryOut(tab.handle(event), in: tab, id: id)
    }

    // MARK: Loads

    private func progressChanged(in tab: TabView, id: TabID) {
        handle(.progressed, in: tab, id: id)
    }

    private func titleChanged(in tab: TabView, id: TabID) {
        guard Self.title(of: tab) != nil else { return }
        handle(.titled, in: tab, id: id)
    }

    private func loadChanged(_ event: WebKitLoadEvent, in tab: TabView, id: TabID) {
        onVisibleLoad?(tab, event)
        switch event {
        case WEBKIT_LOAD_STARTED:
            handle(.started, in: tab, id: id)
        case WEBKIT_LOAD_REDIRECTED:
            handle(.redirected, in: tab, id: id)
        case WEBKIT_LOAD_COMMITTED:
            reportSessionState(of: tab, id: id)
            handle(.committed, in: tab, id: id)
        case WEBKIT_LOAD_FINISHED:
            reportSessionState(of: tab, id: id)
            handle(.finished, in: tab, id: id)
        default:
            break
        }
    }

    /// WebKit follows a failure with `WEBKIT_LOAD_FINISHED`, which reports it. The user is told
    /// which URL failed and why, unless the load was only stopped (superseded, or stopped here) or
    /// interrupted by a decision here (a download, which `DownloadSaver` notes, or a redirect asked
    /// of the core).
    private func loadFailed(_ uri: String, _ error: UnsafeMutablePointer<GError>?, in tab: TabView, id: TabID) {
        let failure = error.map(\.pointee)
        let shown = failure.map { failure in
            let interrupted = failure.domain == webkit_policy_error_quark()
                && failure.code == Int32(WEBKIT_POLICY_ERROR_FRAME_LOAD_INTERRUPTED_BY_POLICY_CHANGE.rawValue)
            return !failure.isCancellation && !interrupted
        } ?? false
        handle(.failed(shown: shown), in: tab, id: id)
        if shown, let failure { onNote?("\(uri): the page did not load: \(String(cString: failure.message))") }
    }

    /// Carries out what a load event of `tab` calls for (`PageLoad`).
    private func carryOut(_ actions: [PageLoad.Action], in tab: TabView, id: TabID) {
        for action in actions { carryOut(action, in: tab, id: id) }
    }

    private func carryOut(_ action: PageLoad.Action, in tab: TabView, id: TabID) {
        switch action {
        case .started(let load):
            emit(.loadStarted(load))
        case .committed(let load):
            guard let uri = webkit_web_view_get_uri(tab.view) else { break }
            emit(.loadCommitted(load, url: String(cString: uri)))
        case .progressed(let load):
            emit(.loadProgress(load, webkit_web_view_get_estimated_load_progress(tab.view)))
        case .titled(let load):
            guard let title = Self.title(of: tab) else { break }
            emit(.titleChanged(load, title))
        case .finished(let load):
            emit(.loadFinished(load))
        case .failed(let load):
            emit(.loadFailed(load))
        case .stop(let askCore):
            webkit_web_view_stop_loading(tab.view)
            if let askCore { emit(.navigationRequested(tab: id, url: askCore)) }
        case .awaitTitle(let wait):
            MainLoop.after(PageLoad.titleGrace) { [weak self, weak tab] in
                guard let self, let tab else { return }
                handle(.titleGraceEnded(wait), in: tab, id: id)
            }
        case .reportList:
            listChanged(in: tab, id: id)
        case .settle:
            work.check()
        }
    }

    /// The page's title; nil while it has none (or an empty one).
    private static func title(of tab: TabView) -> String? {
        guard let title = webkit_web_view_get_title(tab.view).map({ String(cString: $0) }), !title.isEmpty else { return nil }
        return title
    }

    // MARK: Lists

    /// A change of WebKit's list that no load of the core explains (`history.pushState`,
    /// `replaceState`): the core takes the list. Changes during the core's own loads are theirs.
    private func listChanged(in tab: TabView, id: TabID) {
        reportSessionState(of: tab, id: id)
        guard tab.load.tracker.isSettled, !tab.onStartView else { return }
        emit(.backForwardListChanged(tab: id, history: WebKitHistory.list(of: tab.view)))
    }

    /// WebKit's list of the tab as it is now, for the store (nothing while it is empty). Not an
    /// answer to anything, so nothing settles by it.
    private func reportSessionState(of tab: TabView, id: TabID) {
        onEvent(.sessionStateChanged(tab: id, state: WebKitSessionState.of(tab.view)))
    }

    // MARK: Decisions

    /// Answers WebKit's `decide-policy` by the house's policy (`HousePolicy`); false leaves the
    /// decision to WebKit.
    private func decide(_ decision: gpointer?, _ type: WebKitPolicyDecisionType, in tab: TabView, id: TabID) -> Bool {
        guard let decision, let question = PolicyQuestion.read(decision, type) else { return false }
        let verdict = decision.assumingMemoryBound(to: WebKitPolicyDecision.self)
        let house = HousePolicy.Tab(onStartView: tab.onStartView, redirected: tab.load.redirected)
        switch HousePolicy.verdict(on: question, in: house, keeps: { [keepsLanding] in keepsLanding(id, $0) }) {
        case .webKitDefault:
            return false
        case .proceed(let startsLoad):
            if let startsLoad { _ = tab.handle(.pageNavigated(startsLoad)) }
            webkit_policy_decision_use(verdict)
        case .ignore:
            webkit_policy_decision_ignore(verdict)
        case .askCore(let uri):
            // A click's navigation has come (the window settles once the core has answered it).
            tab.clickNavigated()
            webkit_policy_decision_ignore(verdict)
            emit(.navigationRequested(tab: id, url: uri))
        case .redirectedAway(let uri):
            _ = tab.handle(.interrupted)
            webkit_policy_decision_ignore(verdict)
            emit(.navigationRequested(tab: id, url: uri))
        case .download(let isPage):
            if isPage { _ = tab.handle(.interrupted) }
            downloads.expect()
            webkit_policy_decision_download(verdict)
        }
        return true
    }
}

extension GError {
    /// Whether a load failed only because it was stopped: superseded by another, or stopped here.
    var isCancellation: Bool {
        domain == webkit_network_error_quark() && code == Int32(WEBKIT_NETWORK_ERROR_CANCELLED.rawValue)
    }
}
