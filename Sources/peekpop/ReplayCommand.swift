import Foundation
import Gestures
import GestureStream
import Pipeline
import Recordings

/// `peekpop replay`: a recording through the pipeline, printed as the gesture stream.
enum ReplayCommand {
    static let summary = "replay a recorded evdev trace and print the gestures it contains"

    static let help = """
    Usage: peekpop replay FILE [--desc DESC] [--profile PROFILE]

    Replays a recorded evdev trace through peekpop's contact tracker and gesture recognizer
    and prints the gestures on standard output as gesture stream protocol v1: one JSON object
    per line (see DESIGN.md). Nothing else is written there; notes and errors go to stderr.
    Times come from the recording's own timestamps, relative to its first event.

    FILE                 an evemu recording (evemu-record 1.0 to 1.3, evemu-devices) or a
                         libinput record YAML file (libinput record); the format is detected.
    --desc DESC          the device description for an events-only evemu FILE (.desc, .prop or
                         .device). Without it, a description beside FILE is used when the names
                         follow evemu-devices' NAME.DESC.events convention.
    --profile PROFILE    force thresholds to use instead of the defaults (JSON, "version": 1).
    -h, --help           show this help.

    Exit status: 0 done, 64 wrong usage, 65 malformed recording or profile (FILE:LINE: reason)
    or a device peekpop cannot use, 66 FILE or DESC cannot be opened, 73 output cannot be written.

    Examples:
      peekpop replay Recordings/demo/demo.events
      peekpop replay "Wacom ISDv4 E6 Finger.2fg-tap.events" --desc "Wacom ISDv4 E6 Finger.desc"
      peekpop replay trace.yml --profile ~/.config/peekpop/devices/my-screen.json | jq .gesture
    """

    static func run(_ words: [String]) throws {
        var arguments = ArgumentList(words, help: help)
        if arguments.wantsHelp {
            print(help)
            return
        }
        let descriptionPath = try arguments.option("--desc")
        let profilePath = try arguments.option("--profile")
        let path = try arguments.operand("FILE")

        let profile = try profilePath.map(loadProfile) ?? ForceProfile()
        let reader = try openRecording(path, descriptionPath: descriptionPath)
        var replay: Replay
        do {
            replay = try Replay(reader: reader, profile: profile)
        } catch let error as NoUsableDevice {
            throw CLIError(.dataError, "\(path): \(error)")
        }
        for skipped in replay.skippedDevices {
            printError("peekpop: \(path): skipping device '\(skipped.name)': \(skipped.reason)")
        }

        var output = FileOutput.standardOutput()
        var diagnostics = DiagnosticLog(source: path)
        do {
            var steps = 0
            while try replay.step({ try output.writeLine(GestureLineEncoder.encode($0)) }) {
                // Drained now and then rather than per event: notes are rare, events are not.
                steps &+= 1
                if steps % 4096 == 0 { diagnostics.add(replay.takeDiagnostics()) }
            }
        } catch let error as RecordingError {
            try output.flush()
            throw CLIError(recordingError: error)
        }
        diagnostics.add(replay.takeDiagnostics())
        diagnostics.finish()
        try output.flush()
    }

    static func openRecording(_ path: String, descriptionPath: String?) throws -> any RecordingReader {
        do {
            return try RecordingFile.open(path: path, descriptionPath: descriptionPath)
        } catch let error as RecordingError {
            throw CLIError(recordingError: error)
        }
    }

    static func loadProfile(_ path: String) throws -> ForceProfile {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CLIError(.noInput, "\(path): cannot read the profile: \((error as NSError).localizedDescription)")
        }
        do {
            return try ForceProfile(json: data)
        } catch {
            throw CLIError(.dataError, "\(path): \(error)")
        }
    }
}

extension CLIError {
    init(recordingError error: RecordingError) {
        switch error.kind {
        case .malformed: self.init(.dataError, error.description)
        case .unreadable: self.init(.noInput, error.description)
        case .unwritable: self.init(.cannotCreate, error.description)
        }
    }
}

/// Hardware oddities the tracker survived, shown on stderr without flooding it.
struct DiagnosticLog {
    let source: String
    private var shown = 0
    private var hidden = 0
    private let limit = 20

    init(source: String) { self.source = source }

    mutating func add(_ notes: [String]) {
        for note in notes {
            if shown < limit {
                printError("peekpop: \(source): \(note)")
                shown += 1
            } else {
                hidden += 1
            }
        }
    }

    func finish() {
        if hidden > 0 { printError("peekpop: \(source): \(hidden) more notes like these not shown") }
    }
}
