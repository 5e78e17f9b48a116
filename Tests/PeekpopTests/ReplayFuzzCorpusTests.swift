import Foundation
import Gestures
import GestureStream
import Pipeline
import Recordings
import Testing
import TestSupport

/// The `replay` fuzz corpus run as `FuzzRecordings replay` runs it (bytes in memory, format
/// detected, whole pipeline, strict decoder), plus the stream invariants. The seeds are trimmed
/// copies of synthetic recordings (comments dropped, some position-only frames left out) and of the
/// valid libinput-record seeds; `crash-` files are inputs the fuzzer found.
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

/// Found while fuzzing `replay`: a recording whose clock goes back made stream times negative.
@Suite struct ReplayClockTests {
    @Test func aClockThatGoesBackIsHeldAndNoted() throws {
        let file = ReplayFuzzCorpusTests.corpus.appendingPathComponent("crash-clock-goes-back.evemu")
        let name = file.lastPathComponent
        var replay = try Replay(reader: RecordingFile.open(bytes: [UInt8](Data(contentsOf: file)), name: name), profile: ForceProfile())
        var lines: [StreamLine] = []
        while try replay.step({ lines.append($0) }) {}
        // The touch lands at 5 s and lifts "at 1 s": held at 5 s, it is a tap at the start.
        #expect(lines.map(\.gesture) == [.tap])
        #expect(lines.map(\.time) == [0])
        let notes = replay.takeDiagnostics()
        #expect(notes.first == "event at 1.000000 comes after one at 5.000000: taken as 5.000000")
        #expect(replay.takeDiagnostics() == [])
    }
}
