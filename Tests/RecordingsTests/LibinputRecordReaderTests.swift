// SPDX-License-Identifier: MIT
import Foundation
import InputEvents
import Recordings
import Testing

@Suite struct LibinputRecordReaderTests {
    typealias Support = LibinputRecordTestSupport

    @Test func realTouchpadDescriptionIsExact() throws {
        let reader = try LibinputRecordReader(path: Support.fixture("acer-sw5-012-touchpad.yml"))
        #expect(reader.nodes == ["/dev/input/event14"])
        #expect(reader.devices == [DeviceDescription(
            name: "ITE Tech. Inc. ITE Device(8595) Touchpad",
            id: DeviceID(bustype: 3, vendor: 1739, product: 10600, version: 272),
            properties: [0, 2],
            codes: [0: Set(0...15), 1: [272, 325, 330, 333, 334], 3: [0, 1, 47, 53, 54, 55, 57], 4: [5]],
            absInfo: [
                0: AbsInfo(minimum: 0, maximum: 1051, resolution: 12),
                1: AbsInfo(minimum: 0, maximum: 571, resolution: 12),
                47: AbsInfo(minimum: 0, maximum: 2),
                53: AbsInfo(minimum: 0, maximum: 1051, resolution: 12),
                54: AbsInfo(minimum: 0, maximum: 571, resolution: 12),
                55: AbsInfo(minimum: 0, maximum: 2),
                57: AbsInfo(minimum: 0, maximum: 65535),
            ])])
    }

    @Test func realTouchpadEventsInOrderWithTimestamps() throws {
        var reader = try LibinputRecordReader(path: Support.fixture("acer-sw5-012-touchpad.yml"))
        let events = try Support.drain(&reader)
        #expect(events.count == 32)
        #expect(events.prefix(3).map(Support.tuple) == [[0, 0, 3, 57, 80], [0, 0, 3, 53, 608], [0, 0, 3, 54, 255]])
        #expect(events.filter(\.event.isReport).map(\.event.time.microseconds) == [0, 9967, 16723])
        #expect(events[9].event == InputEvent(time: Timestamp(microseconds: 9967), type: 3, code: 47, value: 1))
        #expect(events.last.map(Support.tuple) == [0, 16723, 0, 0, 0])
        #expect(try reader.next() == nil)
    }

    @Test func twoDevicesMergeInTimeOrderAndSkipOtherKeys() throws {
        var reader = try LibinputRecordReader(path: Support.fixture("two-devices.yml"))
        #expect(reader.devices.map(\.name) == ["Synthetic Touchscreen", "Synthetic Pen"])
        #expect(reader.nodes == ["/dev/input/event5", "/dev/input/event7"])
        #expect(reader.devices[1].absInfo[26] == AbsInfo(minimum: -64, maximum: 63, resolution: 57))
        #expect(reader.devices[1].absInfo[0] == AbsInfo(minimum: 0, maximum: 21600, fuzz: 4, resolution: 200))
        let events = try Support.drain(&reader).map(Support.tuple)
        #expect(events == [
            [1, 50_000, 1, 320, 1], [1, 50_000, 3, 0, 10800], [1, 50_000, 3, 1, 6750], [1, 50_000, 0, 0, 0],
            [0, 100_000, 3, 47, 0], [0, 100_000, 3, 57, 7], [0, 100_000, 3, 53, 1600], [0, 100_000, 3, 54, 1000],
            [0, 100_000, 1, 330, 1], [0, 100_000, 0, 0, 0],
            [1, 200_000, 3, 24, 900], [1, 200_000, 1, 330, 1], [1, 200_000, 0, 0, 0],
            // Same time on both devices: the lower device index first, each frame whole.
            [0, 300_000, 3, 57, -1], [0, 300_000, 1, 330, 0], [0, 300_000, 0, 0, 0],
            [1, 300_000, 3, 24, 0], [1, 300_000, 1, 330, 0], [1, 300_000, 0, 0, 0],
            [1, 1_000_000, 1, 320, 0], [1, 1_000_000, 0, 0, 0],
        ])
    }

    @Test func touchscreenWithSlots() throws {
        var reader = try LibinputRecordReader(path: Support.fixture("touchscreen-slots.yml"))
        let device = try #require(reader.devices.first)
        #expect(device.hasProperty(InputProperty.direct))
        #expect(device.absInfo[AbsCode.mtSlot] == AbsInfo(minimum: 0, maximum: 1))
        #expect(device.absInfo[AbsCode.mtPositionX]?.lengthMillimetres == 4095.0 / 16)
        let events = try Support.drain(&reader)
        #expect(events.count == 19)
        #expect(events.filter { $0.event.code == AbsCode.mtTrackingID && $0.event.type == EventType.abs }.map(\.event.value) == [10, 11, -1, -1])
        #expect(events.filter(\.event.isReport).map(\.event.time.microseconds) == [0, 16_000, 520_000])
    }

    @Test func penTabletWithPressureAndTilt() throws {
        var reader = try LibinputRecordReader(path: Support.fixture("pen-tablet.yml"))
        let device = try #require(reader.devices.first)
        #expect(device.id == DeviceID(bustype: 3, vendor: 1386, product: 890, version: 256))
        #expect(device.codes[EventType.key] == [320, 321, 330, 331, 332])
        #expect(device.absInfo[AbsCode.pressure] == AbsInfo(minimum: 0, maximum: 8191))
        #expect(device.absInfo[AbsCode.tiltX] == AbsInfo(minimum: -64, maximum: 63, resolution: 57))
        let events = try Support.drain(&reader)
        #expect(events.count == 19)
        #expect(events.first.map(Support.tuple) == [0, 2_500_000, 1, 320, 1])
        #expect(events.filter { $0.event.code == AbsCode.pressure && $0.event.type == EventType.abs }.map(\.event.value) == [2000, 8191, 0])
        #expect(events[6].event.value == 123_456)
    }

    @Test func blockStyleListsAndEmptyEventListsAreAccepted() throws {
        let text = """
            version: 1
            devices:
            - evdev:
                name: 'Block Style'
                id:
                - 1
                - 2
                - 3
                - 4
                codes: {0: [0], 1: [330]}
              events:
              - evdev:
                - - 7
                  - 500
                  - 1
                  - 330
                  - 1
                - [7, 500, 0, 0, 0]
              - evdev:
            - evdev: {name: "Silent", id: [0, 0, 0, 0], codes: {}}
              events: []
            - evdev: {name: "Null events", id: [0, 0, 0, 0], codes: {}}
              events:
            """
        let (devices, events) = try Support.read(text)
        #expect(devices.map(\.name) == ["Block Style", "Silent", "Null events"])
        #expect(devices[0].id == DeviceID(bustype: 1, vendor: 2, product: 3, version: 4))
        #expect(devices[0].absInfo.isEmpty && devices[0].properties.isEmpty)
        #expect(events.map(Support.tuple) == [[0, 7_000_500, 1, 330, 1], [0, 7_000_500, 0, 0, 0]])
    }

    @Test func unknownKeysAtEveryDepthAreIgnored() throws {
        let text = """
            version: 1
            extra: {a: [1, {b: c}]}
            ? [complex, key]
            : ignored
            devices:
            - evdev:
                name: "K"
                id: [1, 2, 3, 4]
                codes: {0: [0]}
                colour: [red]
              future: &anchor {x: 1}
              again: *anchor
              events:
              - libinput: [{time: 0.1, type: TOUCH_DOWN}]
                evdev: [[0, 1, 0, 0, 0]]
                hid: {time: [0, 1], hidraw0: [0x01]}
              - something-new: [[0, 2, 0, 0, 0]]
            """
        let (devices, events) = try Support.read(text)
        #expect(devices.map(\.name) == ["K"])
        #expect(events.map(Support.tuple) == [[0, 1, 0, 0, 0]])
    }

    @Test func manyEventsStream() throws {
        var text = "version: 1\ndevices:\n- evdev: {name: \"Big\", id: [0, 0, 0, 0], codes: {0: [0], 3: [0]}, absinfo: {0: [0, 100, 0, 0, 0]}}\n  events:\n"
        for index in 0..<5_000 {
            text += "  - evdev:\n    - [\(index / 1000), \(index % 1000 * 1000), 3, 0, \(index % 100)]\n    - [\(index / 1000), \(index % 1000 * 1000), 0, 0, 0]\n"
        }
        let (_, events) = try Support.read(text)
        #expect(events.count == 10_000)
        #expect(events[9_999].event.time == Timestamp(microseconds: 4_999_000))
        #expect(events[9_998].event.value == 99)
    }
}
