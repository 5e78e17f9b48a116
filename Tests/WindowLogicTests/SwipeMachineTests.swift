// SPDX-License-Identifier: MIT
@testable import WindowLogic
import Testing

/// One test per transition of `SwipeMachine.md`.
@Suite struct SwipeMachineTests {
    let back = SwipeLayout(direction: .back, progress: 0.4)
    let release = Release.duration

    func following() -> SwipeMachine {
        var machine = SwipeMachine()
        _ = machine.handle(.show(back))
        return machine
    }

    /// Released (completed or sprung back) by a finger that lifted at time 1,000, and at its first frame then.
    func releasing(hold: Bool = false, to end: Double = 1) -> SwipeMachine {
        var machine = following()
        _ = machine.handle(end == 1 ? .complete(hold: hold, at: 1_000) : .springBack(at: 1_000))
        _ = machine.handle(.frame(1_000))
        return machine
    }

    func holding() -> SwipeMachine {
        var machine = releasing(hold: true)
        _ = machine.handle(.frame(1_000 + release))
        return machine
    }

    @Test func aPanBeginsTheSwipe() {
        var machine = SwipeMachine()
        #expect(machine.handle(.show(back)) == [.begin, .place])
        #expect(machine.state == .following(back))
    }

    @Test func thePageFollowsTheFinger() {
        var machine = following()
        let moved = SwipeLayout(direction: .back, progress: 0.6)
        #expect(machine.handle(.show(moved)) == [.place])
        #expect(machine.layout == moved)
        #expect(!machine.isReleasing)
    }

    @Test func completingFreezesThePageAndRunsOnToTheEnd() {
        var machine = following()
        #expect(machine.handle(.complete(hold: true, at: 1_000)) == [.freeze, .runFrames])
        #expect(machine.state == .releasing(back, from: 0.4, to: 1, Release(since: 1_000), hold: true))
        #expect(machine.isReleasing)
    }

    @Test func springingBackRunsTheLivePageBackToItsPlace() {
        var machine = following()
        #expect(machine.handle(.springBack(at: 1_000)) == [.runFrames])
        #expect(machine.state == .releasing(back, from: 0.4, to: 0, Release(since: 1_000), hold: false))
    }

    @Test func framesBeforeTheEndPlaceThePagesOnTheWay() {
        var machine = releasing()
        #expect(machine.handle(.frame(1_000 + release - Release.lastFrame)) == [.place])
        #expect(machine.isReleasing)
        #expect(machine.layout.map { $0.progress > 0.99 && $0.progress < 1 } == true)
    }

    @Test func theLiftStartsTheClock() {
        var machine = following()
        _ = machine.handle(.springBack(at: 5_000))
        #expect(machine.handle(.frame(5_000)) == [.place])
        #expect(machine.state == .releasing(back, from: 0.4, to: 0, Release(since: 5_000), hold: false))
    }

    @Test(arguments: [0.0, 1.0])
    func withoutAHoldTheSwipeGoesAtTheEnd(_ end: Double) {
        var machine = releasing(to: end)
        #expect(machine.handle(.frame(1_000 + release)) == [.hide, .settled])
        #expect(machine.state == .hidden)
    }

    @Test func withAHoldTheDestinationStaysInPlace() {
        var machine = releasing(hold: true)
        #expect(machine.handle(.frame(1_000 + release)) == [.place, .limitHold(1), .settled])
        #expect(machine.state == .holding(SwipeLayout(direction: .back, progress: 1), hold: 1))
        #expect(!machine.isReleasing)
    }

    @Test func loadedDuringTheReleaseItGoesAtTheEnd() {
        var machine = releasing(hold: true)
        #expect(machine.handle(.reveal) == [])
        #expect(machine.handle(.frame(1_000 + release)) == [.hide, .settled])
    }

    @Test func loadedWhileHeldItGoes() {
        var machine = holding()
        #expect(machine.handle(.reveal) == [.hide])
        #expect(machine.state == .hidden)
    }

    @Test func aHoldGoesAtItsLimitButNotAtAnEarlierOnes() {
        var machine = holding()
        _ = machine.handle(.reveal)
        _ = machine.handle(.show(back))
        _ = machine.handle(.complete(hold: true, at: 1_000))
        _ = machine.handle(.frame(0))
        _ = machine.handle(.frame(release))
        #expect(machine.handle(.holdExpired(1)) == [])
        #expect(machine.handle(.holdExpired(2)) == [.hide])
        #expect(machine.state == .hidden)
    }

    @Test func aNewPanDuringAReleaseBeginsAgainAndSettlesLast() {
        var machine = releasing()
        #expect(machine.handle(.show(back)) == [.hide, .begin, .place, .settled])
        #expect(machine.state == .following(back))
    }

    @Test func aNewPanWhileHeldBeginsAgain() {
        var machine = holding()
        #expect(machine.handle(.show(back)) == [.hide, .begin, .place])
        #expect(machine.state == .following(back))
    }

    @Test func stoppedItGoesAtOnce() {
        var following = following(), releasing = releasing(), holding = holding()
        #expect(following.handle(.stop) == [.hide])
        #expect(releasing.handle(.stop) == [.hide, .settled])
        #expect(holding.handle(.stop) == [.hide])
        #expect([following.state, releasing.state, holding.state] == [.hidden, .hidden, .hidden])
    }

    @Test func inputsWithNothingToDoChangeNothing() {
        let cases: [(SwipeMachine, [SwipeMachine.Input])] = [
            (SwipeMachine(), [.complete(hold: true, at: 1_000), .springBack(at: 1_000), .reveal, .frame(1), .holdExpired(1), .stop]),
            (following(), [.reveal, .frame(1), .holdExpired(1)]),
            (releasing(), [.complete(hold: true, at: 1_000), .springBack(at: 1_000), .reveal, .holdExpired(1)]),
            (holding(), [.complete(hold: true, at: 1_000), .springBack(at: 1_000), .frame(1), .holdExpired(2)]),
        ]
        for (machine, inputs) in cases {
            for input in inputs {
                var copy = machine
                #expect(copy.handle(input) == [], "\(input) in \(machine.state)")
                #expect(copy.state == machine.state)
            }
        }
    }
}
