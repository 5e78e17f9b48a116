// SPDX-License-Identifier: MIT
import BrowserSession

/// What one tab's web view is loading, from WebKit's load events: which of the core's loads each
/// event belongs to (`LoadTracker`), and what an event leaves for a later one. A failure is reported
/// by the `WEBKIT_LOAD_FINISHED` that follows it; WebKit's error page for it loads unasked and is
/// let through; a server redirect is remembered for `decide-policy`; a load the page starts by
/// itself in the main frame is stopped and asked of the core; a load that finishes untitled holds
/// the tab unsettled until its title comes or `titleGrace` passes (WebKit may send the title
/// after `WEBKIT_LOAD_FINISHED`; a page without one never does). Pure: `WebKitRenderer` reads the
/// events off WebKit and carries the actions out.
struct PageLoad {
    enum Event: Hashable {
        /// The core asked for `load` (a load, a go, a restore).
        case asked(LoadID)
        /// The view went to the start view.
        case stopped
        /// `WEBKIT_LOAD_STARTED`.
        case started
        /// `WEBKIT_LOAD_REDIRECTED`: the load goes on at another URI.
        case redirected
        /// `WEBKIT_LOAD_COMMITTED`.
        case committed
        /// The estimated progress changed.
        case progressed
        /// The page got a title (not empty).
        case titled
        /// `load-failed`; `shown` when WebKit's error page is to show it (the load was neither
        /// cancelled nor interrupted by a decision here).
        case failed(shown: Bool)
        /// `WEBKIT_LOAD_FINISHED`, which follows a failure too.
        case finished
        /// `decide-policy` let a load the page started by itself (a script, a frame) go on to `uri`.
        case pageNavigated(String)
        /// A decision here stopped the running load (its response became a download, or a server
        /// redirect left the window's hosts): the page shown is still the one before.
        case interrupted
        /// Wait number n for a title has lasted `titleGrace`.
        case titleGraceEnded(Int)
    }

    enum Action: Hashable {
        /// Tell the core that its load started, committed, made progress, got its page's title,
        /// finished or failed.
        case started(LoadID)
        case committed(LoadID)
        case progressed(LoadID)
        case titled(LoadID)
        case finished(LoadID)
        case failed(LoadID)
        /// Stop the load the page started by itself and ask the core for where it went, when known.
        case stop(askCore: String?)
        /// Start wait number n for the title (`titleGraceEnded` after `titleGrace`).
        case awaitTitle(Int)
        /// The load ended interrupted: WebKit's list, still on the page before, is the core's.
        case reportList
        /// Nothing for the core, but the tab may have settled.
        case settle
    }

    /// How long a finished load may wait for its title before the tab counts as settled without
    /// it, in milliseconds.
    static let titleGrace: UInt32 = 500

    private(set) var tracker = LoadTracker()
    /// A finished load's title has not come yet (wait number `titleWaits`).
    private(set) var awaitingTitle = false
    /// The core's load under way was redirected by its server.
    private(set) var redirected = false
    private var titleWaits = 0
    /// The last load failed; its `finished` reports the failure.
    private var failed = false
    /// The current load has reported its page's title.
    private var titled = false
    /// WebKit's error page for the load that failed is to load next (it asks no `decide-policy`).
    private var errorPage = false
    private var interrupted = false
    /// Where the last load the page started by itself went (at `WEBKIT_LOAD_STARTED` the view
    /// still names the page it leaves).
    private var pageNavigation: String?

    /// No load of the core's is under way and no title is awaited.
    var isSettled: Bool { tracker.isSettled && !awaitingTitle }

    mutating func handle(_ event: Event) -> [Action] {
        switch event {
        case .asked(let load):
            _ = tracker.handle(.asked(load))
            return []
        case .stopped:
            _ = tracker.handle(.stopped)
            return []
        case .started:
            let navigation = pageNavigation, wasErrorPage = errorPage
            (failed, titled, redirected, errorPage, pageNavigation) = (false, false, false, false, nil)
            if let load = tracker.handle(.started) { return [.started(load)] }
            // WebKit's error page for the load that failed: shown, it belongs to no load.
            guard tracker.startedUnasked, !wasErrorPage else { return [] }
            return [.stop(askCore: navigation)]
        case .redirected:
            // `decide-policy` cannot tell a frame's redirect from the page's; this is the page's.
            redirected = tracker.isLoading
            return []
        case .committed:
            return tracker.handle(.progressed).map { [.committed($0)] } ?? []
        case .progressed:
            return tracker.handle(.progressed).map { [.progressed($0)] } ?? []
        case .titled:
            titled = true
            awaitingTitle = false
            return [tracker.handle(.progressed).map(Action.titled) ?? .settle]
        case .failed(let shown):
            failed = true
            errorPage = errorPage || shown
            return []
        case .finished:
            let failed = failed, interrupted = interrupted
            (self.failed, self.interrupted) = (false, false)
            var actions: [Action] = []
            if !titled, !failed {
                awaitingTitle = true
                titleWaits += 1
                actions.append(.awaitTitle(titleWaits))
            }
            guard let load = tracker.handle(.ended) else { return actions + [.settle] }
            actions.append(failed ? .failed(load) : .finished(load))
            if interrupted { actions.append(.reportList) }
            return actions
        case .pageNavigated(let uri):
            pageNavigation = uri
            return []
        case .interrupted:
            interrupted = true
            return []
        case .titleGraceEnded(let wait):
            // A wait that timed out cannot end a later one.
            guard awaitingTitle, wait == titleWaits else { return [] }
            awaitingTitle = false
            return [.settle]
        }
    }
}
