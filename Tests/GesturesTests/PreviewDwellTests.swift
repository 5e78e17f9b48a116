// SPDX-License-Identifier: MIT
import Contacts
import Gestures
import InputEvents
import Testing

/// The pen rule of `PressMachine`: a press that paused at preview force during its hold and then
/// rose past pop force pops as its peek begins; one that got there without pausing must ease off.
@Suite struct PreviewDwellTests {
    let origin = point(0.5, 0.5)
    let pen = ForceProfile().pen

    /// A pen machine that landed at `origin` at time 0 with force 0.5 (hinting from then) and rose
    /// to 0.9 at `risesAt`.
    func dwelt(risingAt risesAt: Int64, us: Int64 = 0) -> PressMachine {
        var machine = PressMachine.pen()
        #expect(machine.handle(.down(origin, force: 0.5), at: at(0)) == [event(at(0), 1, 0.5, 0.5, .hint(.began, force: 0.5), tool: .pen)])
        #expect(machine.handle(.move(origin, force: 0.9), at: at(risesAt, us: us)) == [])
        return machine
    }

    @Test func dwellOfExactlyPopDwellPopsAsThePeekBegins() {
        #expect(pen.popDwell == .milliseconds(200))
        var machine = dwelt(risingAt: 200)
        #expect(machine.handle(.deadline, at: at(500)) == [
            event(at(500), 1, 0.5, 0.5, .peek(.began, force: 0.9), tool: .pen),
            event(at(500), 1, 0.5, 0.5, .pop(force: 0.9), tool: .pen),
        ])
        #expect(machine.state == .done)
    }

    @Test func dwellJustShortOfPopDwellPeeksDisarmed() {
        var machine = dwelt(risingAt: 200, us: -1)
        #expect(machine.handle(.deadline, at: at(500)) == [event(at(500), 1, 0.5, 0.5, .peek(.began, force: 0.9), tool: .pen)])
        #expect(machine.handle(.move(origin, force: 0.95), at: at(510)) == [event(at(510), 1, 0.5, 0.5, .peek(.changed, force: 0.95), tool: .pen)])
        #expect(machine.handle(.lift(origin), at: at(600)) == [event(at(600), 1, 0.5, 0.5, .peek(.ended, force: 0.95), tool: .pen)])
    }

    /// The press: half scale for a third of a second, then 0.9 before the hold is over;
    /// the frame after the hold (no deadline delivered) pops through the peek too.
    @Test func frameAfterTheHoldPopsADweltPress() {
        var machine = dwelt(risingAt: 330)
        #expect(machine.handle(.move(origin, force: 0.9), at: at(510)) == [
            event(at(510), 1, 0.5, 0.5, .peek(.began, force: 0.9), tool: .pen),
            event(at(510), 1, 0.5, 0.5, .pop(force: 0.9), tool: .pen),
        ])
    }

    /// The real Intuos4 tap: half scale, saturated within 110 ms, lifted at 270 ms.
    @Test func quickSaturatingTapStaysATap() {
        var machine = PressMachine.pen()
        _ = machine.handle(.down(origin, force: 0.5), at: at(0))
        #expect(machine.handle(.move(origin, force: 0.8), at: at(60)) == [])
        #expect(machine.handle(.move(origin, force: 1), at: at(110)) == [])
        #expect(machine.handle(.lift(origin), at: at(270)) == [
            event(at(270), 1, 0.5, 0.5, .hint(.ended, force: 1), tool: .pen),
            event(at(270), 1, 0.5, 0.5, .tap, tool: .pen),
        ])
    }

    /// Landed saturated, stayed: peeks disarmed; a dwell after the rise does not count backwards.
    @Test func pressThatLandsSaturatedMustEaseOff() {
        var machine = PressMachine.pen()
        _ = machine.handle(.down(origin, force: 1), at: at(0))
        #expect(machine.handle(.move(origin, force: 1), at: at(300)) == [])
        #expect(machine.handle(.deadline, at: at(500)) == [event(at(500), 1, 0.5, 0.5, .peek(.began, force: 1), tool: .pen)])
        #expect(machine.handle(.move(origin, force: 0.6), at: at(600)) == [event(at(600), 1, 0.5, 0.5, .peek(.changed, force: 0.6), tool: .pen)])
        #expect(machine.handle(.move(origin, force: 0.9), at: at(700)) == [event(at(700), 1, 0.5, 0.5, .peek(.changed, force: 0.9), tool: .pen)])
        #expect(machine.handle(.move(origin, force: 0.4), at: at(800)) == [event(at(800), 1, 0.5, 0.5, .peek(.changed, force: 0.4), tool: .pen)])
        #expect(machine.handle(.move(origin, force: 0.9), at: at(900)) == [event(at(900), 1, 0.5, 0.5, .pop(force: 0.9), tool: .pen)])
    }

    /// Saturated, then eased to preview force for a dwell and pressed again, all within the hold: pops.
    @Test func easingToPreviewForceDuringTheHoldCountsAsADwell() {
        var machine = PressMachine.pen()
        _ = machine.handle(.down(origin, force: 1), at: at(0))
        #expect(machine.handle(.move(origin, force: 0.6), at: at(100)) == [])
        #expect(machine.handle(.move(origin, force: 0.9), at: at(300)) == [])
        #expect(machine.handle(.deadline, at: at(500)) == [
            event(at(500), 1, 0.5, 0.5, .peek(.began, force: 0.9), tool: .pen),
            event(at(500), 1, 0.5, 0.5, .pop(force: 0.9), tool: .pen),
        ])
    }

    /// A dip below the release force ends the hold and forgets the dwell with it.
    @Test func dwellIsForgottenWhenTheHoldRestarts() {
        var machine = dwelt(risingAt: 300)
        // Below the peek's release, not the hint's.
        #expect(machine.handle(.move(origin, force: 0.2), at: at(400)) == [])
        #expect(machine.handle(.move(origin, force: 1), at: at(450)) == [])
        #expect(machine.handle(.deadline, at: at(950)) == [event(at(950), 1, 0.5, 0.5, .peek(.began, force: 1), tool: .pen)])
    }

    /// Fingers have no hold, only their onset: a hard jab that is held pops through its peek as the
    /// onset ends, with no dwell and no easing off.
    @Test func fingerJabStillPopsThroughThePeek() {
        var machine = PressMachine.finger()
        _ = machine.handle(.down(origin, force: 0.1), at: at(0))
        #expect(machine.handle(.move(origin, force: 0.9), at: at(20)) == [event(at(20), 1, 0.5, 0.5, .hint(.began, force: 0.9))])
        #expect(machine.handle(.deadline, at: at(150)) == [
            event(at(150), 1, 0.5, 0.5, .peek(.began, force: 0.9)),
            event(at(150), 1, 0.5, 0.5, .pop(force: 0.9)),
        ])
    }

    /// The dwell is data: a profile may ask for a longer one.
    @Test func popDwellComesFromTheThresholds() {
        var thresholds = pen
        thresholds.popDwell = .milliseconds(400)
        var machine = PressMachine(contact: 1, tool: .pen, thresholds: thresholds, geometry: surface, reportsForce: true)
        _ = machine.handle(.down(origin, force: 0.5), at: at(0))
        _ = machine.handle(.move(origin, force: 0.9), at: at(330))
        #expect(machine.handle(.deadline, at: at(500)) == [event(at(500), 1, 0.5, 0.5, .peek(.began, force: 0.9), tool: .pen)])
    }
}
