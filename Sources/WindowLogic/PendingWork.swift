// SPDX-License-Identifier: MIT
import BrowserSession

/// What the window is still doing for the core, one entry per piece of work: the one owner of
/// "settled". Whoever starts asynchronous work (a hit-test, a click waiting for its navigation, a
/// snapshot, a load, a release's animation, a download) begins an entry and gets a token naming it;
/// the work's end returns the token. The window has settled when no entry is open, and a replay
/// without `--realtime` feeds its next gesture only then, so a screenshot shows what the gesture
/// did. Work that forgets to begin an entry is seen at once in `open`, not as a stalled replay.
/// Pure: no GTK, no WebKit.
package final class PendingWork {
    package init() {}

    package enum Kind: String, Hashable, Sendable {
        /// A hit-test the core asked for, unanswered: a gesture from the daemon waits for it.
        case hitTest
        /// A click whose script has not answered, or that followed a link whose navigation has not
        /// reached `decide-policy` yet.
        case click
        /// A page snapshot being taken and stored.
        case snapshot
        /// A load of the core's (or the preview card's) not finished, or a finished one's title awaited.
        case load
        /// A release still moving the page (an edge-pan's) or the overview.
        case animation
        /// A download decided on or under way.
        case download
    }

    /// One piece of work: its kind, the tab it is for (nil for the window's own), and a serial
    /// number that tells it from every other.
    package struct Token: Hashable, Sendable {
        let kind: Kind
        package let tab: TabID?
        fileprivate let serial: Int
    }

    /// Called after work ended or something was answered (`check`), once nothing is open.
    package var onSettled: (() -> Void)?
    /// Called after every end and check, settled or not (the renderer looks for idle tabs then).
    package var onChange: (() -> Void)?
    private(set) var open: Set<Token> = []
    private var serial = 0

    /// No work is open.
    package var isSettled: Bool { open.isEmpty }

    /// Begins work of `kind`, for `tab` when it is one tab's.
    package func begin(_ kind: Kind, tab: TabID? = nil) -> Token {
        serial += 1
        let token = Token(kind: kind, tab: tab, serial: serial)
        open.insert(token)
        return token
    }

    /// Ends the work `token` names, and checks; ending it again changes nothing but still checks.
    /// `quietly` leaves the check to what the caller reports next (the event that says what the
    /// work did must reach the core before anyone hears the window has settled).
    package func end(_ token: Token, quietly: Bool = false) {
        open.remove(token)
        if !quietly { check() }
    }

    /// Something was answered that may have been the last thing awaited (the core heard of an
    /// event and may have asked for nothing new): says so when nothing is open.
    package func check() {
        onChange?()
        if isSettled { onSettled?() }
    }

    /// The work of a layer's landing animation, which lasts while its machine says it is releasing
    /// (the edge swipe's and the overview's): begun when it starts, ended once it has stopped.
    package struct Landing {
        private var token: Token?

        package init() {}

        /// Begins the work when the animation is `running` and none is open.
        package mutating func start(if running: Bool, in work: PendingWork) {
            if running, token == nil { token = work.begin(.animation) }
        }

        /// Ends the work once the animation is no longer `running`; `quietly` where nothing said it
        /// settled (a swipe stopped midway: the command that stopped it is answered later). A loud
        /// end with no work open still checks.
        package mutating func stop(unless running: Bool, in work: PendingWork, quietly: Bool) {
            guard !running, let token else { return quietly ? () : work.check() }
            self.token = nil
            work.end(token, quietly: quietly)
        }
    }

    /// Whether work of `kind` is open.
    package func has(_ kind: Kind) -> Bool { open.contains { $0.kind == kind } }

    /// Whether any work for `tab` is open (its view must stay live until it ends).
    package func isBusy(_ tab: TabID) -> Bool { open.contains { $0.tab == tab } }
}
