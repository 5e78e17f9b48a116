// SPDX-License-Identifier: MIT
import CommandLineSupport
import GestureStream
import SystemCalls

/// Prints a replay's gestures and session events: protocol JSON lines, or the human timeline;
/// at the recorded pace when asked (`--realtime`).
struct ReplayPrinter {
    enum Style {
        case json
        case timeline
    }

    private let style: Style
    private var output = FileOutput.standardOutput()
    /// The recorded pace from when the replay started, when it keeps it.
    private let pace: PlaybackClock?

    init(style: Style, realtime: Bool) {
        self.style = style
        pace = realtime ? PlaybackClock() : nil
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

    mutating func session(_ report: SessionReport, time: Double) throws {
        try wait(until: time)
        try output.writeLine(style == .json ? SessionLineEncoder.encode(SessionLine(time: time, report: report)) : Timeline.line(for: report, time: time))
    }

    mutating func finish() throws { try output.flush() }

    /// Keeps the recorded pace: shows what is written so far, then sleeps until `time` seconds
    /// after the start. Event times decide what happens; the clock only decides when it is shown.
    private mutating func wait(until time: Double) throws {
        guard let pace else { return }
        try output.flush()
        pace.wait(until: PlaybackClock.offset(seconds: time))
    }
}
