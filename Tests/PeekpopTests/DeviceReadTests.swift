// SPDX-License-Identifier: MIT
import Foundation
import Gestures
import InputEvents
import Recordings
import Testing
import TestSupport

/// A live device hands its pipeline a whole read at a time (`DevicePipeline.feed(_:emit:)`):
/// that must give the gestures of the same events fed one by one, whatever the reads' sizes.
@Suite struct DeviceReadTests {
    static let recordings = TestData.files(under: TestData.projectRecordings, endingWith: [".events"])

    @Test func thereAreRecordings() {
        #expect(Self.recordings.count >= 4)
    }

    @Test(arguments: recordings)
    func readsGiveTheGesturesOfSingleEvents(recording: URL) throws {
        var reader = try RecordingFile.open(path: recording.path)
        let device = try #require(reader.devices.first)
        var events: [InputEvent] = []
        while let recorded = try reader.next() {
            if recorded.device == 0 { events.append(recorded.event) }
        }

        var single = try DevicePipeline(device: device, profile: ForceProfile())
        var expected: [GestureEvent] = []
        for event in events { expected += single.feed(event).gestures }

        // Reads of a frame each (a reader that keeps up), of every event alone, and of many frames.
        for framesPerRead in [1, 0, 7] {
            var pipeline = try DevicePipeline(device: device, profile: ForceProfile())
            var gestures: [GestureEvent] = []
            for read in Self.reads(events, framesPerRead: framesPerRead) {
                pipeline.feed(read) { gestures.append($0) }
            }
            #expect(gestures == expected, "\(recording.lastPathComponent), \(framesPerRead) frames per read")
        }
    }

    /// `events` cut into reads of `framesPerRead` frames (0: one event per read).
    static func reads(_ events: [InputEvent], framesPerRead: Int) -> [[InputEvent]] {
        var reads: [[InputEvent]] = [[]]
        var frames = 0
        for event in events {
            reads[reads.count - 1].append(event)
            if event.isReport { frames += 1 }
            if framesPerRead == 0 || (event.isReport && frames % framesPerRead == 0) { reads.append([]) }
        }
        return reads
    }
}
