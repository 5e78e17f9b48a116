// SPDX-License-Identifier: MIT
import Contacts
import Gestures
import InputEvents
import Testing

@Suite struct GestureRecognizerTests {
    func recognizer(reportsForce: Bool = true) -> GestureRecognizer {
        GestureRecognizer(profile: ForceProfile(), geometry: surface, reportsForce: reportsForce)
    }

    /// Every event from feeding `frames` in order.
    func run(_ frames: [TouchFrame], into recognizer: inout GestureRecognizer) -> [GestureEvent] {
        frames.flatMap { recognizer.handle($0) }
    }

    func run(_ frames: [TouchFrame], reportsForce: Bool = true) -> [GestureEvent] {
        var recognizer = recognizer(reportsForce: reportsForce)
        return run(frames, into: &recognizer)
    }

    /// Below the hint's force: nothing but the tap.
    @Test func lightTap() {
        #expect(run([
            frame(at(0), touch(1, .began, 0.5, 0.5, force: 0.1)),
            frame(at(50), touch(1, .changed, 0.5, 0.5, force: 0.19)),
            frame(at(100), touch(1, .ended, 0.5, 0.5, force: 0)),
        ]) == [event(at(100), 1, 0.5, 0.5, .tap)])
    }

    /// Past the hint's force: the hint ends as the finger lifts, then the tap.
    @Test func firmTapHintsBeforeItTaps() {
        #expect(run([
            frame(at(0), touch(1, .began, 0.5, 0.5, force: 0.1)),
            frame(at(30), touch(1, .changed, 0.5, 0.5, force: 0.3)),
            frame(at(100), touch(1, .ended, 0.5, 0.5, force: 0)),
        ]) == [
            event(at(30), 1, 0.5, 0.5, .hint(.began, force: 0.3)),
            event(at(100), 1, 0.5, 0.5, .hint(.ended, force: 0.3)),
            event(at(100), 1, 0.5, 0.5, .tap),
        ])
    }

    @Test func peekThenRelease() {
        #expect(run([
            frame(at(0), touch(1, .began, 0.5, 0.5, force: 0.1)),
            frame(at(20), touch(1, .changed, 0.5, 0.5, force: 0.4)),
            frame(at(40), touch(1, .changed, 0.5, 0.5, force: 0.5)),
            frame(at(200), touch(1, .changed, 0.5, 0.5, force: 0.6)),
            frame(at(300), touch(1, .ended, 0.5, 0.5, force: 0)),
        ]) == [
            event(at(20), 1, 0.5, 0.5, .hint(.began, force: 0.4)),
            // At the end of the onset, from the deadline, before the next frame: it ends the hint.
            event(at(150), 1, 0.5, 0.5, .peek(.began, force: 0.5)),
            event(at(200), 1, 0.5, 0.5, .peek(.changed, force: 0.6)),
            event(at(300), 1, 0.5, 0.5, .peek(.ended, force: 0.6)),
        ])
    }

    @Test func peekThenPop() {
        #expect(run([
            frame(at(0), touch(1, .began, 0.5, 0.5, force: 0.1)),
            frame(at(20), touch(1, .changed, 0.5, 0.5, force: 0.4)),
            frame(at(200), touch(1, .changed, 0.5, 0.5, force: 0.8)),
            frame(at(300), touch(1, .ended, 0.5, 0.5, force: 0)),
        ]) == [
            event(at(20), 1, 0.5, 0.5, .hint(.began, force: 0.4)),
            event(at(150), 1, 0.5, 0.5, .peek(.began, force: 0.4)),
            event(at(200), 1, 0.5, 0.5, .pop(force: 0.8)),
        ])
    }

    @Test func quickHardTapIsATap() {
        #expect(run([
            frame(at(0), touch(1, .began, 0.5, 0.5, force: 0.05)),
            frame(at(8), touch(1, .changed, 0.5, 0.5, force: 0.95)),
            frame(at(60), touch(1, .ended, 0.5, 0.5, force: 0)),
        ]) == [
            event(at(8), 1, 0.5, 0.5, .hint(.began, force: 0.95)),
            event(at(60), 1, 0.5, 0.5, .hint(.ended, force: 0.95)),
            event(at(60), 1, 0.5, 0.5, .tap),
        ])
    }

    @Test func heldJabPopsThroughThePeekWhenTheOnsetEnds() {
        #expect(run([
            frame(at(0), touch(1, .began, 0.5, 0.5, force: 0.05)),
            frame(at(8), touch(1, .changed, 0.5, 0.5, force: 0.95)),
            frame(at(210), touch(1, .ended, 0.5, 0.5, force: 0)),
        ]) == [
            event(at(8), 1, 0.5, 0.5, .hint(.began, force: 0.95)),
            event(at(150), 1, 0.5, 0.5, .peek(.began, force: 0.95)),
            event(at(150), 1, 0.5, 0.5, .pop(force: 0.95)),
        ])
    }

    @Test func movedThenPressedNeverPeeks() {
        #expect(run([
            frame(at(0), touch(1, .began, 0.5, 0.5, force: 0.1)),
            frame(at(20), touch(1, .changed, 0.6, 0.5, force: 0.1)),
            frame(at(40), touch(1, .changed, 0.6, 0.5, force: 0.9)),
            frame(at(60), touch(1, .ended, 0.6, 0.5, force: 0)),
        ]) == [])
    }

    @Test func secondFingerCancelsAPeekAndNeitherTaps() {
        #expect(run([
            frame(at(0), touch(1, .began, 0.5, 0.5, force: 0.5)),
            frame(at(200), touch(1, .changed, 0.5, 0.5, force: 0.5), touch(2, .began, 0.6, 0.6, force: 0.1)),
            frame(at(230), touch(1, .ended, 0.5, 0.5, force: 0), touch(2, .ended, 0.6, 0.6, force: 0)),
        ]) == [
            event(at(0), 1, 0.5, 0.5, .hint(.began, force: 0.5)),
            event(at(150), 1, 0.5, 0.5, .peek(.began, force: 0.5)),
            event(at(200), 1, 0.5, 0.5, .peek(.cancelled, force: 0.5)),
        ])
    }

    /// A finger landing while another hints cancels the hint before anything of the new finger.
    @Test func secondFingerCancelsAHint() {
        #expect(run([
            frame(at(0), touch(1, .began, 0.25, 0.5, force: 0.3)),
            frame(at(50), touch(1, .changed, 0.25, 0.5, force: 0.3), touch(2, .began, 0.75, 0.5, force: 0.3)),
            frame(at(60), touch(1, .changed, 0.25 - mm(4), 0.5, force: 0.3), touch(2, .changed, 0.75 + mm(4), 0.5, force: 0.3)),
            frame(at(70), touch(1, .ended, 0.25 - mm(4), 0.5), touch(2, .ended, 0.75 + mm(4), 0.5)),
        ]) == [
            event(at(0), 1, 0.25, 0.5, .hint(.began, force: 0.3)),
            event(at(50), 1, 0.25, 0.5, .hint(.cancelled, force: 0.3)),
            event(at(60), 1, 0.5, 0.5, .pinch(.began, scale: 1.125)),
            event(at(70), 1, 0.5, 0.5, .pinch(.ended, scale: 1.125)),
        ])
    }

    /// A press that hints in an edge zone and then moves inward: its hint ends, then the edge-pan begins.
    @Test func aHintEndsBeforeTheEdgePanBegins() {
        #expect(run([
            frame(at(0), touch(1, .began, 0, 0.5, force: 0.3)),
            frame(at(20), touch(1, .changed, 0.125, 0.5, force: 0.3)),
            frame(at(40), touch(1, .ended, 0.3125, 0.5, force: 0)),
        ]) == [
            event(at(0), 1, 0, 0.5, .hint(.began, force: 0.3)),
            event(at(20), 1, 0.125, 0.5, .hint(.ended, force: 0.3)),
            event(at(20), 1, 0.125, 0.5, .edgePan(.began, edge: .left, progress: 0.125, committed: nil)),
            event(at(40), 1, 0.3125, 0.5, .edgePan(.ended, edge: .left, progress: 0.3125, committed: true)),
        ])
    }

    @Test func pinchOutThenInWithScaleAndFocalPoint() {
        #expect(run([
            frame(at(0), touch(1, .began, 0.25, 0.5)),
            frame(at(5), touch(1, .changed, 0.25, 0.5), touch(2, .began, 0.75, 0.5)),
            frame(at(20), touch(1, .changed, 0.25 - mm(4), 0.5), touch(2, .changed, 0.75 + mm(4), 0.5)),
            frame(at(30), touch(1, .changed, 0.0625, 0.375), touch(2, .changed, 0.6875, 0.375)),
            frame(at(40), touch(1, .changed, 0.375, 0.5), touch(2, .changed, 0.625, 0.5)),
            frame(at(50), touch(1, .changed, 0.375, 0.5), touch(2, .ended, 0.625, 0.5)),
            frame(at(60), touch(1, .ended, 0.375, 0.5)),
        ], reportsForce: false) == [
            event(at(20), 1, 0.5, 0.5, .pinch(.began, scale: 1.125)),
            event(at(30), 1, 0.375, 0.375, .pinch(.changed, scale: 1.25)),
            event(at(40), 1, 0.5, 0.5, .pinch(.changed, scale: 0.5)),
            event(at(50), 1, 0.5, 0.5, .pinch(.ended, scale: 0.5)),
        ])
    }

    /// The pinch does not follow a lone finger frame by frame: when the second lands (here in a frame
    /// without the first), the span is still measured from where the first finger went.
    @Test func pinchMeasuresFromWhereTheFirstFingerWentAlone() {
        #expect(run([
            frame(at(0), touch(1, .began, 0.25, 0.25)),
            frame(at(5), touch(1, .changed, 0.25, 0.5)),
            frame(at(10), touch(2, .began, 0.75, 0.5)),
            frame(at(20), touch(1, .changed, 0.25 - mm(4), 0.5), touch(2, .changed, 0.75 + mm(4), 0.5)),
            frame(at(30), touch(1, .changed, 0.25 - mm(4), 0.5), touch(2, .ended, 0.75 + mm(4), 0.5)),
            frame(at(40), touch(1, .ended, 0.25 - mm(4), 0.5)),
        ], reportsForce: false) == [
            event(at(20), 1, 0.5, 0.5, .pinch(.began, scale: 1.125)),
            event(at(30), 1, 0.5, 0.5, .pinch(.ended, scale: 1.125)),
        ])
    }

    @Test func twoFingerParallelScrollIsNotAPinch() {
        var frames = [
            frame(at(0), touch(1, .began, 0.25, 0.5), touch(2, .began, 0.75, 0.5)),
        ]
        for step in 1...10 {
            let y = 0.5 - mm(2 * Double(step))
            frames.append(frame(at(Int64(step) * 10), touch(1, .changed, 0.25, y), touch(2, .changed, 0.75, y)))
        }
        frames.append(frame(at(120), touch(1, .ended, 0.25, 0.5 - mm(20)), touch(2, .ended, 0.75, 0.5 - mm(20))))
        #expect(run(frames) == [])
    }

    @Test func twoFingerTapIsNoTap() {
        #expect(run([
            frame(at(0), touch(1, .began, 0.4, 0.5), touch(2, .began, 0.6, 0.5)),
            frame(at(80), touch(1, .ended, 0.4, 0.5), touch(2, .ended, 0.6, 0.5)),
        ], reportsForce: false) == [])
    }

    /// Where a contact is after moving `progress` of the surface inward from the middle of `edge`.
    static func inward(from edge: Edge, by progress: Double) -> Point {
        switch edge {
        case .left: point(progress, 0.5)
        case .right: point(1 - progress, 0.5)
        case .top: point(0.5, progress)
        case .bottom: point(0.5, 1 - progress)
        }
    }

    @Test(arguments: Edge.allCases, [true, false])
    func edgePan(from edge: Edge, committed: Bool) {
        let start = Self.inward(from: edge, by: 0), began = Self.inward(from: edge, by: 0.125)
        let progress = committed ? 0.3125 : 0.25
        let end = Self.inward(from: edge, by: progress)
        #expect(run([
            frame(at(0), touch(1, .began, start.x, start.y, force: 0.1)),
            frame(at(20), touch(1, .changed, began.x, began.y, force: 0.1)),
            frame(at(40), touch(1, .ended, end.x, end.y, force: 0)),
        ]) == [
            event(at(20), 1, began.x, began.y, .edgePan(.began, edge: edge, progress: 0.125, committed: nil)),
            event(at(40), 1, end.x, end.y, .edgePan(.ended, edge: edge, progress: progress, committed: committed)),
        ])
    }

    @Test func swipeStartingAwayFromTheEdgeIsNotAnEdgePan() {
        #expect(run([
            frame(at(0), touch(1, .began, 0.3, 0.5, force: 0.1)),
            frame(at(20), touch(1, .changed, 0.5, 0.5, force: 0.1)),
            frame(at(40), touch(1, .ended, 0.8, 0.5, force: 0)),
        ]) == [])
    }

    @Test func secondFingerCancelsAnEdgePan() {
        #expect(run([
            frame(at(0), touch(1, .began, 0, 0.5)),
            frame(at(20), touch(1, .changed, 0.125, 0.5)),
            frame(at(30), touch(1, .changed, 0.125, 0.5), touch(2, .began, 0.5, 0.5)),
            frame(at(40), touch(1, .ended, 0.125, 0.5), touch(2, .ended, 0.5, 0.5)),
        ], reportsForce: false) == [
            event(at(20), 1, 0.125, 0.5, .edgePan(.began, edge: .left, progress: 0.125, committed: nil)),
            event(at(30), 1, 0.125, 0.5, .edgePan(.cancelled, edge: .left, progress: 0.125, committed: nil)),
        ])
    }

    @Test func trackerCancelCancelsAPeekAndAnEdgePan() {
        #expect(run([
            frame(at(0), touch(1, .began, 0.5, 0.5, force: 0.5)),
            frame(at(160), touch(1, .cancelled, 0.5, 0.5, force: 0.5)),
            frame(at(170), touch(2, .began, 1, 0.5, force: 0.1)),
            frame(at(180), touch(2, .changed, 0.875, 0.5, force: 0.1)),
            frame(at(190), touch(2, .cancelled, 0.875, 0.5)),
        ]) == [
            event(at(0), 1, 0.5, 0.5, .hint(.began, force: 0.5)),
            event(at(150), 1, 0.5, 0.5, .peek(.began, force: 0.5)),
            event(at(160), 1, 0.5, 0.5, .peek(.cancelled, force: 0.5)),
            event(at(180), 2, 0.875, 0.5, .edgePan(.began, edge: .right, progress: 0.125, committed: nil)),
            event(at(190), 2, 0.875, 0.5, .edgePan(.cancelled, edge: .right, progress: 0.125, committed: nil)),
        ])
    }

    @Test func saturatingStylusTapIsATap() {
        // A real Intuos4 stylus tap: lands at half scale, saturates within 110 ms, lifts at about 270 ms.
        let forces: [(Int64, Double)] = [(0, 0.5), (20, 0.62), (40, 0.75), (60, 0.86), (80, 0.94), (110, 1), (150, 1), (200, 1), (240, 0.9)]
        var frames = forces.enumerated().map { index, sample in
            frame(at(sample.0), touch(1, index == 0 ? .began : .changed, 0.5, 0.5, force: sample.1, tool: .pen))
        }
        frames.append(frame(at(270), touch(1, .ended, 0.5, 0.5, force: 0, tool: .pen)))
        #expect(run(frames) == [
            event(at(0), 1, 0.5, 0.5, .hint(.began, force: 0.5), tool: .pen),
            event(at(270), 1, 0.5, 0.5, .hint(.ended, force: 0.9), tool: .pen),
            event(at(270), 1, 0.5, 0.5, .tap, tool: .pen),
        ])
    }

    @Test func penPressAndHoldPeeksThenAHarderPressPops() {
        var recognizer = recognizer()
        #expect(recognizer.handle(frame(at(0), touch(1, .began, 0.5, 0.5, force: 0.5, tool: .pen))) == [
            event(at(0), 1, 0.5, 0.5, .hint(.began, force: 0.5), tool: .pen),
        ])
        #expect(recognizer.handle(frame(at(100), touch(1, .changed, 0.5, 0.5, force: 0.55, tool: .pen))) == [])
        #expect(recognizer.nextDeadline == at(500))
        #expect(recognizer.advance(to: at(500, us: -1)) == [])
        #expect(recognizer.advance(to: at(600)) == [event(at(500), 1, 0.5, 0.5, .peek(.began, force: 0.55), tool: .pen)])
        #expect(recognizer.nextDeadline == nil)
        #expect(recognizer.handle(frame(at(700), touch(1, .changed, 0.5, 0.5, force: 0.8, tool: .pen))) == [
            event(at(700), 1, 0.5, 0.5, .pop(force: 0.8), tool: .pen),
        ])
        #expect(recognizer.handle(frame(at(800), touch(1, .ended, 0.5, 0.5, force: 0, tool: .pen))) == [])
    }

    @Test func saturatedPenHoldDoesNotPopAtOnce() {
        #expect(run([
            frame(at(0), touch(1, .began, 0.5, 0.5, force: 1, tool: .pen)),
            frame(at(600), touch(1, .changed, 0.5, 0.5, force: 1, tool: .pen)),
            frame(at(700), touch(1, .changed, 0.5, 0.5, force: 0.3, tool: .pen)),
            frame(at(800), touch(1, .changed, 0.5, 0.5, force: 1, tool: .pen)),
        ]) == [
            event(at(0), 1, 0.5, 0.5, .hint(.began, force: 1), tool: .pen),
            event(at(500), 1, 0.5, 0.5, .peek(.began, force: 1), tool: .pen),
            event(at(700), 1, 0.5, 0.5, .peek(.changed, force: 0.3), tool: .pen),
            event(at(800), 1, 0.5, 0.5, .pop(force: 1), tool: .pen),
        ])
    }

    @Test func eraserKeepsItsToolAndUsesThePenThresholds() {
        // 300 ms is too long for a finger tap but within the pen's.
        #expect(run([
            frame(at(0), touch(1, .began, 0.5, 0.5, force: 0.9, tool: .eraser)),
            frame(at(300), touch(1, .ended, 0.5, 0.5, force: 0, tool: .eraser)),
        ]) == [
            event(at(0), 1, 0.5, 0.5, .hint(.began, force: 0.9), tool: .eraser),
            event(at(300), 1, 0.5, 0.5, .hint(.ended, force: 0.9), tool: .eraser),
            event(at(300), 1, 0.5, 0.5, .tap, tool: .eraser),
        ])
    }

    @Test func longPressPeeksOnADeviceWithoutForce() {
        #expect(run([
            frame(at(0), touch(1, .began, 0.5, 0.5)),
            frame(at(600), touch(1, .changed, 0.5 + mm(1), 0.5)),
            frame(at(900), touch(1, .ended, 0.5 + mm(1), 0.5)),
        ], reportsForce: false) == [
            event(at(500), 1, 0.5, 0.5, .peek(.began, force: 0)),
            event(at(900), 1, 0.5 + mm(1), 0.5, .peek(.ended, force: 0)),
        ])
    }

    @Test func deadlineDueAtTheFrameTimeFiresFirst() {
        #expect(run([
            frame(at(0), touch(1, .began, 0.5, 0.5)),
            frame(at(500), touch(1, .ended, 0.5, 0.5)),
        ], reportsForce: false) == [
            event(at(500), 1, 0.5, 0.5, .peek(.began, force: 0)),
            event(at(500), 1, 0.5, 0.5, .peek(.ended, force: 0)),
        ])
    }

    @Test func advanceFiresTheLongPressAtItsDeadline() {
        var recognizer = recognizer(reportsForce: false)
        _ = recognizer.handle(frame(at(0), touch(1, .began, 0.5, 0.5)))
        #expect(recognizer.nextDeadline == at(500))
        #expect(recognizer.advance(to: at(500, us: -1)) == [])
        #expect(recognizer.advance(to: at(10_000)) == [event(at(500), 1, 0.5, 0.5, .peek(.began, force: 0))])
        #expect(recognizer.nextDeadline == nil)
    }

    @Test func hardwareNonsenseIsSurvivedAndNoted() {
        var recognizer = recognizer()
        #expect(recognizer.handle(frame(at(10), touch(7, .changed, 0.5, 0.5, force: 0.9))) == [])
        #expect(recognizer.handle(frame(at(20), touch(8, .ended, 0.5, 0.5))) == [])
        #expect(recognizer.handle(frame(at(30), touch(1, .began, 0.5, 0.5, force: 0.1))) == [])
        #expect(recognizer.handle(frame(at(40), touch(1, .began, 0.5, 0.5, force: 0.1))) == [])
        #expect(recognizer.handle(frame(at(35), touch(1, .ended, 0.5, 0.5))) == [event(at(35), 1, 0.5, 0.5, .tap)])
        #expect(recognizer.takeDiagnostics() == [
            .notBegun(contact: 7, phase: .changed, at: at(10)),
            .notBegun(contact: 8, phase: .ended, at: at(20)),
            .beganAgain(contact: 1, at: at(40)),
            .frameWentBack(at: at(35), previous: at(40)),
        ])
        #expect(recognizer.takeDiagnostics() == [])
    }

    /// The messages printed on stderr, made from the values at the edge.
    @Test func diagnosticsReadAsTheyAlwaysHave() {
        #expect(GestureDiagnostic.notBegun(contact: 7, phase: .changed, at: at(10)).description
            == "0.010000: contact 7: changed without having begun; ignored")
        #expect(GestureDiagnostic.beganAgain(contact: 1, at: at(40)).description
            == "0.040000: contact 1: began again while touching; ignored")
        #expect(GestureDiagnostic.frameWentBack(at: at(35), previous: at(40)).description
            == "0.035000: frame at 0.035000 is earlier than the previous one at 0.040000")
    }
}
