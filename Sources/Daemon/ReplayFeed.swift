// SPDX-License-Identifier: MIT
import Gestures
import GestureStream
import Pipeline
import SystemCalls

/// A recording fed to the daemon as if it were live input: its gestures are handed on as fast as
/// the loop takes them, or at the pace they were recorded (`realtime`). Either way the loop stays
/// free between batches: a long replay never holds up clients, signals or other inputs.
final class ReplayFeed {
    private enum State {
        /// Reading the recording.
        case reading
        /// The recording is read; its last gestures are being handed on.
        case draining
        /// Everything has been handed on and the end reported.
        case ended
    }

    /// Events read per turn of the loop before letting it look at other descriptors.
    static let batch = 4096

    private var replay: Replay
    private let realtime: Bool
    private let alarm: Alarm
    private var state = State.reading
    /// The recorded pace, from when the replay started: `realtime` lines are due at their time.
    private var pace = PlaybackClock()
    /// Gestures read but not yet due; `pending[..<head]` are handed on.
    private var pending: [ReplayedGesture] = []
    private var head = 0
    private let deliver: (GestureEvent, GestureLine) throws -> Void
    private let notes: ([StreamDiagnostic]) -> Void
    private let ended: () throws -> Void

    /// Feeds `replay` through `loop`: `deliver` gets each gesture, `notes` what the pipeline had to
    /// survive, and `ended` is called once after the last gesture.
    init(_ replay: Replay, realtime: Bool, loop: EventLoop,
         deliver: @escaping (GestureEvent, GestureLine) throws -> Void,
         notes: @escaping ([StreamDiagnostic]) -> Void,
         ended: @escaping () throws -> Void) throws(SystemCallError) {
        self.replay = replay
        self.realtime = realtime
        self.deliver = deliver
        self.notes = notes
        self.ended = ended
        alarm = try Alarm()
        try loop.watch(alarm.fileDescriptor, for: .readable) { [unowned self] _ in
            alarm.acknowledge()
            try pump()
        }
    }

    /// Starts the replay now.
    func start() throws {
        pace = PlaybackClock()
        try alarm.setNow()
    }

    /// Hands on what is due, reading on until a gesture is not yet due (then the alarm is set for
    /// it), a batch is done (then the alarm is set for at once), or the recording has ended.
    private func pump() throws {
        var steps = 0
        while true {
            while head < pending.count {
                if realtime {
                    let offset = PlaybackClock.offset(seconds: pending[head].line.time)
                    if !pace.isDue(offset) {
                        try alarm.set(at: pace.deadline(at: offset))
                        return
                    }
                }
                head += 1
                try deliver(pending[head - 1].event, pending[head - 1].line)
            }
            pending.removeAll(keepingCapacity: true)
            head = 0
            switch state {
            case .reading:
                if steps == Self.batch {
                    notes(replay.takeDiagnostics())
                    try alarm.setNow()
                    return
                }
                steps += 1
                if try !replay.step({ pending.append($0) }) { state = .draining }
            case .draining:
                state = .ended
                notes(replay.takeDiagnostics())
                try ended()
                return
            case .ended:
                return
            }
        }
    }
}
