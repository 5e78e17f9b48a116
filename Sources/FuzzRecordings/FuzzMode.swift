// SPDX-License-Identifier: MIT
import Gestures
import GestureStream
import JSON
import Pipeline
import Recordings

/// What one fuzz input is run through. Malformed input is expected and ends quietly; only a
/// crash, a sanitizer report or a broken promise (`fatalError`) is a finding.
enum FuzzMode: String, CaseIterable {
    /// `EvemuReader` to the end.
    case evemu
    /// `LibinputRecordReader` to the end.
    case libinputRecord = "libinput-record"
    /// Format detection, then the whole pipeline with the default profile; every line must go
    /// through the encoder and back through the strict decoder.
    case replay
    /// `JSONValue`'s parser, which reads what other programs send (stream lines from the socket,
    /// native messages, profiles, site files): what it reads must be written and read back as
    /// the same value.
    case json

    /// The environment variable that names the mode when no leading argument does.
    static let environmentKey = "PEEKPOP_FUZZ_MODE"

    func run(_ bytes: [UInt8]) {
        do {
            switch self {
            case .evemu:
                var reader = try EvemuReader(bytes: bytes, name: "fuzz-input")
                while try reader.next() != nil {}
            case .libinputRecord:
                var reader = try LibinputRecordReader(bytes: bytes, name: "fuzz-input")
                while try reader.next() != nil {}
            case .replay:
                try Self.replay(RecordingFile.open(bytes: bytes, name: "fuzz-input"))
            case .json:
                Self.json(try JSONValue(parsing: bytes))
            }
        } catch {
            return
        }
    }

    private static func json(_ value: JSONValue) {
        let text = value.text
        guard (try? JSONValue(parsing: text)) == value else { fatalError("written JSON reads back as another value: \(text)") }
    }

    private static func replay(_ reader: any RecordingReader) throws {
        var replay = try Replay(reader: reader, profile: ForceProfile())
        let decoder = StreamLineDecoder(strict: true)
        while try replay.step({ gesture in
            let line = gesture.line
            let text = GestureLineEncoder.encode(line)
            do {
                _ = try decoder.decode(text)
            } catch {
                fatalError("not protocol v1 (\(error)): \(text)")
            }
        }) {}
        _ = replay.takeDiagnostics()
    }
}
