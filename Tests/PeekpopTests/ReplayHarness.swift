// SPDX-License-Identifier: MIT
import Foundation
import Gestures
import GestureStream
import Pipeline
import Recordings
import Testing

/// Replays recordings the way `peekpop replay` does, through the encoder and the strict decoder,
/// so every test sees exactly what a client of the stream would.
enum ReplayHarness {
    struct Result {
        var lines: [GestureLine]
        var violations: [String]
        /// The malformed input that ended the replay early; the lines before it are still checked.
        var error: RecordingError?
    }

    static func replay(_ path: String, descriptionPath: String? = nil, profile: ForceProfile = ForceProfile()) throws -> Result {
        try replay(RecordingFile.open(path: path, descriptionPath: descriptionPath), profile: profile)
    }

    static func replay(_ reader: any RecordingReader, profile: ForceProfile = ForceProfile()) throws -> Result {
        var replay = try Replay(reader: reader, profile: profile)
        let decoder = StreamLineDecoder(strict: true)
        var invariants = StreamInvariants()
        var lines: [GestureLine] = []
        var violations: [String] = []
        var error: RecordingError?
        do {
            while try replay.step({ gesture in
                let line = gesture.line
                let text = GestureLineEncoder.encode(line)
                do {
                    guard case .gesture(let decoded)? = try decoder.decode(text) else {
                        violations.append("not read back as a gesture line: \(text)")
                        return
                    }
                    lines.append(decoded)
                    invariants.check(decoded)
                } catch {
                    violations.append("not protocol v1 (\(error)): \(text)")
                }
            }) {}
            invariants.finish()
        } catch let malformed as RecordingError {
            error = malformed
        }
        return Result(lines: lines, violations: violations + invariants.violations, error: error)
    }

    /// The `.expected`-style summary of a replay.
    static func summary(_ lines: [GestureLine]) -> [String] { lines.compactMap(ExpectedGestures.summary) }
}
