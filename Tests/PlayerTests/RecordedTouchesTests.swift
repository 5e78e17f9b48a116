// SPDX-License-Identifier: MIT
import HIDReports
import InputEvents
import Testing
@testable import peekpop_uinput

/// A recording's evdev state as the frames a HID device reports.
@Suite struct RecordedTouchesTests {
    private let touchscreen = DeviceDescription(
        name: "screen", id: DeviceID(bustype: 3, vendor: 1, product: 2, version: 0),
        codes: [EventType.abs: [AbsCode.mtSlot, AbsCode.mtTrackingID, AbsCode.mtPositionX, AbsCode.mtPositionY, AbsCode.mtPressure]],
        absInfo: [AbsCode.mtSlot: AbsInfo(minimum: 0, maximum: 9), AbsCode.mtTrackingID: AbsInfo(minimum: 0, maximum: 65535),
                  AbsCode.mtPositionX: AbsInfo(minimum: 0, maximum: 1000), AbsCode.mtPositionY: AbsInfo(minimum: 100, maximum: 600),
                  AbsCode.mtPressure: AbsInfo(minimum: 0, maximum: 255)])

    private func isClose(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    private func events(_ list: [(UInt16, UInt16, Int32)]) -> [InputEvent] {
        list.map { InputEvent(time: Timestamp(microseconds: 0), type: $0.0, code: $0.1, value: $0.2) }
    }

    @Test func aSlotBecomesAContactAtItsFractionOfTheRanges() {
        var touches = RecordedTouches(touchscreen)
        events([(EventType.abs, AbsCode.mtSlot, 1), (EventType.abs, AbsCode.mtTrackingID, 7), (EventType.abs, AbsCode.mtPositionX, 250),
                (EventType.abs, AbsCode.mtPositionY, 350), (EventType.abs, AbsCode.mtPressure, 51)]).forEach { touches.apply($0) }
        let frame = touches.touchFrame(scanTime: 3)
        #expect(frame.contacts.count == 1)
        let contact = frame.contacts[0]
        #expect(contact.id == 1, "the slot's number, not the tracking id")
        #expect(contact.tip)
        #expect(isClose(contact.x, 0.25))
        #expect(isClose(contact.y, 0.5))
        #expect(isClose(contact.pressure ?? -1, 0.2))
        #expect(frame.scanTime == 3)
    }

    @Test func aLiftIsReportedOnceWithTheTipOffAtItsLastPlace() {
        var touches = RecordedTouches(touchscreen)
        events([(EventType.abs, AbsCode.mtTrackingID, 1), (EventType.abs, AbsCode.mtPositionX, 1000)]).forEach { touches.apply($0) }
        _ = touches.touchFrame(scanTime: 0)
        touches.apply(events([(EventType.abs, AbsCode.mtTrackingID, -1)])[0])
        let lift = touches.touchFrame(scanTime: 1)
        #expect(lift.contacts.count == 1)
        #expect(!lift.contacts[0].tip)
        #expect(isClose(lift.contacts[0].x, 1))
        #expect(touches.touchFrame(scanTime: 2).contacts.count == 0, "reported once")
    }

    @Test func theButtonAndASingleTouchDevice() {
        let pad = DeviceDescription(name: "pad", id: DeviceID(bustype: 3, vendor: 1, product: 2, version: 0),
                                    codes: [EventType.key: [KeyCode.btnTouch, KeyCode.btnLeft]],
                                    absInfo: [AbsCode.x: AbsInfo(minimum: -100, maximum: 100), AbsCode.y: AbsInfo(minimum: 0, maximum: 10)])
        var touches = RecordedTouches(pad)
        events([(EventType.key, KeyCode.btnTouch, 1), (EventType.key, KeyCode.btnLeft, 1), (EventType.abs, AbsCode.x, 0)]).forEach { touches.apply($0) }
        let frame = touches.touchFrame(scanTime: 0)
        #expect(frame.button)
        #expect(frame.contacts.map(\.id) == [0])
        #expect(isClose(frame.contacts[0].x, 0.5))
        #expect(frame.contacts[0].pressure == nil, "no pressure axis: none")
        events([(EventType.key, KeyCode.btnTouch, 0), (EventType.key, KeyCode.btnLeft, 0)]).forEach { touches.apply($0) }
        let lift = touches.touchFrame(scanTime: 1)
        #expect(!lift.button)
        #expect(lift.contacts.map(\.tip) == [false])
    }

    @Test func aPenFrame() {
        let pen = DeviceDescription(name: "pen", id: DeviceID(bustype: 3, vendor: 1, product: 2, version: 0),
                                    codes: [EventType.key: [KeyCode.btnToolPen, KeyCode.btnTouch, KeyCode.btnStylus]],
                                    absInfo: [AbsCode.x: AbsInfo(minimum: 0, maximum: 100), AbsCode.y: AbsInfo(minimum: 0, maximum: 100),
                                              AbsCode.pressure: AbsInfo(minimum: 0, maximum: 4095)])
        #expect(RecordedTouches.isPen(pen))
        #expect(!RecordedTouches.isPen(touchscreen))
        var touches = RecordedTouches(pen)
        events([(EventType.key, KeyCode.btnToolPen, 1), (EventType.abs, AbsCode.x, 10), (EventType.abs, AbsCode.pressure, 4095)]).forEach { touches.apply($0) }
        var frame = touches.penFrame()
        #expect(frame.inRange)
        #expect(!frame.tip, "hovering: no BTN_TOUCH yet")
        touches.apply(events([(EventType.key, KeyCode.btnTouch, 1)])[0])
        frame = touches.penFrame()
        #expect(frame.tip)
        #expect(isClose(frame.x, 0.1))
        #expect(isClose(frame.pressure, 1))
    }
}
