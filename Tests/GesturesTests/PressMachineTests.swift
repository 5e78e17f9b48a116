// SPDX-License-Identifier: MIT
import Contacts
import Gestures
import InputEvents
import Testing

@Suite struct PressMachineTests {
    let origin = point(0.5, 0.5)

    /// A finger machine that landed at `origin` at time 0 with `force`.
    func landed(force: Double? = 0.1, reportsForce: Bool = true) -> PressMachine {
        var machine = PressMachine.finger(reportsForce: reportsForce)
        #expect(machine.handle(.down(origin, force: force), at: at(0)) == [])
        return machine
    }

    /// A finger machine at force 0.5 since 10 ms (hinting from then), peeking since its onset ended at 150 ms.
    func peeking() -> PressMachine {
        var machine = landed()
        #expect(machine.handle(.move(origin, force: 0.5), at: at(10)) == [hint(.began, 0.5, at(10))])
        #expect(machine.handle(.deadline, at: at(150)) == [event(at(150), 1, 0.5, 0.5, .peek(.began, force: 0.5))])
        return machine
    }

    /// A hint event of the finger machine at `origin`.
    func hint(_ phase: GesturePhase, _ force: Double, _ time: Timestamp, tool: ToolKind = .finger) -> GestureEvent {
        event(time, 1, 0.5, 0.5, .hint(phase, force: force), tool: tool)
    }

    func isHinting(_ machine: PressMachine) -> Bool {
        if case .pressing(let press) = machine.state { press.hinting } else { false }
    }

    func isPressing(_ machine: PressMachine) -> Bool {
        if case .pressing = machine.state { true } else { false }
    }

    func isPeeking(_ machine: PressMachine) -> Bool {
        if case .peeking = machine.state { true } else { false }
    }

    @Test func downStartsPressing() {
        let machine = landed()
        #expect(isPressing(machine))
        #expect(machine.nextDeadline == nil)
    }

    @Test func claimBeforeLandingIsDone() {
        var machine = PressMachine.finger()
        #expect(machine.handle(.claim, at: at(0)) == [])
        #expect(machine.state == .done)
        #expect(machine.handle(.down(origin, force: 0.9), at: at(1)) == [])
    }

    @Test func moveExactlyAtSlopStaysPressing() {
        var machine = landed()
        #expect(machine.handle(.move(point(0.5 + mm(3), 0.5), force: 0.1), at: at(5)) == [])
        #expect(isPressing(machine))
    }

    @Test func moveJustBeyondSlopIsMoved() {
        var machine = landed()
        #expect(machine.handle(.move(point(0.5 + mm(3 + 1.0 / 128), 0.5), force: 0.1), at: at(5)) == [])
        #expect(machine.state == .moved)
    }

    @Test func liftOneMicrosecondBeforeTapMaximumIsATap() {
        var machine = landed()
        #expect(machine.handle(.lift(origin), at: at(250, us: -1)) == [event(at(250, us: -1), 1, 0.5, 0.5, .tap)])
        #expect(machine.state == .done)
    }

    @Test func liftAtTapMaximumIsATap() {
        var machine = landed()
        #expect(machine.handle(.lift(origin), at: at(250)) == [event(at(250), 1, 0.5, 0.5, .tap)])
    }

    @Test func liftOneMicrosecondAfterTapMaximumIsNothing() {
        var machine = landed()
        #expect(machine.handle(.lift(origin), at: at(250, us: 1)) == [])
        #expect(machine.state == .done)
    }

    @Test func liftBeyondSlopIsNoTap() {
        var machine = landed()
        #expect(machine.handle(.lift(point(0.5, 0.5 + mm(3.5))), at: at(50)) == [])
    }

    @Test func forceJustBelowPeekForceDoesNotPeek() {
        var machine = landed()
        #expect(machine.handle(.move(origin, force: 0.3499), at: at(10)) == [hint(.began, 0.3499, at(10))])
        #expect(isPressing(machine))
    }

    @Test func forceAtPeekForceAfterTheOnsetPeeksAtOnce() {
        var machine = landed()
        #expect(machine.handle(.move(origin, force: 0.3499), at: at(150)) == [hint(.began, 0.3499, at(150))])
        #expect(machine.handle(.move(origin, force: 0.35), at: at(160)) == [event(at(160), 1, 0.5, 0.5, .peek(.began, force: 0.35))])
        #expect(isPeeking(machine))
    }

    @Test func forceAtPeekForceWithinTheOnsetWaitsForItsEnd() {
        var machine = landed()
        #expect(machine.handle(.move(origin, force: 0.35), at: at(10)) == [hint(.began, 0.35, at(10))])
        #expect(machine.nextDeadline == at(150))
        #expect(machine.handle(.deadline, at: at(150, us: -1)) == [])
        #expect(machine.handle(.deadline, at: at(150)) == [event(at(150), 1, 0.5, 0.5, .peek(.began, force: 0.35))])
        #expect(isPeeking(machine))
    }

    @Test func quickHardTapIsATap() {
        var machine = landed()
        #expect(machine.handle(.move(origin, force: 0.95), at: at(30)) == [hint(.began, 0.95, at(30))])
        #expect(machine.handle(.move(origin, force: 0.4), at: at(70)) == [])
        #expect(machine.handle(.lift(origin), at: at(90)) == [hint(.ended, 0.4, at(90)), event(at(90), 1, 0.5, 0.5, .tap)])
    }

    @Test func pressOnItsWayDownWhenTheOnsetEndsDoesNotPeek() {
        var machine = landed()
        _ = machine.handle(.move(origin, force: 0.8), at: at(60))
        // Within the release hysteresis, but no longer at peek force: a tap's fall.
        #expect(machine.handle(.move(origin, force: 0.3499), at: at(140)) == [])
        #expect(machine.handle(.deadline, at: at(150)) == [])
        #expect(isPressing(machine))
        #expect(machine.nextDeadline == nil)
        #expect(machine.handle(.lift(origin), at: at(200)) == [hint(.ended, 0.3499, at(200)), event(at(200), 1, 0.5, 0.5, .tap)])
    }

    @Test func pressThatPressesAgainAfterTheOnsetPeeks() {
        var machine = landed()
        _ = machine.handle(.move(origin, force: 0.5), at: at(60))
        _ = machine.handle(.move(origin, force: 0.3), at: at(140))
        #expect(machine.handle(.deadline, at: at(150)) == [])
        #expect(machine.handle(.move(origin, force: 0.36), at: at(180)) == [event(at(180), 1, 0.5, 0.5, .peek(.began, force: 0.36))])
    }

    @Test func landingPastPopForceHeldPastTheOnsetPopsThroughThePeek() {
        var machine = PressMachine.finger()
        #expect(machine.handle(.down(origin, force: 0.9), at: at(0)) == [hint(.began, 0.9, at(0))])
        #expect(machine.handle(.deadline, at: at(150)) == [
            event(at(150), 1, 0.5, 0.5, .peek(.began, force: 0.9)),
            event(at(150), 1, 0.5, 0.5, .pop(force: 0.9)),
        ])
        #expect(machine.state == .done)
        #expect(machine.handle(.lift(origin), at: at(200)) == [])
    }

    @Test func hardPressLiftedBeforeTheOnsetEndsIsATapNotAPop() {
        var machine = PressMachine.finger()
        #expect(machine.handle(.down(origin, force: 0.9), at: at(0)) == [hint(.began, 0.9, at(0))])
        #expect(machine.handle(.move(origin, force: 1), at: at(100)) == [])
        #expect(machine.handle(.lift(origin), at: at(150, us: -1)) == [hint(.ended, 1, at(150, us: -1)), event(at(150, us: -1), 1, 0.5, 0.5, .tap)])
    }

    @Test func onsetFromAProfileIsUsed() {
        var thresholds = ToolThresholds.finger
        thresholds.peekOnset = .milliseconds(0)
        var machine = PressMachine(contact: 1, tool: .finger, thresholds: thresholds, geometry: surface, reportsForce: true)
        #expect(machine.handle(.down(origin, force: 0.9), at: at(0)) == [
            hint(.began, 0.9, at(0)),
            event(at(0), 1, 0.5, 0.5, .peek(.began, force: 0.9)),
            event(at(0), 1, 0.5, 0.5, .pop(force: 0.9)),
        ])
    }

    @Test func peekForceChangeIsReported() {
        var machine = peeking()
        #expect(machine.handle(.move(origin, force: 0.6), at: at(160)) == [event(at(160), 1, 0.5, 0.5, .peek(.changed, force: 0.6))])
        #expect(machine.handle(.move(origin, force: 0.6), at: at(170)) == [])
    }

    @Test func popJustBelowAndAtPopForce() {
        var machine = peeking()
        #expect(machine.handle(.move(origin, force: 0.7499), at: at(160)) == [event(at(160), 1, 0.5, 0.5, .peek(.changed, force: 0.7499))])
        #expect(machine.handle(.move(origin, force: 0.75), at: at(170)) == [event(at(170), 1, 0.5, 0.5, .pop(force: 0.75))])
        #expect(machine.state == .done)
        #expect(machine.handle(.lift(origin), at: at(180)) == [])
    }

    @Test func movementAfterThePeekDoesNotCancelIt() {
        var machine = peeking()
        #expect(machine.handle(.move(point(0.9, 0.9), force: 0.5), at: at(160)) == [])
        #expect(isPeeking(machine))
        #expect(machine.handle(.lift(point(0.9, 0.9)), at: at(170)) == [event(at(170), 1, 0.9, 0.9, .peek(.ended, force: 0.5))])
    }

    @Test func peekEndsOnLift() {
        var machine = peeking()
        #expect(machine.handle(.lift(origin), at: at(400)) == [event(at(400), 1, 0.5, 0.5, .peek(.ended, force: 0.5))])
        #expect(machine.state == .done)
    }

    @Test func peekIsCancelledByCancel() {
        var machine = peeking()
        #expect(machine.handle(.cancel, at: at(160)) == [event(at(160), 1, 0.5, 0.5, .peek(.cancelled, force: 0.5))])
        #expect(machine.state == .done)
    }

    @Test func peekIsCancelledByClaim() {
        var machine = peeking()
        #expect(machine.handle(.claim, at: at(160)) == [event(at(160), 1, 0.5, 0.5, .peek(.cancelled, force: 0.5))])
        #expect(machine.state == .done)
    }

    @Test func movedNeverPeeksNorTaps() {
        var machine = landed()
        _ = machine.handle(.move(point(0.6, 0.5), force: 0.1), at: at(10))
        #expect(machine.handle(.move(point(0.6, 0.5), force: 1), at: at(20)) == [])
        #expect(machine.handle(.move(origin, force: 1), at: at(30)) == [])
        #expect(machine.handle(.lift(origin), at: at(40)) == [])
        #expect(machine.state == .done)
    }

    @Test(arguments: [PressMachine.Input.cancel, .claim])
    func movedEndsSilently(_ input: PressMachine.Input) {
        var machine = landed()
        _ = machine.handle(.move(point(0.6, 0.5), force: 0.1), at: at(10))
        #expect(machine.handle(input, at: at(20)) == [])
        #expect(machine.state == .done)
    }

    @Test(arguments: [PressMachine.Input.cancel, .claim])
    func pressingEndsSilently(_ input: PressMachine.Input) {
        var machine = landed()
        #expect(machine.handle(input, at: at(20)) == [])
        #expect(machine.state == .done)
        #expect(machine.handle(.lift(origin), at: at(30)) == [])
    }

    @Test func penHoldPeeksExactlyAtTheDeadline() {
        var machine = PressMachine.pen()
        #expect(machine.handle(.down(origin, force: 0.5), at: at(0)) == [hint(.began, 0.5, at(0), tool: .pen)])
        #expect(machine.nextDeadline == at(500))
        #expect(machine.handle(.deadline, at: at(500, us: -1)) == [])
        #expect(machine.handle(.deadline, at: at(500)) == [event(at(500), 1, 0.5, 0.5, .peek(.began, force: 0.5), tool: .pen)])
        #expect(machine.nextDeadline == nil)
    }

    @Test func penHoldSurvivesADipAboveTheReleaseForce() {
        var machine = PressMachine.pen()
        _ = machine.handle(.down(origin, force: 0.5), at: at(0))
        #expect(machine.handle(.move(origin, force: 0.25), at: at(100)) == [])
        #expect(machine.nextDeadline == at(500))
    }

    @Test func penHoldRestartsAfterADipBelowTheReleaseForce() {
        var machine = PressMachine.pen()
        _ = machine.handle(.down(origin, force: 0.5), at: at(0))
        #expect(machine.handle(.move(origin, force: 0.2499), at: at(100)) == [])
        #expect(machine.nextDeadline == nil)
        #expect(machine.handle(.move(origin, force: 0.4), at: at(200)) == [])
        #expect(machine.nextDeadline == at(700))
    }

    @Test func penFrameAfterTheHoldPeeks() {
        var machine = PressMachine.pen()
        _ = machine.handle(.down(origin, force: 0.5), at: at(0))
        #expect(machine.handle(.move(origin, force: 0.6), at: at(520)) == [event(at(520), 1, 0.5, 0.5, .peek(.began, force: 0.6), tool: .pen)])
    }

    @Test func saturatedPenPeekMustEaseOffBeforeItPops() {
        var machine = PressMachine.pen()
        _ = machine.handle(.down(origin, force: 1), at: at(0))
        #expect(machine.handle(.deadline, at: at(500)) == [event(at(500), 1, 0.5, 0.5, .peek(.began, force: 1), tool: .pen)])
        #expect(machine.handle(.move(origin, force: 1), at: at(510)) == [])
        #expect(machine.handle(.move(origin, force: 0.5), at: at(520)) == [event(at(520), 1, 0.5, 0.5, .peek(.changed, force: 0.5), tool: .pen)])
        #expect(machine.handle(.move(origin, force: 0.9), at: at(530)) == [event(at(530), 1, 0.5, 0.5, .peek(.changed, force: 0.9), tool: .pen)])
        #expect(machine.handle(.move(origin, force: 0.4999), at: at(540)) == [event(at(540), 1, 0.5, 0.5, .peek(.changed, force: 0.4999), tool: .pen)])
        #expect(machine.handle(.move(origin, force: 0.8), at: at(550)) == [event(at(550), 1, 0.5, 0.5, .pop(force: 0.8), tool: .pen)])
    }

    @Test func longPressWithoutForcePeeksAtTheDeadline() {
        var machine = landed(force: nil, reportsForce: false)
        #expect(machine.nextDeadline == at(500))
        #expect(machine.handle(.deadline, at: at(500, us: -1)) == [])
        #expect(machine.handle(.deadline, at: at(500)) == [event(at(500), 1, 0.5, 0.5, .peek(.began, force: 0))])
        #expect(machine.handle(.move(origin, force: nil), at: at(600)) == [])
        #expect(machine.handle(.lift(origin), at: at(700)) == [event(at(700), 1, 0.5, 0.5, .peek(.ended, force: 0))])
    }

    @Test func withoutForceReportedForcesAreIgnored() {
        var machine = landed(force: 1, reportsForce: false)
        #expect(machine.handle(.move(origin, force: 1), at: at(100)) == [])
        _ = machine.handle(.deadline, at: at(500))
        #expect(machine.handle(.move(origin, force: 1), at: at(600)) == [])
        #expect(isPeeking(machine))
    }

    @Test func longPressThatMovesNeverPeeks() {
        var machine = landed(force: nil, reportsForce: false)
        _ = machine.handle(.move(point(0.6, 0.5), force: nil), at: at(100))
        #expect(machine.nextDeadline == nil)
        #expect(machine.handle(.deadline, at: at(500)) == [])
    }

    @Test func doneIgnoresEverything() {
        var machine = landed()
        _ = machine.handle(.lift(origin), at: at(10))
        let inputs: [PressMachine.Input] = [.down(origin, force: 1), .move(origin, force: 1), .lift(origin), .cancel, .claim, .deadline]
        for input in inputs { #expect(machine.handle(input, at: at(20)) == []) }
        #expect(machine.state == .done)
    }

    // MARK: The hint

    @Test func forceJustBelowHintForceDoesNotHint() {
        var machine = landed()
        #expect(machine.handle(.move(origin, force: 0.1999), at: at(10)) == [])
        #expect(!isHinting(machine))
        #expect(machine.handle(.move(origin, force: 0.2), at: at(20)) == [hint(.began, 0.2, at(20))])
        #expect(isHinting(machine))
        #expect(machine.handle(.move(origin, force: 0.3), at: at(30)) == [])
    }

    @Test func landingAtHintForceHintsAsItLands() {
        var machine = PressMachine.finger()
        #expect(machine.handle(.down(origin, force: 0.25), at: at(0)) == [hint(.began, 0.25, at(0))])
        #expect(isHinting(machine))
    }

    /// A person pressing gradually: the hint comes long before the peek, whose `began` closes it.
    @Test func gradualPressHintsThenPeeksWithoutEndingTheHint() {
        var machine = landed()
        #expect(machine.handle(.move(origin, force: 0.15), at: at(50)) == [])
        #expect(machine.handle(.move(origin, force: 0.21), at: at(100)) == [hint(.began, 0.21, at(100))])
        #expect(machine.handle(.move(origin, force: 0.3), at: at(400)) == [])
        #expect(machine.handle(.move(origin, force: 0.36), at: at(700)) == [event(at(700), 1, 0.5, 0.5, .peek(.began, force: 0.36))])
        #expect(isPeeking(machine))
        #expect(machine.handle(.move(origin, force: 0.1), at: at(800)) == [event(at(800), 1, 0.5, 0.5, .peek(.changed, force: 0.1))])
        #expect(machine.handle(.lift(origin), at: at(900)) == [event(at(900), 1, 0.5, 0.5, .peek(.ended, force: 0.1))])
    }

    /// Eased within the hysteresis the hint stays; below `hintReleaseForce` it ends, and a press
    /// that rises again hints again.
    @Test func pressThatEasesOffEndsItsHintAndMayHintAgain() {
        var machine = landed()
        #expect(machine.handle(.move(origin, force: 0.25), at: at(50)) == [hint(.began, 0.25, at(50))])
        #expect(machine.handle(.move(origin, force: 0.12), at: at(100)) == [])
        #expect(isHinting(machine))
        #expect(machine.handle(.move(origin, force: 0.1199), at: at(150)) == [hint(.ended, 0.1199, at(150))])
        #expect(isPressing(machine))
        #expect(!isHinting(machine))
        #expect(machine.handle(.move(origin, force: 0.19), at: at(200)) == [])
        #expect(machine.handle(.move(origin, force: 0.22), at: at(300)) == [hint(.began, 0.22, at(300))])
        // Lifted too late for a tap: the hint ends, nothing else.
        #expect(machine.handle(.lift(origin), at: at(400)) == [hint(.ended, 0.22, at(400))])
        #expect(machine.state == .done)
    }

    /// A firm tap passes the hint's force: its hint ends as it lifts, before its tap.
    @Test func firmTapHintsThenEndsTheHintThenTaps() {
        var machine = landed()
        #expect(machine.handle(.move(origin, force: 0.4), at: at(30)) == [hint(.began, 0.4, at(30))])
        #expect(machine.handle(.move(origin, force: 0.25), at: at(70)) == [])
        #expect(machine.handle(.lift(point(0.5, 0.51)), at: at(90)) == [
            event(at(90), 1, 0.5, 0.51, .hint(.ended, force: 0.25)),
            event(at(90), 1, 0.5, 0.51, .tap),
        ])
    }

    @Test func lightTapDoesNotHint() {
        var machine = landed()
        #expect(machine.handle(.move(origin, force: 0.15), at: at(30)) == [])
        #expect(machine.handle(.lift(origin), at: at(80)) == [event(at(80), 1, 0.5, 0.5, .tap)])
    }

    /// A press that leaves the slop can no longer peek: its hint ends where it left, at its force then.
    @Test func movingBeyondTheSlopEndsTheHint() {
        var machine = landed()
        _ = machine.handle(.move(origin, force: 0.3), at: at(30))
        #expect(machine.handle(.move(point(0.5 + mm(3), 0.5), force: 0.3), at: at(40)) == [])
        #expect(isHinting(machine))
        let away = point(0.5 + mm(3 + 1.0 / 128), 0.5)
        #expect(machine.handle(.move(away, force: 0.35), at: at(50)) == [event(at(50), 1, away.x, 0.5, .hint(.ended, force: 0.35))])
        #expect(machine.state == .moved)
        #expect(machine.handle(.move(away, force: 0.05), at: at(60)) == [])
        #expect(machine.handle(.move(away, force: 0.3), at: at(70)) == [])
        #expect(machine.handle(.lift(away), at: at(80)) == [])
    }

    @Test(arguments: [PressMachine.Input.cancel, .claim])
    func cancelOrClaimCancelsTheHint(_ input: PressMachine.Input) {
        var machine = landed()
        _ = machine.handle(.move(point(0.5, 0.505), force: 0.3), at: at(30))
        #expect(machine.handle(input, at: at(40)) == [event(at(40), 1, 0.5, 0.505, .hint(.cancelled, force: 0.3))])
        #expect(machine.state == .done)
        #expect(machine.handle(.lift(origin), at: at(50)) == [])
    }

    @Test func aHintThatEndedIsNotCancelledAgain() {
        var machine = landed()
        _ = machine.handle(.move(origin, force: 0.3), at: at(30))
        _ = machine.handle(.move(origin, force: 0.1), at: at(40))
        #expect(machine.handle(.claim, at: at(50)) == [])
    }

    /// The peek's `began` closes the hint: nothing more of the hint, however the peek ends.
    @Test(arguments: [PressMachine.Input.cancel, .claim, .lift(point(0.5, 0.5))])
    func thePeekClosesTheHint(_ input: PressMachine.Input) {
        var machine = peeking()
        #expect(machine.handle(input, at: at(200)) == [
            event(at(200), 1, 0.5, 0.5, input == .lift(origin) ? .peek(.ended, force: 0.5) : .peek(.cancelled, force: 0.5)),
        ])
    }

    @Test func withoutForceThereIsNoHint() {
        var machine = landed(force: 1, reportsForce: false)
        #expect(machine.handle(.move(origin, force: 1), at: at(100)) == [])
        #expect(!isHinting(machine))
        #expect(machine.handle(.deadline, at: at(500)) == [event(at(500), 1, 0.5, 0.5, .peek(.began, force: 0))])
        var tap = landed(force: nil, reportsForce: false)
        #expect(tap.handle(.lift(origin), at: at(100)) == [event(at(100), 1, 0.5, 0.5, .tap)])
    }

    /// Lines of one frame come in order: the hint that begins in it, then the peek (and the pop).
    @Test func aHintBeginningInThePeeksFrameComesFirst() {
        var machine = landed()
        #expect(machine.handle(.move(origin, force: 0.1), at: at(200)) == [])
        #expect(machine.handle(.move(origin, force: 0.8), at: at(210)) == [
            hint(.began, 0.8, at(210)),
            event(at(210), 1, 0.5, 0.5, .peek(.began, force: 0.8)),
            event(at(210), 1, 0.5, 0.5, .pop(force: 0.8)),
        ])
        #expect(machine.state == .done)
    }

    @Test func hintLevelsFromAProfileAreUsed() {
        var thresholds = ToolThresholds.finger
        thresholds.hintForce = 0.3
        thresholds.hintReleaseForce = 0.28
        var machine = PressMachine(contact: 1, tool: .finger, thresholds: thresholds, geometry: surface, reportsForce: true)
        _ = machine.handle(.down(origin, force: 0.1), at: at(0))
        #expect(machine.handle(.move(origin, force: 0.29), at: at(10)) == [])
        #expect(machine.handle(.move(origin, force: 0.3), at: at(20)) == [hint(.began, 0.3, at(20))])
        #expect(machine.handle(.move(origin, force: 0.2799), at: at(30)) == [hint(.ended, 0.2799, at(30))])
    }

    @Test func timestampsNearTheLimitsDoNotTrap() {
        var machine = PressMachine.pen()
        _ = machine.handle(.down(origin, force: 0.5), at: Timestamp(microseconds: .max - 10))
        #expect(machine.nextDeadline == Timestamp(microseconds: .max))
        _ = machine.handle(.lift(origin), at: Timestamp(microseconds: .min))
        #expect(machine.state == .done)
    }
}
