// SPDX-License-Identifier: MIT
import Contacts
@testable import Gestures
import InputEvents
import Testing

@Suite struct ForceClickMachineTests {
    /// The default thresholds on a pad without a pressure resolution: peek at 0.5, release below
    /// 0.4, pop at 0.75, 0.12 deeper than the click, settle 80 ms, hold 50 ms, slop 2 mm.
    static func machine(pressure: PressureScale = PressureScale(fullScaleGrams: nil)) -> ForceClickMachine {
        ForceClickMachine(thresholds: ForceClickThresholds(), geometry: surface, pressure: pressure)
    }

    /// The pad with the button `down` and finger 1 alone at (0.5 + dx, 0.5) pressing with `force`.
    static func one(_ force: Double, down: Bool = true, dx: Double = 0, id: Int = 1) -> ForceClickMachine.Input {
        .frame(ForceClickMachine.Pad(buttonDown: down, touching: 1, finger: touch(id, .changed, 0.5 + dx, 0.5, force: force)))
    }

    static func pad(down: Bool, touching: Int) -> ForceClickMachine.Input {
        .frame(ForceClickMachine.Pad(buttonDown: down, touching: touching, finger: nil))
    }

    /// Clicked at 0 ms with force 0.25, pressed to 0.5 at 100 ms (past the settle), peeking at 150 ms.
    static func peeking() -> ForceClickMachine {
        var machine = machine()
        #expect(machine.handle(one(0.25), at: at(0)) == [])
        #expect(machine.handle(one(0.5), at: at(100)) == [])
        #expect(machine.nextDeadline == at(150))
        #expect(machine.handle(.deadline, at: at(150)) == [event(at(150), 1, 0.5, 0.5, .peek(.began, force: 0.5))])
        return machine
    }

    @Test func aPlainClickIsNothing() {
        var machine = Self.machine()
        #expect(machine.handle(Self.one(0.25), at: at(0)) == [])
        #expect(machine.handle(Self.one(0.3125), at: at(200)) == [])
        #expect(machine.handle(Self.one(0.125, down: false), at: at(300)) == [])
        #expect(machine.state == .idle)
    }

    @Test func deeperThanTheClickAndHeldPeeksWhenTheHoldEnds() {
        var machine = Self.peeking()
        #expect(machine.nextDeadline == nil)
        #expect(machine.handle(Self.one(0.625), at: at(200)) == [event(at(200), 1, 0.5, 0.5, .peek(.changed, force: 0.625))])
        #expect(machine.handle(Self.one(0.625), at: at(210)) == [])
    }

    @Test func aHoldCutShortStartsAgain() {
        var machine = Self.machine()
        _ = machine.handle(Self.one(0.25), at: at(0))
        _ = machine.handle(Self.one(0.5), at: at(100))
        #expect(machine.handle(Self.one(0.4375), at: at(140)) == [])
        #expect(machine.nextDeadline == nil)
        _ = machine.handle(Self.one(0.5), at: at(160))
        #expect(machine.handle(Self.one(0.5), at: at(209)) == [])
        #expect(machine.handle(Self.one(0.5), at: at(210)) == [event(at(210), 1, 0.5, 0.5, .peek(.began, force: 0.5))])
    }

    @Test func noClickNoForceClickHoweverHard() {
        var machine = Self.machine()
        for ms in stride(from: Int64(0), through: 1000, by: 10) {
            #expect(machine.handle(Self.one(1, down: false), at: at(ms)) == [])
        }
        #expect(machine.state == .idle)
    }

    /// A heavy hand: the click overshoots to 0.45 within the settle and is held at 0.55 after it,
    /// past the peek level but not 0.12 deeper than its own click.
    @Test func aHeavyClickMustGoDeeperThanItself() {
        var machine = Self.machine()
        _ = machine.handle(Self.one(0.3), at: at(0))
        _ = machine.handle(Self.one(0.45), at: at(30))
        for ms in stride(from: Int64(90), through: 900, by: 10) {
            #expect(machine.handle(Self.one(0.55), at: at(ms)) == [])
        }
        #expect(machine.nextDeadline == nil)
        _ = machine.handle(Self.one(0.625), at: at(910))
        #expect(machine.handle(.deadline, at: at(960)) == [event(at(960), 1, 0.5, 0.5, .peek(.began, force: 0.625))])
        // Its pop is raised by as much as its threshold (0.57): 0.75 only changes the peek.
        #expect(machine.handle(Self.one(0.75), at: at(970)) == [event(at(970), 1, 0.5, 0.5, .peek(.changed, force: 0.75))])
        #expect(machine.handle(Self.one(0.875), at: at(980)) == [event(at(980), 1, 0.5, 0.5, .pop(force: 0.875))])
    }

    @Test func aClickThatMovesIsADragNotAForceClick() {
        var machine = Self.machine()
        _ = machine.handle(Self.one(0.25), at: at(0))
        #expect(machine.handle(Self.one(0.25, dx: mm(2)), at: at(50)) == [])
        #expect(machine.state != .spent)
        #expect(machine.handle(Self.one(0.75, dx: mm(2.5)), at: at(100)) == [])
        #expect(machine.handle(Self.one(0.75, dx: mm(2.5)), at: at(300)) == [])
        #expect(machine.state == .spent)
        _ = machine.handle(Self.one(0.125, down: false), at: at(400))
        #expect(machine.state == .idle)
    }

    @Test(arguments: [0, 2, 3])
    func aClickWithoutExactlyOneFingerIsSpent(touching: Int) {
        var machine = Self.machine()
        #expect(machine.handle(Self.pad(down: true, touching: touching), at: at(0)) == [])
        #expect(machine.state == .spent)
        #expect(machine.handle(Self.one(0.75), at: at(100)) == [])
        #expect(machine.handle(Self.one(0.75), at: at(200)) == [])
        #expect(machine.state == .spent)
    }

    @Test func aSecondFingerOrAnotherContactSpendsTheClick() {
        var machine = Self.machine()
        _ = machine.handle(Self.one(0.25), at: at(0))
        _ = machine.handle(Self.pad(down: true, touching: 2), at: at(50))
        #expect(machine.state == .spent)
        machine = Self.machine()
        _ = machine.handle(Self.one(0.25), at: at(0))
        _ = machine.handle(Self.one(0.75, id: 2), at: at(100))
        #expect(machine.state == .spent)
    }

    @Test func deeperStillPopsAndTheClickIsSpentUntilTheButtonIsUp() {
        var machine = Self.peeking()
        #expect(machine.handle(Self.one(0.75), at: at(200)) == [event(at(200), 1, 0.5, 0.5, .pop(force: 0.75))])
        #expect(machine.handle(Self.one(0.25), at: at(300)) == [])
        #expect(machine.handle(Self.one(0.75), at: at(400)) == [])
        _ = machine.handle(Self.one(0.125, down: false), at: at(500))
        #expect(machine.state == .idle)
    }

    @Test func easingOffWithTheButtonDownEndsThePeek() {
        var machine = Self.peeking()
        #expect(machine.handle(Self.one(0.4), at: at(200)) == [event(at(200), 1, 0.5, 0.5, .peek(.changed, force: 0.4))])
        #expect(machine.handle(Self.one(0.375), at: at(210)) == [event(at(210), 1, 0.5, 0.5, .peek(.ended, force: 0.375))])
        #expect(machine.state == .spent)
    }

    @Test func theButtonComingUpOrTheFingerLiftingEndsThePeek() {
        var machine = Self.peeking()
        #expect(machine.handle(Self.one(0.5, down: false), at: at(200)) == [event(at(200), 1, 0.5, 0.5, .peek(.ended, force: 0.5))])
        #expect(machine.state == .idle)
        machine = Self.peeking()
        #expect(machine.handle(Self.pad(down: true, touching: 0), at: at(200)) == [event(at(200), 1, 0.5, 0.5, .peek(.ended, force: 0.5))])
        #expect(machine.state == .spent)
    }

    @Test func aSecondFingerCancelsThePeek() {
        var machine = Self.peeking()
        #expect(machine.handle(Self.pad(down: true, touching: 2), at: at(200)) == [event(at(200), 1, 0.5, 0.5, .peek(.cancelled, force: 0.5))])
        #expect(machine.state == .spent)
    }

    /// Events lost or the device gone: the peek is cancelled, not ended (the button went with it).
    @Test(arguments: [true, false])
    func aLostContactCancelsThePeek(buttonDown: Bool) {
        var machine = Self.peeking()
        let lost = ForceClickMachine.Input.frame(ForceClickMachine.Pad(buttonDown: buttonDown, touching: 0, finger: nil, lostContact: true))
        #expect(machine.handle(lost, at: at(200)) == [event(at(200), 1, 0.5, 0.5, .peek(.cancelled, force: 0.5))])
        #expect(machine.state == (buttonDown ? .spent : .idle))
    }

    /// A pad whose pressure weighs 1000 g at full scale: the peek is at 450 g, 0.45.
    @Test func gramsWhereThePadSaysWhatAUnitWeighs() {
        var machine = Self.machine(pressure: PressureScale(fullScaleGrams: 1000))
        _ = machine.handle(Self.one(0.25), at: at(0))
        _ = machine.handle(Self.one(0.449), at: at(100))
        #expect(machine.nextDeadline == nil)
        _ = machine.handle(Self.one(0.45), at: at(110))
        #expect(machine.nextDeadline == at(160))
    }
}

@Suite struct ForceClickRecognizerTests {
    func recognizer() -> ForceClickRecognizer {
        ForceClickRecognizer(thresholds: ForceClickThresholds(), geometry: surface, pressure: PressureScale(fullScaleGrams: nil))
    }

    func clicked(_ time: Timestamp, _ contacts: Contact..., down: Bool = true) -> TouchFrame {
        TouchFrame(time: time, contacts: contacts, buttonDown: down)
    }

    @Test func aForceClickFromFramesWithTheDeadlineFiredByTheNextFrame() {
        var recognizer = recognizer()
        #expect(recognizer.handle(clicked(at(0), touch(1, .began, 0.5, 0.5, force: 0.125), down: false)) == [])
        #expect(recognizer.handle(clicked(at(10), touch(1, .changed, 0.5, 0.5, force: 0.25))) == [])
        #expect(recognizer.handle(clicked(at(100), touch(1, .changed, 0.5, 0.5, force: 0.5))) == [])
        #expect(recognizer.nextDeadline == at(150))
        #expect(recognizer.handle(clicked(at(300), touch(1, .changed, 0.5, 0.5, force: 0.5))) == [
            event(at(150), 1, 0.5, 0.5, .peek(.began, force: 0.5)),
        ])
        #expect(recognizer.handle(clicked(at(400), touch(1, .ended, 0.5, 0.5, force: 0.5))) == [
            event(at(400), 1, 0.5, 0.5, .peek(.ended, force: 0.5)),
        ])
    }

    @Test func aFingerThatLiftsAsAnotherTouchesIsNotTheLoneFinger() {
        let pad = ForceClickRecognizer.pad(in: clicked(at(0), touch(1, .ended, 0.2, 0.5, force: 0.25), touch(2, .changed, 0.5, 0.5, force: 0.5)))
        #expect(pad.touching == 1)
        #expect(pad.finger?.id == 2)
        let crowded = ForceClickRecognizer.pad(in: clicked(at(0), touch(1, .changed, 0.2, 0.5), touch(2, .began, 0.5, 0.5)))
        #expect(crowded.touching == 2)
        #expect(crowded.finger == nil)
    }

    @Test func framesThatGoBackAreNoted() {
        var recognizer = recognizer()
        _ = recognizer.handle(clicked(at(100), touch(1, .began, 0.5, 0.5, force: 0.125), down: false))
        _ = recognizer.handle(clicked(at(50), touch(1, .changed, 0.5, 0.5, force: 0.125), down: false))
        #expect(recognizer.takeDiagnostics() == [.frameWentBack(at: at(50), previous: at(100))])
    }
}
