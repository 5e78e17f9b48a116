// SPDX-License-Identifier: MIT
import CEvdev
@testable import Devices
import Glibc
import InputEvents
import Testing

/// `LibevdevView.pass` against libevdev itself, on a device made in memory (no node): it filters
/// and keeps state as `libevdev_next_event` does for the events it reads.
@Suite struct LibevdevViewTests {
    /// A touchscreen with four slots, tracking IDs and X, and a touch button; no Y.
    final class Device {
        let handle: OpaquePointer

        init() {
            handle = libevdev_new()
            var slot = input_absinfo(value: 0, minimum: 0, maximum: 3, fuzz: 0, flat: 0, resolution: 0)
            var id = input_absinfo(value: 0, minimum: 0, maximum: 65_535, fuzz: 0, flat: 0, resolution: 0)
            var x = input_absinfo(value: 0, minimum: 0, maximum: 1_000, fuzz: 0, flat: 0, resolution: 0)
            #expect(libevdev_enable_event_code(handle, UInt32(EV_ABS), UInt32(ABS_MT_SLOT), &slot) == 0)
            #expect(libevdev_enable_event_code(handle, UInt32(EV_ABS), UInt32(ABS_MT_TRACKING_ID), &id) == 0)
            #expect(libevdev_enable_event_code(handle, UInt32(EV_ABS), UInt32(ABS_MT_POSITION_X), &x) == 0)
            #expect(libevdev_enable_event_code(handle, UInt32(EV_KEY), UInt32(BTN_TOUCH), nil) == 0)
        }

        deinit { libevdev_free(handle) }

        func slotValue(_ slot: UInt32, _ code: Int32) -> Int32 { libevdev_get_slot_value(handle, slot, UInt32(code)) }
    }

    static func event(_ type: UInt16, _ code: UInt16, _ value: Int32) -> InputEvent {
        InputEvent(time: .milliseconds(5), type: type, code: code, value: value)
    }

    @Test func eventsPassAndTheStateFollows() {
        let device = Device()
        let view = LibevdevView(device.handle)
        let frame = [Self.event(EventType.abs, AbsCode.mtSlot, 2), Self.event(EventType.abs, AbsCode.mtTrackingID, 7),
                     Self.event(EventType.abs, AbsCode.mtPositionX, 300), Self.event(EventType.key, KeyCode.btnTouch, 1),
                     Self.event(EventType.syn, SynCode.report, 0)]
        #expect(frame.compactMap(view.pass) == frame)
        #expect(device.slotValue(2, ABS_MT_TRACKING_ID) == 7)
        #expect(device.slotValue(2, ABS_MT_POSITION_X) == 300)
        #expect(libevdev_get_current_slot(device.handle) == 2)
        #expect(libevdev_get_event_value(device.handle, UInt32(EV_KEY), UInt32(BTN_TOUCH)) == 1)
    }

    @Test func aCodeTheDeviceLacksIsDropped() {
        let view = LibevdevView(Device().handle)
        #expect(view.pass(Self.event(EventType.abs, AbsCode.mtPositionY, 4)) == nil)
        #expect(view.pass(Self.event(EventType.msc, 5, 1)) == nil)
    }

    @Test func aTrackingIDThatNeitherStartsNorEndsAContactIsDropped() {
        let device = Device()
        let view = LibevdevView(device.handle)
        #expect(view.pass(Self.event(EventType.abs, AbsCode.mtTrackingID, -1)) == nil)
        #expect(view.pass(Self.event(EventType.abs, AbsCode.mtTrackingID, 7)) != nil)
        #expect(view.pass(Self.event(EventType.abs, AbsCode.mtTrackingID, 8)) == nil)
        #expect(device.slotValue(0, ABS_MT_TRACKING_ID) == 7)
    }

    @Test func aSlotBeyondTheDevicesIsCappedToItsLast() {
        let device = Device()
        let view = LibevdevView(device.handle)
        #expect(view.pass(Self.event(EventType.abs, AbsCode.mtSlot, 3)) == Self.event(EventType.abs, AbsCode.mtSlot, 3))
        #expect(view.pass(Self.event(EventType.abs, AbsCode.mtSlot, 9)) == Self.event(EventType.abs, AbsCode.mtSlot, 3))
        #expect(view.pass(Self.event(EventType.abs, AbsCode.mtSlot, -1)) == Self.event(EventType.abs, AbsCode.mtSlot, 3))
        #expect(libevdev_get_current_slot(device.handle) == 3)
    }
}
