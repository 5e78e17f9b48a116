// SPDX-License-Identifier: MIT
import BrowserSession
import Gestures
import GestureStream
import InputEvents
import SessionRunner

/// Feeds the session's runner from the window's one loop: gestures, and the renderer's page events
/// as they come. One input is handled at a time: an event WebKit raises while the runner is busy
/// (inside a command) waits its turn, so the core never sees inputs interleaved.
///
/// Page events carry the time of the latest gesture, and their session lines its stream time: a
/// renderer that answers late reports as the headless one, which answers at once, does.
package final class SessionDriver {
    private let runner: SessionRunner
    private let report: (SessionReport, Double) throws -> Void
    /// Runs a closure once the loop is idle (the window's `MainLoop.idle`).
    private let later: (@escaping () -> Void) -> Void
    private var queue: [PageEvent] = []
    private var handling = false
    /// The latest gesture's time and stream time (seconds since the recording began).
    private var time = (event: Timestamp(microseconds: 0), stream: 0.0)

    /// What the store, the opener or `report` threw; nothing more is handled after it.
    package private(set) var failure: (any Error)?
    /// Called once, with `failure`.
    package var onFailure: ((any Error) -> Void)?
    /// Called after every input the runner has handled (a front end redraws what follows the core).
    package var onStep: (() -> Void)?

    /// `report` gets each session event with its stream time, after it is committed; `later` runs
    /// a closure when the loop is next idle (a button pressed while an input is handled waits for it).
    package init(runner: SessionRunner, later: @escaping (@escaping () -> Void) -> Void, report: @escaping (SessionReport, Double) throws -> Void) {
        self.runner = runner
        self.later = later
        self.report = report
    }

    /// Starts the session (restores its tabs or opens the start page), at time 0, then opens each of
    /// `urls` it accepts in a tab.
    package func start(opening urls: [String] = []) {
        run { try runner.start(at: time.event, opening: urls) { try report($0, time.stream) } }
        drain()
    }

    /// What `gesture` does; `streamTime` is its time on the stream (its line's `time`).
    package func handle(_ gesture: GestureEvent, streamTime: Double) {
        time = (gesture.time, streamTime)
        run { try runner.handle(gesture) { try report($0, time.stream) } }
        drain()
    }

    /// A button of the window pressed: handled now, or after the input the runner is handling, at
    /// the latest gesture's time.
    package func press(_ control: SessionControl) {
        guard !handling else { return later { [self] in press(control) } }
        run { try runner.handle(.control(control, at: time.event)) { try report($0, time.stream) } }
        drain()
    }

    /// Hands a page event to the runner now, or after the input it is handling.
    package func deliver(_ event: PageEvent) {
        queue.append(event)
        guard !handling else { return }
        drain()
    }

    private func run(_ body: () throws -> Void) {
        guard failure == nil else { return }
        handling = true
        do {
            try body()
        } catch {
            failure = error
            onFailure?(error)
        }
        handling = false
        onStep?()
    }

    private func drain() {
        while failure == nil, !queue.isEmpty {
            let event = queue.removeFirst()
            run { try runner.handle(.page(event, at: time.event)) { try report($0, time.stream) } }
        }
    }
}
