#if canImport(Glibc)
import Glibc
#endif
import BrowserSession
import GestureStream
import SessionRunner

/// Prints a replay's gestures and session events: protocol JSON lines, or the human timeline;
/// at the recorded pace when asked (`--realtime`).
struct ReplayPrinter {
    enum Style {
        case json
        case timeline
    }

    private let style: Style
    private var output = FileOutput.standardOutput()
    /// The monotonic time the replay started, when it keeps the recorded pace.
    private let pacingStart: timespec?

    init(style: Style, realtime: Bool) {
        self.style = style
        pacingStart = realtime ? Self.now() : nil
    }

    mutating func gesture(_ line: GestureLine) throws {
        let text: String? = switch style {
        case .json: GestureLineEncoder.encode(line)
        case .timeline: Timeline.line(for: line)
        }
        guard let text else { return }
        try wait(until: line.time)
        try output.writeLine(text)
    }

    mutating func session(_ events: [SessionEvent], time: Double) throws {
        for event in events {
            try wait(until: time)
            try output.writeLine(style == .json ? SessionLineEncoder.encode(SessionLine(event, time: time)) : Timeline.line(for: event, time: time))
        }
    }

    mutating func finish() throws { try output.flush() }

    /// Keeps the recorded pace: shows what is written so far, then sleeps until `time` seconds
    /// after the start. Event times decide what happens; the clock only decides when it is shown.
    private mutating func wait(until time: Double) throws {
        guard let pacingStart else { return }
        try output.flush()
        let nanoseconds = Int64(pacingStart.tv_sec) * 1_000_000_000 + Int64(pacingStart.tv_nsec) + Int64(time * 1e9)
        var deadline = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &deadline, nil) == EINTR {}
    }

    private static func now() -> timespec {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time
    }
}
