// SPDX-License-Identifier: MIT
import Calibration
import Contacts
import Gestures
import InputEvents
import Testing

/// The guided session on a touchpad: ordinary clicks, force clicks, pops, and the presses it asks again.
@Suite struct TouchpadCalibrationSessionTests {
    static let scale = PressureScale(fullScaleGrams: nil)

    static func session(presses: Int = 1) -> CalibrationSession {
        CalibrationSession(touchpad: scale, pressesPerClass: presses, geometry: Fixtures.geometry)
    }

    static func feed(_ session: inout CalibrationSession, _ frames: [TouchFrame]) -> [CalibrationSession.Output] {
        frames.flatMap { session.handle($0) }
    }

    /// A session that has taken one ordinary click held at `held` and is asking for a force click.
    static func askingForForceClicks(held: Double = 0.3) -> CalibrationSession {
        var session = session()
        _ = feed(&session, PadFixtures.clickFrames(id: 1, at: 0, held: held))
        return session
    }

    @Test func itAsksForOrdinaryClicksFirstThenForceClicksThenPops() throws {
        var session = Self.session()
        #expect(session.start == [.ask(.click, number: 1, total: 1)])
        #expect(Self.feed(&session, PadFixtures.clickFrames(id: 1, at: 0, held: 0.3))
                == [.accepted(.click, number: 1, total: 1, force: 0.3), .ask(.forceClick, number: 1, total: 1)])
        #expect(Self.feed(&session, PadFixtures.clickFrames(id: 2, at: 1000, held: 0.3, deep: 0.6))
                == [.accepted(.forceClick, number: 1, total: 1, force: 0.6), .ask(.forcePop, number: 1, total: 1)])
        let outputs = Self.feed(&session, PadFixtures.clickFrames(id: 3, at: 2000, held: 0.3, deep: 0.6, pop: 0.85))
        guard case .finished(let result)? = outputs.last, case .finished = session.state else {
            Issue.record("expected the end, got \(outputs)")
            return
        }
        #expect(outputs.first == .accepted(.forcePop, number: 1, total: 1, force: 0.85))
        // peek halfway from 0.3 to 0.6; pop halfway from 0.6 to 0.85.
        #expect(result.profile.touchpad.peek.fraction == 0.45)
        #expect(result.profile.touchpad.release.fraction == 0.375)
        #expect(result.profile.touchpad.pop.fraction == 0.725)
        #expect(result.profile.touchpad.rise == ForceClickThresholds().rise)
        #expect(result.profile.finger == ToolThresholds.finger)
        #expect(result.levels.peek == 0.45)
    }

    @Test func aPressWithoutAClickIsAskedForAgain() {
        var session = Self.session()
        let tap = PadFixtures.frames(id: 1, at: 0, [(0, 0.2)], down: nil, up: nil, lift: 90)
        #expect(Self.feed(&session, tap) == [.rejected(.click, number: 1, .noClick), .ask(.click, number: 1, total: 1)])
        #expect(session.samples.isEmpty)
    }

    @Test func aPressThatClickedTwiceIsAskedForAgain() {
        var session = Self.session()
        let twice = PadFixtures.frames(id: 1, at: 0, [(0, 0.3)], down: 50, up: 100, lift: 300).map { frame in
            var frame = frame
            if frame.time >= .milliseconds(150) && frame.time < .milliseconds(250) { frame.buttonDown = true }
            return frame
        }
        #expect(Self.feed(&session, twice).first == .rejected(.click, number: 1, .clickedAgain(2)))
    }

    @Test func aClickThatMovesIsADragButMovingThePointerBeforeTheClickIsNot() {
        var session = Self.session()
        // 0.02 of a 250 mm pad: 5 mm with the button down, past the 2 mm slop.
        let drag = PadFixtures.frames(id: 1, at: 0, [(0, 0.1), (100, 0.3), (300, 0.1)], down: 100, up: 300, lift: 330, slide: 0.02)
        #expect(Self.feed(&session, drag).first == .rejected(.click, number: 1, .dragged))
        let pointer = PadFixtures.frames(id: 2, at: 1000, [(0, 0.1), (100, 0.3), (300, 0.1)], down: 100, up: 300, lift: 330,
                                         slide: 0.004, pointer: 0.1)
        #expect(Self.feed(&session, pointer).first == .accepted(.click, number: 1, total: 1, force: 0.3))
    }

    @Test func aSecondFingerOrPalmOnThePadIsAskedForAgain() {
        var session = Self.askingForForceClicks()
        var frames = PadFixtures.clickFrames(id: 2, at: 1000, held: 0.3, deep: 0.6)
        let thumb = Contact(id: 3, tool: .finger, phase: .began, position: Point(x: 0.2, y: 0.9), force: 0.15)
        frames[2].contacts.append(thumb)
        for index in frames.indices.dropFirst(3) {
            frames[index].contacts.append(Contact(id: 3, tool: .finger, phase: index == frames.count - 1 ? .ended : .changed,
                                                  position: thumb.position, force: 0.15))
        }
        #expect(Self.feed(&session, frames) == [.rejected(.forceClick, number: 1, .crowded), .ask(.forceClick, number: 1, total: 1)])
    }

    @Test func aForceClickNoDeeperThanItsOwnClickAndTheRiseIsAskedForAgain() {
        var session = Self.askingForForceClicks()
        // Clicked at 0.3, pressed on to 0.41: the rise (0.12) asks for 0.42.
        let shallow = PadFixtures.clickFrames(id: 2, at: 1000, held: 0.3, deep: 0.41)
        let outputs = Self.feed(&session, shallow)
        guard case .rejected(.forceClick, 1, .notDeeperThanItsClick(let held, let needed))? = outputs.first else {
            Issue.record("expected a rejection, got \(outputs)")
            return
        }
        #expect(held == 0.41)
        #expect(abs(needed - 0.42) < 1e-9)
        #expect(Self.feed(&session, PadFixtures.clickFrames(id: 3, at: 2000, held: 0.3, deep: 0.42)).first
                == .accepted(.forceClick, number: 1, total: 1, force: 0.42))
    }

    @Test func aForceClickHeldDeeperTooBrieflyIsAskedForAgain() {
        var session = Self.askingForForceClicks()
        // Deeper from 300 ms to 590 ms: 290 ms of the 300 the bar takes to fill.
        let brief = PadFixtures.clickFrames(id: 2, at: 1000, held: 0.3, deep: 0.6, deepUntil: 590)
        #expect(Self.feed(&session, brief).first
                == .rejected(.forceClick, number: 1, .heldDeeperTooBriefly(.milliseconds(290), minimum: .milliseconds(300))))
        let enough = PadFixtures.clickFrames(id: 3, at: 2000, held: 0.3, deep: 0.6, deepUntil: 600)
        #expect(Self.feed(&session, enough).first == .accepted(.forceClick, number: 1, total: 1, force: 0.6))
    }

    @Test func aForceClickNoDeeperThanTheOrdinaryClicksIsAskedForAgain() {
        // The ordinary click was held at 0.45; this force click clicks at 0.2 and holds 0.48.
        var session = Self.askingForForceClicks(held: 0.45)
        let outputs = Self.feed(&session, PadFixtures.clickFrames(id: 2, at: 1000, held: 0.2, deep: 0.48))
        #expect(outputs.first == .rejected(.forceClick, number: 1, .notDeeperThanClicks(held: 0.48, clicks: 0.45)))
        #expect(Self.feed(&session, PadFixtures.clickFrames(id: 3, at: 2000, held: 0.2, deep: 0.5)).first
                == .accepted(.forceClick, number: 1, total: 1, force: 0.5))
    }

    @Test func aPopThatNeverWentDeeperThanItsClickIsAskedForAgain() {
        var session = Self.askingForForceClicks()
        _ = Self.feed(&session, PadFixtures.clickFrames(id: 2, at: 1000, held: 0.3, deep: 0.6))
        let flat = PadFixtures.clickFrames(id: 3, at: 2000, held: 0.3, deep: 0.35)
        guard case .rejected(.forcePop, 1, .notDeeperThanItsClick)? = Self.feed(&session, flat).first else {
            Issue.record("a pop no deeper than its click was taken")
            return
        }
    }

    @Test func theHoldBarFillsWhileAForceClickIsHeldDeeper() {
        var session = Self.askingForForceClicks()
        #expect(session.holdProgress == 0)
        let frames = PadFixtures.clickFrames(id: 2, at: 1000, held: 0.3, deep: 0.6)
        // Landed, clicked, deeper from 300 ms: 150 ms deeper at 450 ms, half of the 300.
        for frame in frames where frame.time <= .milliseconds(1450) { _ = session.handle(frame) }
        #expect(session.holdProgress == 0.5)
        for frame in frames where frame.time > .milliseconds(1450) && frame.time <= .milliseconds(1650) { _ = session.handle(frame) }
        #expect(session.holdProgress == 1)
        #expect(Self.session().holdProgress == nil)
    }

    @Test func overlappingForceClicksAndPopsFailAtTheEnd() {
        var session = Self.askingForForceClicks()
        _ = Self.feed(&session, PadFixtures.clickFrames(id: 2, at: 1000, held: 0.3, deep: 0.6))
        let outputs = Self.feed(&session, PadFixtures.clickFrames(id: 3, at: 2000, held: 0.3, deep: 0.6, pop: 0.62))
        guard case .failed(.overlap(let lower, let upper, _))? = outputs.last, case .failed = session.state else {
            Issue.record("expected an overlap, got \(outputs)")
            return
        }
        #expect(lower.kind == .forceClick && upper.kind == .forcePop)
    }
}
