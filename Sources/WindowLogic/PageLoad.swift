// SPDX-License-Identifier: MIT
import BrowserSession

/// What one tab's web view is loading, from WebKit's load events (`PageLoad.md`): which of the
/// core's loads each event belongs to (`LoadTracker`), how WebKit's own load is going (`State`: what
/// its finish reports, and what the start after it is), and whether a finished load's title is
/// still awaited (`TitleWait`, which lasts across loads). A failure is reported
/// by the `WEBKIT_LOAD_FINISHED` that follows it; WebKit's error page for it loads unasked and is
/// let through; a server redirect is remembered for `decide-policy`; a load the page starts by
/// itself in the main frame is stopped and asked of the core; a load that finishes untitled holds
/// the tab unsettled until its title comes or `titleGrace` passes (WebKit may send the title
/// after `WEBKIT_LOAD_FINISHED`; a page without one never does). Pure: `WebKitRenderer` reads the
/// events off WebKit and carries the actions out.
package struct PageLoad {
    package init() {}

    package enum Event: Hashable {
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

    package enum Action: Hashable {
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

    /// How long a finished load may wait for its title before the tab counts as settled without it.
    package static let titleGrace: Duration = .milliseconds(500)

    /// What a start that the core did not ask for will be, as far as the events before it tell.
    package enum UnaskedStart: Hashable {
        /// Not known (a frame's load, a refresh): stopped.
        case unknown
        /// The page's own navigation that `decide-policy` let go on, to this URI (at
        /// `WEBKIT_LOAD_STARTED` the view still names the page it leaves): stopped and asked of the core.
        case pageNavigation(String)
        /// WebKit's error page for the load that failed (it asks no `decide-policy`): let through.
        /// It stays the next start whatever `decide-policy` lets go on after the failure.
        case errorPage
    }

    /// How WebKit's running load is going, which is what its `WEBKIT_LOAD_FINISHED` reports. Each
    /// case only gives way to a later one: a failure outweighs a title, an interruption a failure.
    package enum Course: Hashable {
        /// Neither titled nor failed yet: finished now, its title is awaited.
        case untitled
        /// Its page has a title.
        case titled
        /// It failed: its finish reports the failure.
        case failed
        /// A decision here stopped it (its response became a download, or a server redirect left
        /// the window's hosts): it ends failed, still on the page before, whose list its finish
        /// hands to the core.
        case interrupted
    }

    /// WebKit's load under way in the view, from `WEBKIT_LOAD_STARTED` to `WEBKIT_LOAD_FINISHED`.
    package struct Running: Hashable {
        var course = Course.untitled
        /// It is the core's load, and its server redirected it (`HousePolicy` asks of its response).
        var redirected = false
        /// What a start the core did not ask for, after this one, will be.
        var next = UnaskedStart.unknown
    }

    /// Whether WebKit runs a load in the view (`PageLoad.md`).
    package enum State: Hashable {
        /// None runs: before the first, or after `WEBKIT_LOAD_FINISHED`.
        case between(next: UnaskedStart)
        /// One runs.
        case running(Running)
    }

    /// Whether a finished load's title is awaited. The waits are numbered so that the grace of one
    /// cannot end a later one; a wait lasts across loads until the title or its grace ends it.
    package enum TitleWait: Hashable {
        /// No title is awaited; `waits` waits have been started so far.
        case none(waits: Int)
        /// Wait number n is under way.
        case awaiting(Int)
    }

    /// Which of the core's loads the events belong to.
    package private(set) var tracker = LoadTracker()
    private(set) var state = State.between(next: .unknown)
    private(set) var title = TitleWait.none(waits: 0)

    /// A finished load's title has not come yet.
    var awaitingTitle: Bool {
        switch title {
        case .none: false
        case .awaiting: true
        }
    }

    /// The core's load under way was redirected by its server.
    package var redirected: Bool {
        switch state {
        case .between: false
        case .running(let load): load.redirected
        }
    }

    /// No load of the core's is under way and no title is awaited.
    package var isSettled: Bool { tracker.isSettled && !awaitingTitle }

    package mutating func handle(_ event: Event) -> [Action] {
        switch (state, event) {
        case (_, .asked(let load)):
            _ = tracker.handle(.asked(load))
            return []
        case (_, .stopped):
            // WebKit's load, if any, goes on to its end (its stop is reported as a failure).
            _ = tracker.handle(.stopped)
            return []
        case (.between, .started), (.running, .started):
            // (A start while one runs: the page navigating again by itself, `LoadTracker` says.)
            let next = state.next
            state = .running(Running())
            return started(after: next)
        case (.running(var load), .redirected):
            // `decide-policy` cannot tell a frame's redirect from the page's; this is the page's.
            load.redirected = tracker.isLoading
            state = .running(load)
            return []
        case (.between, .redirected), (.between, .interrupted):
            // Nothing runs to be redirected or stopped.
            return []
        case (_, .committed):
            return tracker.handle(.progressed).map { [.committed($0)] } ?? []
        case (_, .progressed):
            return tracker.handle(.progressed).map { [.progressed($0)] } ?? []
        case (_, .titled):
            if case .running(var load) = state, load.course == .untitled {
                load.course = .titled
                state = .running(load)
            }
            if case .awaiting(let wait) = title { title = .none(waits: wait) }
            return [tracker.handle(.progressed).map(Action.titled) ?? .settle]
        case (.running(var load), .failed(let shown)):
            if load.course != .interrupted { load.course = .failed }
            if shown { load.next = .errorPage }
            state = .running(load)
            return []
        case (.between, .failed(let shown)):
            // No load runs to report it; its error page may still come.
            if shown { state = .between(next: .errorPage) }
            return []
        case (.running(let load), .finished):
            state = .between(next: load.next)
            return finished(load.course)
        case (.between, .finished):
            // No start came before it: nothing of WebKit's to await, only the core's load to end.
            return [tracker.handle(.ended).map(Action.finished) ?? .settle]
        case (.running(var load), .pageNavigated(let uri)):
            load.next = load.next.navigated(to: uri)
            state = .running(load)
            return []
        case (.between(let next), .pageNavigated(let uri)):
            state = .between(next: next.navigated(to: uri))
            return []
        case (.running(var load), .interrupted):
            load.course = .interrupted
            state = .running(load)
            return []
        case (_, .titleGraceEnded(let wait)):
            // A wait that timed out cannot end a later one.
            guard title == .awaiting(wait) else { return [] }
            title = .none(waits: wait)
            return [.settle]
        }
    }

    /// WebKit started a load; `next` is what it is when the core did not ask for it.
    private mutating func started(after next: UnaskedStart) -> [Action] {
        if let load = tracker.handle(.started) { return [.started(load)] }
        guard tracker.startedUnasked else { return [] }
        switch next {
        case .unknown: return [.stop(askCore: nil)]
        case .pageNavigation(let uri): return [.stop(askCore: uri)]
        // Shown, it belongs to no load.
        case .errorPage: return []
        }
    }

    /// WebKit's running load, gone as `course` says, finished.
    private mutating func finished(_ course: Course) -> [Action] {
        var actions: [Action] = []
        if course == .untitled {
            let wait = switch title {
            case .none(let waits): waits + 1
            case .awaiting(let wait): wait + 1
            }
            title = .awaiting(wait)
            actions.append(.awaitTitle(wait))
        }
        guard let load = tracker.handle(.ended) else { return actions + [.settle] }
        switch course {
        case .untitled, .titled: actions.append(.finished(load))
        case .failed: actions.append(.failed(load))
        case .interrupted: actions += [.failed(load), .reportList]
        }
        return actions
    }
}

extension PageLoad.State {
    /// What a start the core did not ask for, now, would be.
    var next: PageLoad.UnaskedStart {
        switch self {
        case .between(let next): next
        case .running(let load): load.next
        }
    }
}

extension PageLoad.UnaskedStart {
    /// After `decide-policy` let the page's own navigation to `uri` go on.
    func navigated(to uri: String) -> Self {
        switch self {
        case .unknown, .pageNavigation: .pageNavigation(uri)
        case .errorPage: .errorPage
        }
    }
}
