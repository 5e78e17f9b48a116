// SPDX-License-Identifier: MIT
import Pipeline
import SystemCalls

/// Plays a recording into the window from the GLib loop, one gesture at a time. Without a pace it
/// goes as fast as the window allows: each next gesture waits until the window has settled (its
/// hit-tests answered, its loads finished or failed), so a replay gives the same lines on any
/// machine. With a pace (`--realtime`) each gesture comes at its recorded time.
public final class ReplayFeeder {
    private var replay: Replay
    private var ready: [ReplayedGesture] = []
    private let pace: PlaybackClock?
    private let isSettled: () -> Bool
    private let feed: (ReplayedGesture) -> Void
    private let finished: (Result<Void, any Error>) -> Void
    private enum State {
        /// Waiting for `resume`.
        case idle
        /// A step is scheduled on the loop, or a gesture is being fed: `resume` does nothing.
        case stepping
        /// The recording ended or failed, and `finished` was called.
        case ended
    }
    private var state = State.idle

    /// `feed` gets each gesture; `finished` is called once, when the recording has ended or failed.
    public init(_ replay: Replay, realtime: Bool, isSettled: @escaping () -> Bool,
                feed: @escaping (ReplayedGesture) -> Void, finished: @escaping (Result<Void, any Error>) -> Void) {
        self.replay = replay
        pace = realtime ? PlaybackClock() : nil
        self.isSettled = isSettled
        self.feed = feed
        self.finished = finished
    }

    /// Feeds the next gesture when it is due: call it at the start and whenever the window has
    /// settled. Calls while a step is scheduled do nothing.
    public func resume() {
        guard state == .idle else { return }
        state = .stepping
        MainLoop.idle { [self] in step() }
    }

    private func step() {
        state = .idle
        guard pace != nil || isSettled() else { return } // `resume` again on the next settle
        do {
            while ready.isEmpty {
                guard try replay.step({ ready.append($0) }) else {
                    state = .ended
                    return finished(.success(()))
                }
            }
        } catch {
            state = .ended
            return finished(.failure(error))
        }
        if let pace {
            let due = PlaybackClock.offset(seconds: ready[0].line.time) - pace.elapsed
            guard due <= 0 else {
                state = .stepping
                MainLoop.after(min(.nanoseconds(due), .seconds(60))) { [self] in step() }
                return
            }
        }
        state = .stepping
        feed(ready.removeFirst())
        state = .idle
        resume()
    }
}
