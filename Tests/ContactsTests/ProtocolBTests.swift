// SPDX-License-Identifier: MIT
import Contacts
import InputEvents
import Testing

@Suite struct ProtocolBTests {
    @Test func oneContactBeginsMovesAndEnds() throws {
        var tracker = try ContactTracker(device: TestDevices.protocolB())
        var script = EventScript()
        script.slot(0); script.track(7); script.mt(x: 250, y: 125); script.report()
        script.mt(x: 500, y: 250); script.report()
        script.track(-1); script.report()
        let frames = tracker.frames(script)
        #expect(frames == [
            TouchFrame(time: .milliseconds(0), contacts: [Contact(id: 0, tool: .finger, phase: .began, position: Point(x: 0.25, y: 0.25))]),
            TouchFrame(time: .milliseconds(10), contacts: [Contact(id: 0, tool: .finger, phase: .changed, position: Point(x: 0.5, y: 0.5))]),
            TouchFrame(time: .milliseconds(20), contacts: [Contact(id: 0, tool: .finger, phase: .ended, position: Point(x: 0.5, y: 0.5))]),
        ])
        #expect(tracker.takeDiagnostics() == [])
    }

    @Test func framesThatChangeNothingAreNotEmitted() throws {
        var tracker = try ContactTracker(device: TestDevices.protocolB())
        var script = EventScript()
        script.track(1); script.mt(x: 10, y: 10); script.report()
        script.abs(AbsCode.mtTouchMajor, 30); script.report() // size only
        script.report() // empty frame
        script.abs(AbsCode.mtPositionX, 20); script.report()
        let frames = tracker.frames(script)
        #expect(frames.map(\.time) == [.milliseconds(0), .milliseconds(30)])
        #expect(tracker.frames({ var s = EventScript(); s.report(); return s }()) == [])
    }

    @Test func eventsBeforeAnySlotGoToSlotZero() throws {
        var tracker = try ContactTracker(device: TestDevices.protocolB())
        var script = EventScript()
        script.track(3); script.mt(x: 1000, y: 0); script.report()
        script.slot(1); script.track(4); script.mt(x: 0, y: 500); script.report()
        script.slot(0); script.abs(AbsCode.mtPositionX, 0); script.report()
        let frames = tracker.frames(script)
        #expect(phases(frames) == [[0: .began], [0: .changed, 1: .began], [0: .changed, 1: .changed]])
        #expect(frames.last?.contacts.map(\.position) == [Point(x: 0, y: 0), Point(x: 0, y: 1)])
    }

    /// A live device opened while its kernel state is on slot 2 sends no ABS_MT_SLOT for slot 2.
    @Test func eventsBeforeAnySlotGoToTheSlotTheDeviceWasOn() throws {
        var device = TestDevices.protocolB()
        device.absInfo[AbsCode.mtSlot]?.value = 2
        var tracker = try ContactTracker(device: device)
        var script = EventScript()
        script.track(3); script.mt(x: 1000, y: 0); script.report()
        script.slot(0); script.track(4); script.mt(x: 0, y: 500); script.report()
        script.slot(2); script.abs(AbsCode.mtPositionX, 0); script.report()
        let frames = tracker.frames(script)
        #expect(phases(frames) == [[0: .began], [0: .changed, 1: .began], [0: .changed, 1: .changed]])
        // Contact 0 is the one on slot 2: the last frame moved it, not contact 1 on slot 0.
        #expect(frames.last?.contacts.map(\.position) == [Point(x: 0, y: 0), Point(x: 0, y: 1)])
    }

    @Test func aReusedSlotGivesANewIDAndKeepsUnchangedValues() throws {
        var tracker = try ContactTracker(device: TestDevices.protocolB())
        var script = EventScript()
        script.slot(2); script.track(10); script.mt(x: 100, y: 100); script.report()
        script.track(-1); script.report()
        // The kernel does not resend a position equal to the slot's last one.
        script.track(11); script.report()
        let frames = tracker.frames(script)
        #expect(phases(frames) == [[0: .began], [0: .ended], [1: .began]])
        #expect(frames[2].contacts[0].position == Point(x: 0.1, y: 0.2))
    }

    @Test func aTrackingIDReplacedWithoutLiftEndsTheOldContact() throws {
        var tracker = try ContactTracker(device: TestDevices.protocolB())
        var script = EventScript()
        script.track(1); script.mt(x: 100, y: 100); script.report()
        script.track(2); script.mt(x: 900, y: 400); script.report()
        let frames = tracker.frames(script)
        #expect(frames[1].contacts == [
            Contact(id: 0, tool: .finger, phase: .ended, position: Point(x: 0.1, y: 0.2)),
            Contact(id: 1, tool: .finger, phase: .began, position: Point(x: 0.9, y: 0.8)),
        ])
    }

    @Test func aContactLiftedInTheFrameItLandedIsNeverReported() throws {
        var tracker = try ContactTracker(device: TestDevices.protocolB())
        var script = EventScript()
        script.track(1); script.mt(x: 100, y: 100); script.track(-1); script.report()
        #expect(tracker.frames(script) == [])
    }

    @Test(arguments: [Int32(10), -1, Int32.max, Int32.min])
    func outOfRangeSlotsAreIgnoredUntilTheNextValidSlot(slot: Int32) throws {
        var tracker = try ContactTracker(device: TestDevices.protocolB())
        var script = EventScript()
        script.slot(slot); script.track(5); script.mt(x: 100, y: 100); script.report()
        script.slot(1); script.track(6); script.mt(x: 200, y: 100); script.report()
        let frames = tracker.frames(script)
        #expect(frames == [TouchFrame(time: .milliseconds(10), contacts: [
            Contact(id: 0, tool: .finger, phase: .began, position: Point(x: 0.2, y: 0.2))])])
        #expect(tracker.takeDiagnostics() == [.slotOutOfRange(slot: slot, slots: 10)])
        #expect(tracker.takeDiagnostics() == [])
    }

    @Test func theSlotCountIsCappedAt64() throws {
        var tracker = try ContactTracker(device: TestDevices.protocolB(slotMaximum: .max))
        var script = EventScript()
        script.slot(63); script.track(1); script.mt(x: 0, y: 0); script.report()
        script.slot(64); script.track(2); script.report()
        #expect(phases(tracker.frames(script)) == [[0: .began]])
        #expect(tracker.takeDiagnostics() == [.slotOutOfRange(slot: 64, slots: 64)])
    }

    @Test func penToolTypeIsAPenAndAPalmIsNoContact() throws {
        var tracker = try ContactTracker(device: TestDevices.protocolB())
        var script = EventScript()
        script.slot(0); script.track(1); script.abs(AbsCode.mtToolType, MTToolType.pen); script.mt(x: 0, y: 0)
        script.slot(1); script.track(2); script.abs(AbsCode.mtToolType, MTToolType.palm); script.mt(x: 500, y: 0)
        script.report()
        script.slot(1); script.abs(AbsCode.mtPositionX, 600); script.report()
        script.track(-1); script.report()
        let frames = tracker.frames(script)
        #expect(frames.map { $0.contacts.map(\.tool) } == [[.pen]])
        #expect(phases(frames) == [[0: .began]])
    }

    @Test func aFingerThatBecomesAPalmIsCancelledUntilLifted() throws {
        var tracker = try ContactTracker(device: TestDevices.protocolB())
        var script = EventScript()
        script.track(1); script.mt(x: 0, y: 0); script.report()
        script.abs(AbsCode.mtToolType, MTToolType.palm); script.report()
        script.abs(AbsCode.mtToolType, MTToolType.finger); script.abs(AbsCode.mtPositionX, 100); script.report()
        script.track(-1); script.report()
        script.track(2); script.report()
        #expect(phases(tracker.frames(script)) == [[0: .began], [0: .cancelled], [1: .began]])
    }

    @Test func singleTouchEmulationNeverCountsAContactTwice() throws {
        var tracker = try ContactTracker(device: TestDevices.protocolB())
        var script = EventScript()
        script.track(1); script.mt(x: 100, y: 100)
        script.key(KeyCode.btnTouch, 1); script.key(KeyCode.btnToolFinger, 1); script.st(x: 100, y: 100); script.report()
        script.abs(AbsCode.x, 300); script.report()
        script.track(-1); script.key(KeyCode.btnTouch, 0); script.key(KeyCode.btnToolFinger, 0); script.report()
        #expect(phases(tracker.frames(script)) == [[0: .began], [0: .ended]])
    }

    @Test func forceComesFromMultitouchPressure() throws {
        var tracker = try ContactTracker(device: TestDevices.protocolB(mtPressure: true, stPressure: true))
        #expect(tracker.reportsForce)
        var script = EventScript()
        script.track(1); script.mt(x: 0, y: 0); script.abs(AbsCode.mtPressure, 51); script.abs(AbsCode.pressure, 255); script.report()
        script.abs(AbsCode.mtPressure, 255); script.report()
        script.abs(AbsCode.mtPressure, .max); script.report()
        #expect(tracker.frames(script).map { $0.contacts.map(\.force) } == [[0.2], [1.0]])
    }

    @Test func singleTouchPressureGoesToTheOldestContact() throws {
        var tracker = try ContactTracker(device: TestDevices.protocolB(stPressure: true))
        #expect(tracker.reportsForce)
        var script = EventScript()
        script.slot(3); script.track(1); script.mt(x: 0, y: 0); script.abs(AbsCode.pressure, 51); script.report()
        script.slot(0); script.track(2); script.mt(x: 10, y: 0); script.abs(AbsCode.pressure, 102); script.report()
        script.slot(3); script.track(-1); script.abs(AbsCode.pressure, 153); script.report()
        let frames = tracker.frames(script)
        #expect(frames.map { $0.contacts.map(\.force) } == [[0.2], [0.4, nil], [0.4, 0.6]])
        #expect(phases(frames)[2] == [0: .ended, 1: .changed])
    }

    /// A touchpad carries its pressure for force clicks, and its button (`BTN_LEFT`) in every frame:
    /// a frame that changes only the button is news.
    @Test func aTouchpadCarriesItsPressureAndItsButton() throws {
        var touchpad = TestDevices.protocolB(mtPressure: true)
        touchpad.properties = [InputProperty.buttonpad]
        var tracker = try ContactTracker(device: touchpad)
        #expect(tracker.isTouchpad && tracker.reportsForce)
        #expect(tracker.pressureScale == PressureScale(fullScaleGrams: nil))
        var script = EventScript()
        script.track(1); script.mt(x: 0, y: 0); script.abs(AbsCode.mtPressure, 51); script.report()
        script.key(KeyCode.btnLeft, 1); script.report()
        script.abs(AbsCode.mtPressure, 204); script.report()
        script.key(KeyCode.btnLeft, 0); script.report()
        script.track(-1); script.report()
        let frames = tracker.frames(script)
        #expect(frames.map { $0.contacts.map(\.force) } == [[0.2], [0.2], [0.8], [0.8], [0.8]])
        #expect(frames.map(\.buttonDown) == [false, true, true, false, false])
        #expect(tracker.cancelAll(at: Timestamp(microseconds: 0)) == nil)
    }

    @Test func aPressurePadsResolutionIsUnitsPerGram() throws {
        var pad = TestDevices.protocolB(mtPressure: true)
        pad.properties = [InputProperty.buttonpad, InputProperty.pressurePad]
        pad.absInfo[AbsCode.mtPressure]?.resolution = 4
        #expect(try ContactTracker(device: pad).pressureScale == PressureScale(fullScaleGrams: 255.0 / 4))
    }

    /// A touchscreen's BTN_LEFT (some report one) is no click: its frames never carry the button.
    @Test func aTouchscreensButtonIsNotCarried() throws {
        var screen = TestDevices.protocolB(mtPressure: true)
        screen.properties = [InputProperty.direct]
        var tracker = try ContactTracker(device: screen)
        #expect(!tracker.isTouchpad)
        var script = EventScript()
        script.track(1); script.mt(x: 0, y: 0); script.report()
        script.key(KeyCode.btnLeft, 1); script.report()
        #expect(tracker.frames(script).map(\.buttonDown) == [false])
    }

    @Test func noPressureAxisMeansNoForce() throws {
        var tracker = try ContactTracker(device: TestDevices.protocolB())
        #expect(!tracker.reportsForce)
        var script = EventScript()
        script.track(1); script.mt(x: 0, y: 0); script.abs(AbsCode.pressure, 51); script.report()
        #expect(tracker.frames(script).map { $0.contacts.map(\.force) } == [[nil]])
    }

    @Test func extremeValuesAreClamped() throws {
        var tracker = try ContactTracker(device: TestDevices.protocolB(mtPressure: true))
        var script = EventScript()
        script.track(.max); script.mt(x: .min, y: .max); script.abs(AbsCode.mtPressure, .min); script.report()
        script.abs(AbsCode.mtToolType, .min); script.abs(AbsCode.mtTrackingID, .min); script.report()
        let frames = tracker.frames(script)
        #expect(frames.map(\.contacts) == [
            [Contact(id: 0, tool: .finger, phase: .began, position: Point(x: 0, y: 1), force: 0)],
            [Contact(id: 0, tool: .finger, phase: .ended, position: Point(x: 0, y: 1), force: 0)],
        ])
    }
}
