// SPDX-License-Identifier: MIT
import Foundation
import Gestures
import GestureStream
import Pipeline
import Recordings
import Testing

/// Found while fuzzing `replay`: a recording whose clock goes back made stream times negative.
@Suite struct ReplayClockTests {
    @Test func aClockThatGoesBackIsHeldAndNoted() throws {
        let file = ReplayFuzzCorpusTests.corpus.appendingPathComponent("crash-clock-goes-back.evemu")
        let name = file.lastPathComponent
        var replay = try Replay(reader: RecordingFile.open(bytes: [UInt8](Data(contentsOf: file)), name: name), profile: ForceProfile())
        var lines: [GestureLine] = []
        while try replay.step({ lines.append($0.line) }) {}
        // The touch lands at 5 s and lifts "at 1 s": held at 5 s, it is a tap at the start.
        #expect(lines.map(\.gesture) == [.tap])
        #expect(lines.map(\.time) == [0])
        let notes = replay.takeDiagnostics()
        #expect(notes.first == .clockWentBack(event: .seconds(1), previous: .seconds(5)))
        #expect(notes.first?.description == "event at 1.000000 comes after one at 5.000000: taken as 5.000000")
        #expect(replay.takeDiagnostics() == [])
    }
}
