// SPDX-License-Identifier: MIT

/// When the window takes its next gesture, takes its screenshots and ends (`WindowPacing.md`).
/// The renderer says whether it has settled (`PendingWork`); this decides what follows: the
/// screenshots asked for since, after `paintDelay` (WebKitGTK has no signal for "painted") and
/// again a frame later when the window was not drawn yet, then the replay's next gesture or the
/// daemon's, then the end. A window that has not settled `settleTimeout` after the last gesture is
/// given up waiting for (a page that never finishes loading must not hold a replay forever). Pure:
/// `WindowSession` runs the timers and takes the pictures.
public struct WindowPacing {
    public enum Input: Hashable {
        /// A gesture was handed to the session: the watchdog starts again.
        case gesture
        /// The window may have settled (the renderer said so, or an input it answers with nothing
        /// came); `settled` is whether its work is all done.
        case check(settled: Bool)
        /// Watchdog number n expired; `settled` is whether the window has settled meanwhile.
        case watchdogExpired(Int, settled: Bool)
        /// A screenshot is asked for, by file name, at the next settle.
        case shoot(String)
        /// `paintDelay` has passed since `waitForPaint`; `settled` as now.
        case painted(settled: Bool)
        /// The screenshots of `takeShots` were taken (`settled` as now), or failed.
        case shotsTaken(settled: Bool)
        case shotsFailed
        /// The gestures' source ended (the replay, or the daemon's stream with `--quit-when-done`);
        /// `settled` as now.
        case sourceEnded(settled: Bool)
    }

    public enum Output: Hashable {
        /// Start watchdog number n: `watchdogExpired(n)` after `settleTimeout`.
        case armWatchdog(Int)
        /// Tell the user the window was given up waiting for.
        case gaveUpWaiting
        /// `painted` after `paintDelay`.
        case waitForPaint
        /// Take these screenshots (answer `shotsTaken` or `shotsFailed`).
        case takeShots([String])
        /// The screenshots could not be taken even after `shotRetries` tries: the run fails.
        case failShots
        /// The next gesture may come.
        case resume
        /// Everything is done: quit.
        case quit
    }

    /// How long the window may take to settle after a gesture before it is given up waiting for.
    public static let settleTimeout: Duration = .seconds(5)
    /// How long after settling a screenshot waits, so the web process's last frame has reached the
    /// window.
    public static let paintDelay: Duration = .milliseconds(300)
    /// How many times screenshots that failed are taken again, `paintDelay` apart, before the run
    /// fails: the first may come before the window has drawn at all.
    public static let shotRetries = 10

    /// Where the screenshots stand.
    package enum Shots: Hashable {
        /// None asked for.
        case none
        /// Asked for, to be taken at the next settle; `retries` failed tries so far.
        case asked([String], retries: Int)
        /// Waiting `paintDelay` before taking them.
        case waiting([String], retries: Int)
        /// Being taken.
        case taking([String], retries: Int)
    }

    /// Whether to quit once the source has ended and the window is ready.
    private let quitWhenDone: Bool
    /// The window has settled once (its first page loaded, or given up waiting): gestures from the
    /// daemon wait for it, so the first lands on a page.
    public private(set) var startedUp = false
    /// The window has not settled within `settleTimeout` of the last gesture: the gestures go on.
    public private(set) var gaveUp = false
    private(set) var shots = Shots.none
    /// Counts gestures, so a watchdog armed for an earlier one does nothing.
    private var watchdogs = 0
    private var sourceEnded = false

    public init(quitWhenDone: Bool) {
        self.quitWhenDone = quitWhenDone
    }

    /// No screenshot is still to take.
    public var shotsDone: Bool { shots == .none }

    /// A replay's next gesture may come: the window `settled` (or was given up waiting for) and
    /// every screenshot was taken.
    public func isReady(settled: Bool) -> Bool { (settled || gaveUp) && shotsDone }

    /// A gesture from the daemon may come: it waits only for the window's first settle, for the
    /// hit-test of the one before (`hitTesting`: its answer carries that gesture's time) and for
    /// screenshots still to take; never for a load, so a back during a slow load is not held up.
    public func isReadyForStream(hitTesting: Bool) -> Bool { startedUp && (!hitTesting || gaveUp) && shotsDone }

    public mutating func handle(_ input: Input) -> [Output] {
        switch input {
        case .gesture:
            watchdogs += 1
            gaveUp = false
            return [.armWatchdog(watchdogs)]
        case .check(let settled):
            return check(settled: settled)
        case .watchdogExpired(let watchdog, let settled):
            guard watchdog == watchdogs, !settled else { return [] }
            gaveUp = true
            return [.gaveUpWaiting] + check(settled: settled)
        case .shoot(let name):
            switch shots {
            case .none: shots = .asked([name], retries: 0)
            case .asked(let names, let retries): shots = .asked(names + [name], retries: retries)
            case .waiting(let names, let retries): shots = .waiting(names + [name], retries: retries)
            case .taking(let names, let retries): shots = .taking(names + [name], retries: retries)
            }
            return []
        case .painted(let settled):
            guard case .waiting(let names, let retries) = shots else { return [] }
            guard settled || gaveUp else {
                shots = .asked(names, retries: retries)
                return []
            }
            shots = .taking(names, retries: retries)
            return [.takeShots(names)]
        case .shotsTaken(let settled):
            shots = .none
            return check(settled: settled)
        case .shotsFailed:
            guard case .taking(let names, let retries) = shots else { return [] }
            guard retries < Self.shotRetries else { return [.failShots] }
            // A window not drawn yet (a busy machine maps it late): again after a frame.
            shots = .waiting(names, retries: retries + 1)
            return [.waitForPaint]
        case .sourceEnded(let settled):
            sourceEnded = true
            return done(settled: settled)
        }
    }

    /// The window may have settled: the screenshots first, then the next gesture or the end.
    private mutating func check(settled: Bool) -> [Output] {
        guard settled || gaveUp else { return [] }
        startedUp = true
        switch shots {
        case .none:
            return [.resume] + done(settled: true)
        case .asked(let names, let retries):
            shots = .waiting(names, retries: retries)
            return [.waitForPaint]
        case .waiting, .taking:
            return []
        }
    }

    /// Quit once the source has ended and the window is ready (`settled`).
    private func done(settled: Bool) -> [Output] {
        quitWhenDone && sourceEnded && isReady(settled: settled) ? [.quit] : []
    }
}
