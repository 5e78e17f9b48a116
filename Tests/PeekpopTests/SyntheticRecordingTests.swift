// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TestSupport

/// Every recording the project made itself replays to exactly the gestures written beside it.
@Suite struct SyntheticRecordingTests {
    static let recordings = TestData.files(under: TestData.projectRecordings, endingWith: [".events", ".yml"])
        .filter { FileManager.default.fileExists(atPath: expectedPath(for: $0)) }

    static func expectedPath(for recording: URL) -> String {
        recording.deletingPathExtension().appendingPathExtension("expected").path
    }

    @Test func thereAreRecordingsForEveryDeviceKind() {
        let folders = Set(Self.recordings.map { $0.deletingLastPathComponent().lastPathComponent })
        #expect(folders.isSuperset(of: ["pressure-touchscreen", "plain-touchscreen", "pen-tablet", "resistive-panel"]),
                "found \(folders.sorted())")
    }

    @Test(arguments: recordings)
    func replayGivesTheExpectedGestures(recording: URL) throws {
        let expected = ExpectedGestures.parse(try String(contentsOfFile: Self.expectedPath(for: recording), encoding: .utf8))
        let result = try ReplayHarness.replay(recording.path)
        #expect(result.violations == [])
        #expect(result.error == nil)
        #expect(ReplayHarness.summary(result.lines) == expected, "\(recording.lastPathComponent)")
    }
}
