// SPDX-License-Identifier: MIT
@testable import DaemonClient
import Contacts
import Gestures
import GestureStream
import InputEvents
import Testing

/// The socket's bytes to the session's gestures: what passes, what is ignored, what is skipped,
/// and the cancels the window makes for gestures whose end is lost.
@Suite struct StreamIntakeTests {
    func line(_ time: Double, _ gesture: Gesture, contact: Int? = 1, device: String = "ts") -> GestureLine {
        GestureLine(time: time, device: device, tool: .finger, position: Point(x: 0.45, y: 0.4), gesture: gesture, contact: contact)
    }

    func bytes(_ lines: GestureLine...) -> [UInt8] {
        Array(lines.map { GestureLineEncoder.encode($0) + "\n" }.joined().utf8)
    }

    @Test func gestureLinesPassInOrderWhateverThePiecesTheyCameIn() {
        let peek = line(1.125, .peek(.began, force: 0.36)), end = line(1.9, .peek(.ended, force: 0.2))
        let all = bytes(peek, end)
        var intake = StreamIntake()
        var outputs: [StreamIntake.Output] = []
        for piece in stride(from: 0, to: all.count, by: 7) { outputs += intake.receive(all[piece ..< min(piece + 7, all.count)]) }
        #expect(outputs == [.gesture(peek), .gesture(end)])
        #expect(intake.end().isEmpty)
    }

    @Test func aLineBecomesTheEventItCarriesAtItsStreamTime() {
        let pop = line(3.95, .pop(force: 0.76), contact: 4)
        #expect(GestureEvent(pop) == GestureEvent(time: Timestamp(microseconds: 3_950_000), contact: 4, tool: .finger, position: pop.position, gesture: .pop(force: 0.76)))
        #expect(GestureEvent(line(0, .tap, contact: nil)).contact == 0)
    }

    @Test func sessionLinesUnknownKindsAndUnknownGesturesAreIgnoredWithoutANote() {
        var intake = StreamIntake()
        let text = #"{"v":1,"time":0.5,"session":"navigated","url":"https://a.example/","mode":"in-app"}"# + "\n"
            + #"{"v":1,"time":0.5,"hover":true}"# + "\n"
            + #"{"v":1,"time":0.5,"device":"ts","tool":"finger","gesture":"swirl","phase":"began","x":0.1,"y":0.1}"# + "\n"
        #expect(intake.receive(Array(text.utf8)).isEmpty)
    }

    @Test func garbageIsSkippedWithAReasonAndTheStreamGoesOn() {
        var intake = StreamIntake(maximumLineLength: 200)
        let tap = line(2, .tap)
        let text = "hello\n" + #"{"v":2,"time":1}"# + "\n" + #"{"v":1,"time":1,"device":"ts","tool":"finger","gesture":"peek","phase":"began","x":0.5,"y":0.5,"force":2}"# + "\n"
        var outputs = intake.receive(Array(text.utf8) + [0xFF, 0x0A] + bytes(tap))
        outputs += intake.receive(Array(repeating: UInt8(ascii: "x"), count: 300) + [0x0A])
        outputs += intake.receive(Array("{\"v\":1".utf8))
        outputs += intake.end()
        #expect(outputs == [
            .skipped(reason: "not a JSON object with scalar values"),
            .skipped(reason: "'v' must be 1"),
            .skipped(reason: "'force' is 2.0, outside 0.0...1.0"),
            .skipped(reason: "not UTF-8"),
            .gesture(tap),
            .skipped(reason: "a line of 300 bytes, longer than 200"),
            .skipped(reason: "the stream ended 6 bytes into a line"),
        ])
    }

    @Test func aRefusalIsPassedOnWithTheDaemonsLimit() {
        var intake = StreamIntake()
        let text = #"{"v":1,"refused":"too-many-clients","limit":64}"# + "\n"
        #expect(intake.receive(Array(text.utf8)) == [.refused(limit: 64)])
        #expect(intake.end().isEmpty)
    }

    @Test func theStreamEndingMidPeekCancelsThePeekAtTheDevicesLatestTime() {
        var intake = StreamIntake()
        let began = line(1.125, .peek(.began, force: 0.36)), changed = line(1.2, .peek(.changed, force: 0.5))
        let other = line(1.3, .tap, contact: 2)
        _ = intake.receive(bytes(began, changed, other))
        var cancel = changed
        cancel.time = 1.3
        cancel.gesture = .peek(.cancelled, force: 0.5)
        #expect(intake.end() == [.gesture(cancel)])
        #expect(intake.end().isEmpty)
    }

    @Test func endedPoppedOrCancelledGesturesAreNotCancelledAgain() {
        var intake = StreamIntake()
        _ = intake.receive(bytes(line(1, .peek(.began, force: 0.4)), line(2, .pop(force: 0.8)),
                                 line(3, .pinch(.began, scale: 1), contact: 2), line(4, .pinch(.ended, scale: 0.5), contact: 2),
                                 line(5, .edgePan(.began, edge: .left, progress: 0.1, committed: nil), contact: 3),
                                 line(6, .edgePan(.cancelled, edge: .left, progress: 0.1, committed: nil), contact: 3)))
        #expect(intake.end().isEmpty)
    }

    @Test func droppedLinesCancelEveryOpenGestureAndItsLaterLinesAreSkipped() {
        var intake = StreamIntake()
        let peek = line(1, .peek(.began, force: 0.4))
        let pinch = line(1.5, .pinch(.changed, scale: 0.8), contact: 5, device: "other")
        let pan = line(1.6, .edgePan(.changed, edge: .left, progress: 0.3, committed: nil), contact: 6, device: "other")
        _ = intake.receive(bytes(peek, pinch, pan))
        var cancels = [peek, pinch, pan]
        cancels[0].gesture = .peek(.cancelled, force: 0.4)
        cancels[1].gesture = .pinch(.cancelled, scale: 0.8)
        cancels[1].time = 1.6
        cancels[2].gesture = .edgePan(.cancelled, edge: .left, progress: 0.3, committed: nil)
        #expect(intake.receive(Array("{\"v\":1,\"dropped\":12}\n".utf8)) == [.dropped(count: 12)] + cancels.map(StreamIntake.Output.gesture))
        // The lost peek's release and pop, and the pinch's end, are not the core's any more; a new
        // peek of the same contact is.
        let again = line(3, .peek(.began, force: 0.4))
        #expect(intake.receive(bytes(line(2, .peek(.changed, force: 0.5)), line(2.1, .pop(force: 0.9)),
                                     line(2.2, .pinch(.ended, scale: 0.7), contact: 5, device: "other"), again)) == [.gesture(again)])
    }

    /// A hint is open until it ends, or until the peek of its press begins: the stream ending mid-hint
    /// cancels the hint, mid-peek only the peek.
    @Test func aHintIsOpenUntilItEndsOrItsPeekBegins() {
        var hinting = StreamIntake()
        let hint = line(1, .hint(.began, force: 0.2))
        #expect(hinting.receive(bytes(hint, line(1.1, .tap, contact: 2))) == [.gesture(hint), .gesture(line(1.1, .tap, contact: 2))])
        var cancel = hint
        cancel.time = 1.1
        cancel.gesture = .hint(.cancelled, force: 0.2)
        #expect(hinting.end() == [.gesture(cancel)])

        var peeking = StreamIntake()
        let peek = line(1.2, .peek(.began, force: 0.4))
        _ = peeking.receive(bytes(hint, peek))
        var peekCancel = peek
        peekCancel.gesture = .peek(.cancelled, force: 0.4)
        #expect(peeking.end() == [.gesture(peekCancel)])

        var ended = StreamIntake()
        _ = ended.receive(bytes(hint, line(1.1, .hint(.ended, force: 0.1)), line(1.1, .tap)))
        #expect(ended.end().isEmpty)
    }

    @Test func aGestureWhoseBeganWasLostIsOpenAllTheSame() {
        var intake = StreamIntake()
        let changed = line(2, .peek(.changed, force: 0.5))
        #expect(intake.receive(bytes(changed)) == [.gesture(changed)])
        #expect(intake.end().count == 1)
    }
}
