// SPDX-License-Identifier: MIT
import Contacts
import Gestures
import InputEvents
import Recordings
import Testing
import TestSupport

/// `DevicePipeline` owns the sequence every front end runs (feed each event, finish at the end).
@Suite struct DevicePipelineTests {
    /// A finger held still without force: its peek comes out of the first event at or after the
    /// deadline, before that event's own frame is recognised; `finish` then cancels the finger,
    /// hands back the frame of the cancellation, and has nothing more to say when called again.
    @Test func feedFiresDeadlinesBeforeTheFrameAndFinishCancelsWhatIsDown() throws {
        let path = TestData.projectRecordings.appendingPathComponent("plain-touchscreen/plain-touchscreen.long-press.events").path
        var reader = try RecordingFile.open(path: path)
        var pipeline = try DevicePipeline(device: reader.devices[0], profile: ForceProfile())
        let longPress = ForceProfile().finger.longPress
        var landed: Timestamp?
        var peek: (event: GestureEvent, fedAt: Timestamp)?
        while peek == nil, let recorded = try reader.next() {
            let step = pipeline.feed(recorded.event)
            if let frame = step.frame {
                #expect(recorded.event.isReport)
                #expect(frame.time == recorded.event.time)
                if landed == nil, frame.contacts.contains(where: { $0.phase == .began }) { landed = frame.time }
            }
            if let first = step.gestures.first { peek = (first, recorded.event.time) }
        }
        let touchedDown = try #require(landed)
        let (event, fedAt) = try #require(peek)
        guard case .peek(.began, _) = event.gesture else {
            Issue.record("a peek should begin first, not \(event.gesture)")
            return
        }
        #expect(event.time == touchedDown + longPress)
        #expect(fedAt >= event.time)

        let end = pipeline.finish(at: fedAt)
        #expect(end.frame?.contacts.map(\.phase) == [.cancelled])
        #expect(end.gestures.count == 1)
        guard case .peek(.cancelled, _)? = end.gestures.first?.gesture else {
            Issue.record("the peek should be cancelled, not \(end.gestures)")
            return
        }
        let again = pipeline.finish(at: fedAt)
        #expect(again.frame == nil)
        #expect(again.gestures.isEmpty)
    }
}
