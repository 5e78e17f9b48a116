// SPDX-License-Identifier: MIT
import Foundation
import Recordings
import Testing
import TestSupport

/// The fuzz seeds and every crasher the fuzzer found, replayed through the reader.
@Suite struct EvemuFuzzCorpusTests {
    static var corpus: URL { TestData.packageRoot.appendingPathComponent("Tests/FuzzCorpus/evemu") }

    /// Each corpus file and what reading it gives: its event count, or the error.
    static let expected: [String: Result<Int, RecordingError>] = [
        "touchscreen-1.3.evemu": .success(13),
        "tablet-1.1.evemu": .success(5),
        "crlf-no-newline.evemu": .success(2),
        "events-only.evemu": .failure(RecordingError(file: "events-only.evemu", line: 1, reason: "E: line before any device description")),
    ]

    @Test func everyCorpusFileReadsWithoutCrashingAsExpected() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        #expect(Set(files) == Set(Self.expected.keys))
        for name in files {
            let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(name)))
            let outcome: Result<Int, RecordingError>
            do {
                var reader = try EvemuReader(bytes: bytes, name: name)
                var count = 0
                while try reader.next() != nil { count += 1 }
                outcome = .success(count)
            } catch let error as RecordingError {
                outcome = .failure(error)
            }
            #expect(outcome == Self.expected[name], "\(name)")
        }
    }
}
