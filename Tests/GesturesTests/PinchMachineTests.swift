// SPDX-License-Identifier: MIT
import Contacts
@testable import Gestures
import InputEvents
import Testing

@Suite struct PinchMachineTests {
    /// Fingers 1 and 2 landed at (0.25, 0.5) and (0.75, 0.5): a span of 64 mm.
    func tracking() -> PinchMachine {
        var machine = PinchMachine(thresholds: PinchThresholds(), geometry: surface)
        #expect(machine.handle(.landed(id: 1, at: point(0.25, 0.5)), at: at(0)) == [])
        #expect(machine.handle(.landed(id: 2, at: point(0.75, 0.5)), at: at(5)) == [])
        return machine
    }

    /// Spread by 8 mm (4 mm each way): scale 72 / 64.
    func pinching() -> PinchMachine {
        var machine = tracking()
        #expect(machine.handle(.moved([1: point(0.25 - mm(4), 0.5), 2: point(0.75 + mm(4), 0.5)]), at: at(20)) == [
            event(at(20), 1, 0.5, 0.5, .pinch(.began, scale: 1.125)),
        ])
        return machine
    }

    func isTracking(_ machine: PinchMachine) -> Bool {
        if case .tracking = machine.state { true } else { false }
    }

    @Test func oneFingerThenTheSecondStartsTracking() {
        var machine = PinchMachine(thresholds: PinchThresholds(), geometry: surface)
        _ = machine.handle(.landed(id: 1, at: point(0.2, 0.5)), at: at(0))
        _ = machine.handle(.moved([1: point(0.25, 0.5)]), at: at(2))
        #expect(machine.state == .one(PinchMachine.Finger(id: 1, position: point(0.25, 0.5))))
        _ = machine.handle(.landed(id: 2, at: point(0.75, 0.5)), at: at(5))
        #expect(machine.state == .tracking(PinchMachine.Pair(
            first: PinchMachine.Finger(id: 1, position: point(0.25, 0.5)), second: PinchMachine.Finger(id: 2, position: point(0.75, 0.5)),
            startSpan: 64, startMidpoint: point(0.5, 0.5))))
    }

    @Test(arguments: [PinchMachine.Input.lifted(id: 1), .cancelled(id: 1)])
    func lastFingerGoneIsIdle(_ input: PinchMachine.Input) {
        var machine = PinchMachine(thresholds: PinchThresholds(), geometry: surface)
        _ = machine.handle(.landed(id: 1, at: point(0.2, 0.5)), at: at(0))
        #expect(machine.handle(input, at: at(10)) == [])
        #expect(machine.state == .idle)
    }

    @Test func spanChangeJustBelowTheThresholdKeepsTracking() {
        var machine = tracking()
        #expect(machine.handle(.moved([1: point(0.25 - mm(3.5), 0.5), 2: point(0.75 + mm(4), 0.5)]), at: at(20)) == [])
        #expect(isTracking(machine))
    }

    @Test func spanChangeAtTheThresholdBegins() {
        _ = pinching()
    }

    @Test func oneFingerMovingAwayIsAPinch() {
        var machine = tracking()
        #expect(machine.handle(.moved([2: point(0.75 + mm(8), 0.5)]), at: at(20)) == [
            event(at(20), 1, 0.5 + mm(4), 0.5, .pinch(.began, scale: 1.125)),
        ])
    }

    @Test func parallelMoveIsAScrollAndNeverAPinch() {
        var machine = tracking()
        #expect(machine.handle(.moved([1: point(0.25, 0.5 + mm(8)), 2: point(0.75, 0.5 + mm(8))]), at: at(20)) == [])
        #expect(machine.state == .blocked([1, 2]))
        #expect(machine.handle(.moved([1: point(0.1, 0.5), 2: point(0.9, 0.5)]), at: at(30)) == [])
    }

    @Test func spanChangeThatDoesNotDominateTranslationIsAScroll() {
        var machine = tracking()
        // Span +8 mm, midpoint moved 12 mm.
        #expect(machine.handle(.moved([1: point(0.25 + mm(8), 0.5), 2: point(0.75 + mm(16), 0.5)]), at: at(20)) == [])
        #expect(machine.state == .blocked([1, 2]))
    }

    @Test func thirdFingerWhileTrackingBlocks() {
        var machine = tracking()
        #expect(machine.handle(.landed(id: 3, at: point(0.5, 0.8)), at: at(10)) == [])
        #expect(machine.state == .blocked([1, 2, 3]))
    }

    @Test(arguments: [PinchMachine.Input.lifted(id: 1), .cancelled(id: 1)])
    func fingerGoneWhileTrackingLeavesTheOther(_ input: PinchMachine.Input) {
        var machine = tracking()
        #expect(machine.handle(input, at: at(10)) == [])
        #expect(machine.state == .one(PinchMachine.Finger(id: 2, position: point(0.75, 0.5))))
    }

    @Test func pinchReportsScaleAndFocalPoint() {
        var machine = pinching()
        // Pinch in around (0.5, 0.25): span 32 mm.
        #expect(machine.handle(.moved([1: point(0.375, 0.25), 2: point(0.625, 0.25)]), at: at(30)) == [
            event(at(30), 1, 0.5, 0.25, .pinch(.changed, scale: 0.5)),
        ])
        #expect(machine.handle(.moved([3: point(0.1, 0.1)]), at: at(40)) == [])
    }

    @Test func liftEndsThePinch() {
        var machine = pinching()
        #expect(machine.handle(.lifted(id: 2), at: at(50)) == [event(at(50), 1, 0.5, 0.5, .pinch(.ended, scale: 1.125))])
        #expect(machine.state == .blocked([1]))
    }

    @Test func cancelCancelsThePinch() {
        var machine = pinching()
        #expect(machine.handle(.cancelled(id: 1), at: at(50)) == [event(at(50), 1, 0.5, 0.5, .pinch(.cancelled, scale: 1.125))])
        #expect(machine.state == .blocked([2]))
    }

    @Test func thirdFingerCancelsThePinch() {
        var machine = pinching()
        #expect(machine.handle(.landed(id: 3, at: point(0.5, 0.8)), at: at(50)) == [event(at(50), 1, 0.5, 0.5, .pinch(.cancelled, scale: 1.125))])
        #expect(machine.state == .blocked([1, 2, 3]))
    }

    @Test func blockedUntilEveryFingerLifts() {
        var machine = pinching()
        _ = machine.handle(.lifted(id: 2), at: at(50))
        _ = machine.handle(.landed(id: 4, at: point(0.8, 0.5)), at: at(60))
        #expect(machine.handle(.moved([1: point(0.1, 0.5), 4: point(0.9, 0.5)]), at: at(70)) == [])
        _ = machine.handle(.lifted(id: 1), at: at(80))
        #expect(machine.state == .blocked([4]))
        _ = machine.handle(.cancelled(id: 4), at: at(90))
        #expect(machine.state == .idle)
    }

    @Test func blockedListsEachFingerOnceInIdOrder() {
        var machine = PinchMachine(thresholds: PinchThresholds(), geometry: surface)
        _ = machine.handle(.landed(id: 7, at: point(0.2, 0.5)), at: at(0))
        _ = machine.handle(.landed(id: 5, at: point(0.4, 0.5)), at: at(10))
        _ = machine.handle(.landed(id: 6, at: point(0.6, 0.5)), at: at(20))
        #expect(machine.state == .blocked([5, 6, 7]))
        _ = machine.handle(.landed(id: 3, at: point(0.8, 0.5)), at: at(30))
        _ = machine.handle(.landed(id: 6, at: point(0.8, 0.5)), at: at(40))
        #expect(machine.state == .blocked([3, 5, 6, 7]))
    }

    @Test func unknownFingersAreIgnored() {
        var machine = PinchMachine(thresholds: PinchThresholds(), geometry: surface)
        #expect(machine.handle(.lifted(id: 9), at: at(0)) == [])
        #expect(machine.handle(.moved([9: point(0.5, 0.5)]), at: at(0)) == [])
        var pinch = pinching()
        #expect(pinch.handle(.lifted(id: 9), at: at(60)) == [])
        #expect(pinch.handle(.cancelled(id: 9), at: at(60)) == [])
        #expect(pinch.state == pinching().state)
    }

    @Test func fingersLandingOnOnePointHaveScaleOne() {
        var machine = PinchMachine(thresholds: PinchThresholds(), geometry: surface)
        _ = machine.handle(.landed(id: 1, at: point(0.5, 0.5)), at: at(0))
        _ = machine.handle(.landed(id: 2, at: point(0.5, 0.5)), at: at(0))
        #expect(machine.handle(.moved([1: point(0.5 - mm(8), 0.5), 2: point(0.5 + mm(8), 0.5)]), at: at(10)) == [
            event(at(10), 1, 0.5, 0.5, .pinch(.began, scale: 1)),
        ])
    }
}
