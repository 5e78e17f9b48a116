// SPDX-License-Identifier: MIT
import BrowserSession

/// Which of the core's loads a web view's load events belong to. WebKit's events name no load: a
/// load the core asks for starts (`load-changed` STARTED) some time after it is asked for, and a
/// load it supersedes may still fail (cancelled) in between. The tracker follows one web view and
/// tags each event with the load it belongs to; the core ignores those of a load it no longer follows.
package struct LoadTracker: Hashable {
    package enum State: Hashable {
        /// No load of the core is under way; `last` is the load the page shown came from (its late
        /// title changes belong to it), nil before the first.
        case idle(last: LoadID?)
        /// `asked` was asked for and WebKit has not started it yet; `running` is the load still
        /// under way or shown until then.
        case waiting(asked: LoadID, running: LoadID?)
        /// WebKit is running `load`.
        case loading(LoadID)
        /// The page started a load of its own in the main frame (a script setting `location`, a
        /// refresh); the renderer stops it and asks the core. Its events belong to no load; `last`
        /// is the load the page shown came from.
        case unasked(last: LoadID?)
    }

    /// What happens to the web view.
    package enum Input: Hashable {
        /// The core asked for `load` (a load, a go, a restore).
        case asked(LoadID)
        /// WebKit started a load (`WEBKIT_LOAD_STARTED`).
        case started
        /// WebKit committed, made progress on, or titled the running load.
        case progressed
        /// WebKit finished or failed a load.
        case ended
        /// The view went to the start view: no load is under way any more.
        case stopped
    }

    package private(set) var state = State.idle(last: nil)

    /// No load is still to finish: a replay may go on.
    package var isSettled: Bool {
        switch state {
        case .idle: true
        case .waiting, .loading, .unasked: false
        }
    }

    /// WebKit is running a load the core asked for.
    var isLoading: Bool {
        switch state {
        case .loading: true
        case .idle, .waiting, .unasked: false
        }
    }

    /// A load the core did not ask for started (`.unasked`): the renderer is to stop it.
    var startedUnasked: Bool {
        switch state {
        case .unasked: true
        case .idle, .waiting, .loading: false
        }
    }

    /// Moves on by `input`; returns the load the event belongs to (nil when none does).
    mutating func handle(_ input: Input) -> LoadID? {
        switch (state, input) {
        case (.idle(let last), .asked(let load)):
            state = .waiting(asked: load, running: last)
            return nil
        case (.waiting(_, let running), .asked(let load)):
            state = .waiting(asked: load, running: running)
            return nil
        case (.loading(let running), .asked(let load)):
            state = .waiting(asked: load, running: running)
            return nil
        case (.waiting(let asked, _), .started):
            state = .loading(asked)
            return asked
        case (.unasked, .asked(let load)):
            // The unasked load's last events come before this one starts: they belong to none.
            state = .waiting(asked: load, running: nil)
            return nil
        case (.idle(let last), .started):
            state = .unasked(last: last)
            return nil
        case (.loading(let load), .started):
            // A second start within a load is the page navigating again by itself.
            state = .unasked(last: load)
            return nil
        case (.unasked, .started), (.unasked, .progressed):
            return nil
        case (.unasked(let last), .ended):
            state = .idle(last: last)
            return nil
        case (.idle(let last), .progressed), (.idle(let last), .ended):
            // A late title or a script's change of it belongs to the page shown.
            return last
        case (.waiting(_, let running), .progressed), (.waiting(_, let running), .ended):
            // The superseded load's last events (typically its cancellation).
            return running
        case (.loading(let load), .progressed):
            return load
        case (.loading(let load), .ended):
            state = .idle(last: load)
            return load
        case (.idle(let last), .stopped), (.waiting(_, let last), .stopped), (.unasked(let last), .stopped):
            state = .idle(last: last)
            return nil
        case (.loading(let load), .stopped):
            state = .idle(last: load)
            return nil
        }
    }
}
