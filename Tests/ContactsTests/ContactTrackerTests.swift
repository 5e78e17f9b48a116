// SPDX-License-Identifier: MIT
import Contacts
import InputEvents
import Testing

@Suite struct ContactTrackerTests {
    @Test func synDroppedDropsUpToTheReportAndCancelsEveryContact() throws {
        var tracker = try ContactTracker(device: TestDevices.protocolB())
        var script = EventScript()
        script.slot(0); script.track(1); script.mt(x: 100, y: 100)
        script.slot(1); script.track(2); script.mt(x: 200, y: 100); script.report()
        script.slot(0); script.abs(AbsCode.mtPositionX, 150)
        script.syn(SynCode.dropped)
        script.slot(1); script.track(-1); script.track(3); script.report() // dropped, this report included
        script.slot(0); script.abs(AbsCode.mtPositionX, 300); script.report() // stale: no resurrection
        script.track(-1); script.report()
        script.track(4); script.report()
        let frames = tracker.frames(script)
        #expect(frames.map(\.time) == [.milliseconds(0), .milliseconds(10), .milliseconds(40)])
        #expect(frames[1].contacts == [
            Contact(id: 0, tool: .finger, phase: .cancelled, position: Point(x: 0.1, y: 0.2)),
            Contact(id: 1, tool: .finger, phase: .cancelled, position: Point(x: 0.2, y: 0.2)),
        ])
        #expect(frames[2].contacts == [Contact(id: 2, tool: .finger, phase: .began, position: Point(x: 0.3, y: 0.2))])
        #expect(tracker.takeDiagnostics() == [.eventsDropped(at: .milliseconds(10))])
    }

    @Test func synDroppedCancelsAPenUntilItLifts() throws {
        var tracker = try ContactTracker(device: TestDevices.pen())
        var script = EventScript()
        script.key(KeyCode.btnToolPen, 1); script.abs(AbsCode.pressure, 300); script.report()
        script.syn(SynCode.dropped); script.report()
        script.abs(AbsCode.x, 700); script.report()
        script.abs(AbsCode.pressure, 0); script.report()
        script.abs(AbsCode.pressure, 300); script.report()
        #expect(phases(tracker.frames(script)) == [[0: .began], [0: .cancelled], [1: .began]])
    }

    @Test func synDroppedInProtocolACancelsAndTheNextListStartsAfresh() throws {
        var tracker = try ContactTracker(device: TestDevices.protocolA())
        var script = EventScript()
        ProtocolATests.frame(&script, [(100, 100)])
        script.syn(SynCode.dropped); ProtocolATests.frame(&script, [(100, 100)])
        ProtocolATests.frame(&script, [(100, 100)])
        #expect(phases(tracker.frames(script)) == [[0: .began], [0: .cancelled], [1: .began]])
    }

    @Test func cancelAllCancelsEveryLiveContactOnce() throws {
        var tracker = try ContactTracker(device: TestDevices.protocolB())
        var script = EventScript()
        script.track(1); script.mt(x: 0, y: 0); script.report()
        _ = tracker.frames(script)
        #expect(tracker.cancelAll(at: .milliseconds(99)) == TouchFrame(time: .milliseconds(99), contacts: [
            Contact(id: 0, tool: .finger, phase: .cancelled, position: Point(x: 0, y: 0))]))
        #expect(tracker.cancelAll(at: .milliseconds(100)) == nil)
    }

    @Test func unknownTypesAndCodesArePassedOver() throws {
        var tracker = try ContactTracker(device: TestDevices.protocolB())
        let noise = [
            InputEvent(time: .milliseconds(0), type: EventType.msc, code: 4, value: 1),
            InputEvent(time: .milliseconds(0), type: 0xff, code: 0xffff, value: .min),
            InputEvent(time: .milliseconds(0), type: EventType.abs, code: 0xffff, value: .max),
            InputEvent(time: .milliseconds(0), type: EventType.syn, code: 0xff, value: 0),
            InputEvent(time: .milliseconds(0), type: EventType.syn, code: SynCode.report, value: 0),
        ]
        #expect(noise.compactMap { tracker.handle($0) } == [])
        #expect(tracker.takeDiagnostics() == [])
    }

    @Test func diagnosticsAreCappedAndCounted() throws {
        var tracker = try ContactTracker(device: TestDevices.protocolB())
        var script = EventScript()
        for _ in 0..<105 { script.slot(-1) }
        _ = tracker.frames(script)
        let diagnostics = tracker.takeDiagnostics()
        #expect(diagnostics.count == 101)
        #expect(diagnostics.last == .suppressed(count: 5))
    }

    /// The messages printed on stderr, made from the values at the edge.
    @Test func diagnosticsReadAsTheyAlwaysHave() {
        let messages: [(TrackingDiagnostic, String)] = [
            (.eventsDropped(at: .milliseconds(10)), "SYN_DROPPED at 0.010000: events were lost, every contact is cancelled"),
            (.slotOutOfRange(slot: -1, slots: 10), "ABS_MT_SLOT -1 is outside 0...9: its events are ignored until the next valid slot"),
            (.unreportedContactValues, "ABS_MT_* values without SYN_MT_REPORT before SYN_REPORT: ignored"),
            (.contactWithoutPosition, "SYN_MT_REPORT for a contact without ABS_MT_POSITION_X and _Y: ignored"),
            (.tooManyContacts(limit: 64), "more than 64 contacts in one frame: the rest are ignored"),
            (.suppressed(count: 5), "5 more diagnostics suppressed"),
        ]
        for (diagnostic, message) in messages {
            #expect(diagnostic.description == message)
        }
    }

    @Test func geometryComesFromTheDevice() throws {
        let tracker = try ContactTracker(device: TestDevices.protocolB())
        #expect(tracker.geometry == SurfaceGeometry(widthMillimetres: 100, heightMillimetres: 50))
    }

    @Test func devicesWithNoPositionAreRefused() {
        let device = DeviceDescription(name: "Keys", id: TestDevices.id, codes: [EventType.key: [KeyCode.btnTouch]])
        #expect(throws: UnsupportedDevice(device: "Keys", reason: .noPositionAxes)) {
            try ContactTracker(device: device)
        }
    }

    @Test func padsAreRefused() {
        var device = TestDevices.singleTouch(button: false, pressure: false)
        device.name = "Pad"
        #expect(throws: UnsupportedDevice(device: "Pad", reason: .noTouches)) {
            try ContactTracker(device: device)
        }
    }

    @Test func pensThatCannotTellTouchAreRefused() {
        var device = TestDevices.singleTouch(button: false, pressure: false, penTool: true)
        device.name = "Pen"
        #expect(throws: UnsupportedDevice(device: "Pen", reason: .penWithoutTipSignal)) {
            try ContactTracker(device: device)
        }
    }
}
