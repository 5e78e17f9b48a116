// SPDX-License-Identifier: MIT
@testable import Contacts
import InputEvents
import Testing

@Suite struct SingleTouchTests {
    @Test func aPanelWithBTNTouch() throws {
        var tracker = try ContactTracker(device: TestDevices.singleTouch(button: true, pressure: false))
        #expect(!tracker.reportsForce)
        var script = EventScript()
        script.st(x: 600, y: 350); script.report() // no touch yet
        script.key(KeyCode.btnTouch, 1); script.report()
        script.abs(AbsCode.x, 1100); script.report()
        script.key(KeyCode.btnTouch, 0); script.report()
        #expect(tracker.frames(script).map(\.contacts) == [
            [Contact(id: 0, tool: .finger, phase: .began, position: Point(x: 0.5, y: 0.25))],
            [Contact(id: 0, tool: .finger, phase: .changed, position: Point(x: 1, y: 0.25))],
            [Contact(id: 0, tool: .finger, phase: .ended, position: Point(x: 1, y: 0.25))],
        ])
    }

    @Test func withoutBTNTouchPressureAboveTheMinimumTouches() throws {
        var tracker = try ContactTracker(device: TestDevices.singleTouch(button: false, pressure: true))
        #expect(tracker.reportsForce)
        var script = EventScript()
        script.st(x: 100, y: 100); script.abs(AbsCode.pressure, 0); script.report()
        script.abs(AbsCode.pressure, 25); script.report()
        script.abs(AbsCode.pressure, 0); script.report()
        #expect(tracker.frames(script).map(\.contacts) == [
            [Contact(id: 0, tool: .finger, phase: .began, position: Point(x: 0, y: 0), force: 0.25)],
            [Contact(id: 0, tool: .finger, phase: .ended, position: Point(x: 0, y: 0), force: 0.25)],
        ])
    }

    @Test func onAPanelWithBTNTouchPressureAloneIsNoTouch() throws {
        var tracker = try ContactTracker(device: TestDevices.singleTouch(button: true, pressure: true))
        var script = EventScript()
        script.st(x: 100, y: 100); script.abs(AbsCode.pressure, 50); script.report()
        #expect(tracker.frames(script) == [])
    }

    @Test func aPenTouchesByPressureNotByBTNTouch() throws {
        var tracker = try ContactTracker(device: TestDevices.pen())
        var script = EventScript()
        script.key(KeyCode.btnToolPen, 1); script.key(KeyCode.btnTouch, 1); script.st(x: 0, y: 0); script.report()
        script.key(KeyCode.btnTouch, 0); script.abs(AbsCode.pressure, 300); script.report()
        #expect(phases(tracker.frames(script)) == [[0: .began]])
    }

    @Test func aTouchWithNoToolAnnouncedIsAFingerOnPanelsDeclaringPens() throws {
        var tracker = try ContactTracker(device: TestDevices.singleTouch(button: true, pressure: false, penTool: true))
        var script = EventScript()
        script.key(KeyCode.btnTouch, 1); script.report()
        #expect(tracker.frames(script).map { $0.contacts.map(\.tool) } == [[.finger]])
    }

    @Test func aPenHoversTouchesAndLeaves() throws {
        var tracker = try ContactTracker(device: TestDevices.pen())
        var script = EventScript()
        script.key(KeyCode.btnToolPen, 1); script.st(x: 1000, y: 500); script.abs(AbsCode.distance, 20); script.report()
        script.key(KeyCode.btnTouch, 1); script.abs(AbsCode.distance, 0); script.abs(AbsCode.pressure, 1023)
        script.abs(AbsCode.tiltX, 57); script.abs(AbsCode.tiltY, -57); script.report()
        script.key(KeyCode.btnTouch, 0); script.abs(AbsCode.pressure, 0); script.report()
        script.key(KeyCode.btnToolPen, 0); script.report()
        let frames = tracker.frames(script)
        let tilt = Point(x: 180 / Double.pi, y: -180 / Double.pi)
        #expect(frames.map(\.contacts) == [
            [Contact(id: 0, tool: .pen, phase: .began, position: Point(x: 0.5, y: 0.5), force: 1, tilt: tilt)],
            [Contact(id: 0, tool: .pen, phase: .ended, position: Point(x: 0.5, y: 0.5), force: 1, tilt: tilt)],
        ])
        #expect(frames.map(\.time) == [.milliseconds(10), .milliseconds(20)])
    }

    @Test func leavingProximityWhileTouchingEndsTheContact() throws {
        var tracker = try ContactTracker(device: TestDevices.pen())
        var script = EventScript()
        script.key(KeyCode.btnToolRubber, 1); script.key(KeyCode.btnTouch, 1); script.abs(AbsCode.pressure, 500); script.report()
        script.key(KeyCode.btnToolRubber, 0); script.report()
        let frames = tracker.frames(script)
        #expect(frames.map { $0.contacts.map(\.tool) } == [[.eraser], [.eraser]])
        #expect(phases(frames) == [[0: .began], [0: .ended]])
    }

    @Test func hoverStateIsKeptInside() {
        var tracker = SingleTouchTracker(
            device: TestDevices.pen(), axes: PositionAxes.singleTouch(of: TestDevices.pen())!, signal: .button, pensOnly: false)
        var context = TrackingContext()
        tracker.record(type: EventType.key, code: KeyCode.btnToolPen, value: 1)
        tracker.record(type: EventType.abs, code: AbsCode.distance, value: 12)
        #expect(tracker.handle(.report, context: &context) == nil)
        #expect(tracker.state == .hovering(.pen, distance: 12))
    }

    @Test(arguments: [KeyCode.btnToolMouse, KeyCode.btnToolLens])
    func cursorsAreNoTouch(tool: UInt16) throws {
        var tracker = try ContactTracker(device: TestDevices.pen())
        var script = EventScript()
        script.key(tool, 1); script.key(KeyCode.btnTouch, 1); script.abs(AbsCode.pressure, 500); script.report()
        #expect(tracker.frames(script) == [])
    }

    @Test func tiltWithoutResolutionMapsTheRangeToPlusMinus64Degrees() {
        let axis = AbsInfo(minimum: 0, maximum: 127)
        #expect(SingleTouchTracker.degrees(0, axis: axis) == -64)
        #expect(SingleTouchTracker.degrees(127, axis: axis) == 64)
        #expect(SingleTouchTracker.degrees(.max, axis: AbsInfo(minimum: -64, maximum: 63, resolution: 1)) == 90)
    }

    @Test func onMultitouchDevicesOnlyThePenUsesTheSingleTouchAxes() throws {
        var tracker = try ContactTracker(device: TestDevices.penAndTouch())
        var script = EventScript()
        script.track(1); script.mt(x: 0, y: 0); script.key(KeyCode.btnTouch, 1); script.st(x: 0, y: 0); script.report()
        script.track(-1); script.key(KeyCode.btnTouch, 0); script.report()
        script.key(KeyCode.btnToolPen, 1); script.key(KeyCode.btnTouch, 1); script.st(x: 500, y: 250); script.abs(AbsCode.pressure, 51)
        script.report()
        let frames = tracker.frames(script)
        #expect(frames.map(\.contacts) == [
            [Contact(id: 0, tool: .finger, phase: .began, position: Point(x: 0, y: 0), force: 0)],
            [Contact(id: 0, tool: .finger, phase: .ended, position: Point(x: 0, y: 0), force: 0)],
            // Force from libinput's lower threshold (1 % of 0...255: 2), not from the minimum.
            [Contact(id: 1, tool: .pen, phase: .began, position: Point(x: 0.5, y: 0.5), force: 49.0 / 253)],
        ])
    }
}
