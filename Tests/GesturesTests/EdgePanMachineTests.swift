// SPDX-License-Identifier: MIT
import Contacts
@testable import Gestures
import InputEvents
import Testing

@Suite struct EdgePanMachineTests {
    func machine(geometry: SurfaceGeometry = surface) -> EdgePanMachine {
        EdgePanMachine(contact: 1, tool: .finger, thresholds: EdgePanThresholds(), slop: ToolThresholds.finger.slop, geometry: geometry)
    }

    /// A machine armed at the left edge, landed at (0, 0.5).
    func armed() -> EdgePanMachine {
        var machine = machine()
        #expect(machine.handle(.down(point(0, 0.5)), at: at(0)) == [])
        return machine
    }

    /// A machine panning from the left edge at progress 0.1.
    func panning() -> EdgePanMachine {
        var machine = armed()
        #expect(machine.handle(.move(point(0.1, 0.5)), at: at(10)) == [
            event(at(10), 1, 0.1, 0.5, .edgePan(.began, edge: .left, progress: 0.1, committed: nil)),
        ])
        return machine
    }

    @Test func landingAtTheZoneBoundaryArms() {
        var machine = machine()
        _ = machine.handle(.down(point(mm(6), 0.5)), at: at(0))
        #expect(machine.state == .armed(EdgePanMachine.Armed(edge: .left, origin: point(mm(6), 0.5))))
    }

    @Test func landingJustOutsideTheZoneIsNeverAnEdgePan() {
        var machine = machine()
        _ = machine.handle(.down(point(mm(6 + 1.0 / 128), 0.5)), at: at(0))
        #expect(machine.state == .done)
        #expect(machine.handle(.move(point(0.5, 0.5)), at: at(10)) == [])
    }

    @Test(arguments: [(point(0.5, 0.01), Edge.top), (point(0.5, 0.99), .bottom), (point(0.99, 0.5), .right), (point(0.01, 0.5), .left)])
    func landingPicksTheEdge(_ landing: Point, _ edge: Edge) {
        var machine = machine()
        _ = machine.handle(.down(landing), at: at(0))
        #expect(machine.state == .armed(EdgePanMachine.Armed(edge: edge, origin: landing)))
    }

    @Test func cornerPicksTheNearestEdge() {
        var machine = machine()
        _ = machine.handle(.down(point(0.02, 0.01)), at: at(0))
        #expect(machine.state == .armed(EdgePanMachine.Armed(edge: .top, origin: point(0.02, 0.01))))
    }

    @Test func zoneWithoutResolutionIsAFractionOfTheDiagonal() {
        var inside = machine(geometry: unitless)
        _ = inside.handle(.down(point(0.03 * 2.0.squareRoot(), 0.5)), at: at(0))
        #expect(inside.state != .done)
        var outside = machine(geometry: unitless)
        _ = outside.handle(.down(point(0.043, 0.5)), at: at(0))
        #expect(outside.state == .done)
    }

    @Test func inwardMoveExactlyAtSlopStaysArmed() {
        var machine = armed()
        #expect(machine.handle(.move(point(mm(3), 0.5)), at: at(10)) == [])
        #expect(machine.state == .armed(EdgePanMachine.Armed(edge: .left, origin: point(0, 0.5))))
    }

    @Test func inwardMoveJustBeyondSlopBegins() {
        var machine = armed()
        let x = mm(3 + 1.0 / 128)
        #expect(machine.handle(.move(point(x, 0.5)), at: at(10)) == [
            event(at(10), 1, x, 0.5, .edgePan(.began, edge: .left, progress: x, committed: nil)),
        ])
    }

    @Test func moveAlongTheEdgeBeyondSlopRejects() {
        var machine = armed()
        #expect(machine.handle(.move(point(mm(2), 0.5 + mm(3.5))), at: at(10)) == [])
        #expect(machine.state == .done)
        #expect(machine.handle(.move(point(0.5, 0.5)), at: at(20)) == [])
    }

    @Test func panReportsProgressChanges() {
        var machine = panning()
        #expect(machine.handle(.move(point(0.2, 0.6)), at: at(20)) == [
            event(at(20), 1, 0.2, 0.6, .edgePan(.changed, edge: .left, progress: 0.2, committed: nil)),
        ])
        #expect(machine.handle(.move(point(0.2, 0.7)), at: at(30)) == [])
    }

    @Test func liftAtCommitProgressCommits() {
        var machine = panning()
        #expect(machine.handle(.lift(point(0.3, 0.5)), at: at(40)) == [
            event(at(40), 1, 0.3, 0.5, .edgePan(.ended, edge: .left, progress: 0.3, committed: true)),
        ])
        #expect(machine.state == .done)
    }

    @Test func liftJustBelowCommitProgressDoesNotCommit() {
        var machine = panning()
        #expect(machine.handle(.lift(point(0.2999, 0.5)), at: at(40)) == [
            event(at(40), 1, 0.2999, 0.5, .edgePan(.ended, edge: .left, progress: 0.2999, committed: false)),
        ])
    }

    @Test(arguments: [EdgePanMachine.Input.cancel, .claim])
    func panIsCancelled(_ input: EdgePanMachine.Input) {
        var machine = panning()
        #expect(machine.handle(input, at: at(40)) == [
            event(at(40), 1, 0.1, 0.5, .edgePan(.cancelled, edge: .left, progress: 0.1, committed: nil)),
        ])
        #expect(machine.state == .done)
    }

    @Test(arguments: [EdgePanMachine.Input.lift(point(0, 0.5)), .cancel, .claim])
    func armedEndsSilently(_ input: EdgePanMachine.Input) {
        var machine = armed()
        #expect(machine.handle(input, at: at(40)) == [])
        #expect(machine.state == .done)
    }

    @Test func claimBeforeLandingIsDone() {
        var machine = machine()
        #expect(machine.handle(.claim, at: at(0)) == [])
        #expect(machine.handle(.down(point(0, 0.5)), at: at(0)) == [])
        #expect(machine.state == .done)
    }

    @Test func progressIsClampedToTheSurface() {
        var machine = panning()
        _ = machine.handle(.move(point(-0.2, 0.5)), at: at(20))
        #expect(machine.handle(.lift(point(1.5, 0.5)), at: at(30)) == [
            event(at(30), 1, 1.5, 0.5, .edgePan(.ended, edge: .left, progress: 1, committed: true)),
        ])
    }
}
