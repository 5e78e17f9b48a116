// SPDX-License-Identifier: MIT
import Foundation
import Pipeline
import Recordings
import Testing
import TestSupport

/// The `replay` fuzz corpus run as `FuzzRecordings replay` runs it (bytes in memory, format
/// detected, whole pipeline, strict decoder), plus the stream invariants. The seeds are trimmed
/// copies of synthetic recordings (comments dropped, some position-only frames left out) and of the
/// valid libinput-record seeds; `crash-` files are inputs that broke it (found by the fuzzer, or by
/// hand while reading its findings).
@Suite struct ReplayFuzzCorpusTests {
    static let corpus = TestData.packageRoot.appendingPathComponent("Tests/FuzzCorpus/replay")
    static let files = TestData.files(under: corpus, endingWith: [""])

    @Test func seedsCoverBothFormats() {
        let names = Self.files.map(\.lastPathComponent)
        #expect(names.contains { $0.hasSuffix(".evemu") })
        #expect(names.contains { $0.hasSuffix(".yml") })
    }

    @Test(arguments: files)
    func replaysWithinTheProtocol(file: URL) throws {
        let name = file.lastPathComponent
        let result: ReplayHarness.Result
        do {
            result = try ReplayHarness.replay(RecordingFile.open(bytes: [UInt8](Data(contentsOf: file)), name: name))
        } catch is RecordingError where name.hasPrefix("crash-") {
            return
        } catch is NoUsableDevice where name.hasPrefix("crash-") {
            return
        }
        #expect(result.violations == [], "\(name)")
        if !name.hasPrefix("crash-") {
            #expect(result.error == nil, "\(name)")
            #expect(!result.lines.isEmpty, "\(name) gives no gestures")
        }
    }
}
