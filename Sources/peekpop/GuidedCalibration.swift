// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif
import Calibration
import CommandLineSupport
import Contacts
import Daemon
import InputEvents
import SystemCalls

/// A calibration session in the terminal: events from a source through the tracker into the
/// session, its prompts and progress printed, and (on a terminal) a live force bar with the
/// candidate thresholds redrawn under them.
struct GuidedCalibration {
    private var source: any InputSource
    private var tracker: ContactTracker
    private(set) var session: CalibrationSession
    /// Every event read, for the plot of the session.
    private(set) var events: [InputEvent] = []
    private let liveBar: Bool
    private var output = FileOutput.standardOutput()
    private var shownBar: String?
    /// How long to wait for input before redrawing anyway.
    private let pollInterval = Duration.milliseconds(20)

    init(source: any InputSource, tracker: ContactTracker, session: CalibrationSession, liveBar: Bool) {
        self.source = source
        self.tracker = tracker
        self.session = session
        self.liveBar = liveBar
    }

    /// Runs until the last press; the estimate, or a `CLIError` saying why there is none.
    mutating func run() throws -> CalibrationResult {
        try show(session.start)
        while case .asking(let kind, let number) = session.state {
            let batch = try source.readAvailable()
            if batch.isEmpty {
                guard !source.isFinished else {
                    try clearBar()
                    throw CLIError(.dataError, "\(source.device.name): the events end while waiting for "
                                   + "\(kind.plural) \(number) of \(session.pressesPerClass): nothing was written")
                }
                try wait()
            }
            for event in batch {
                events.append(event)
                guard let frame = tracker.handle(event) else { continue }
                try show(session.handle(frame))
            }
            try drawBar()
        }
        try clearBar()
        try output.flush()
        switch session.state {
        case .finished(let result): return result
        case .failed(let error): throw CLIError(.dataError, error.description)
        case .asking: throw CLIError(.software, "calibration stopped while asking")
        }
    }

    /// Sleeps until the source has input or the bar is due for a redraw.
    private func wait() throws {
        do {
            _ = try Poll.wait(readable: source.descriptor.map { [$0] } ?? [], until: .now() + pollInterval)
        } catch {
            throw CLIError(.unavailable, "\(source.device.name): cannot wait for events: \(error.reason)")
        }
    }

    private mutating func show(_ outputs: [CalibrationSession.Output]) throws {
        guard !outputs.isEmpty else { return }
        try clearBar()
        for item in outputs {
            switch item {
            case .ask where liveBar: try output.writeLine("\n" + CalibrationScreen.text(for: item))
            case .ask, .accepted, .rejected, .finished: try output.writeLine(CalibrationScreen.text(for: item))
            // Said once, on stderr, by the error `run` throws.
            case .failed: break
            }
        }
        try output.flush()
    }

    private mutating func drawBar() throws {
        guard liveBar else { return }
        let candidates = session.candidates
        let bar = CalibrationScreen.forceBar(force: session.currentForce, peek: candidates.peek, pop: candidates.pop,
                                             hold: session.holdProgress, colour: true)
        guard bar != shownBar else { return }
        try output.write("\r\u{1B}[2K" + bar)
        try output.flush()
        shownBar = bar
    }

    private mutating func clearBar() throws {
        guard liveBar, shownBar != nil else { return }
        try output.write("\r\u{1B}[2K")
        shownBar = nil
    }
}
