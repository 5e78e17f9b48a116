// SPDX-License-Identifier: MIT
import Foundation
import Glibc
import InputEvents
import Recordings
import SystemCalls
import Testing

@Suite struct LibinputRecordWriterTests {
    typealias Support = LibinputRecordTestSupport

    static let touchscreen = DeviceDescription(
        name: "Tiny Touch", id: DeviceID(bustype: 24, vendor: 1267, product: 9012, version: 256),
        properties: [InputProperty.direct],
        codes: [EventType.syn: [0], EventType.key: [330], EventType.abs: [53, 57]],
        absInfo: [53: AbsInfo(minimum: 0, maximum: 3200, resolution: 12), 57: AbsInfo(minimum: 0, maximum: 65535)])

    static func event(_ device: Int, _ microseconds: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) -> RecordedEvent {
        RecordedEvent(device: device, event: InputEvent(time: Timestamp(microseconds: microseconds), type: type, code: code, value: value))
    }

    @Test func writesTheLibinputRecordLayout() throws {
        let bytes = try LibinputRecordWriter.encode(devices: [Self.touchscreen], nodes: ["/dev/input/event5"], events: [
            Self.event(0, 1_000_500, 3, 57, 12), Self.event(0, 1_000_500, 3, 53, 1600), Self.event(0, 1_000_500, 0, 0, 0),
            Self.event(0, 1_016_500, 3, 57, -1), Self.event(0, 1_016_500, 0, 0, 0),
        ])
        #expect(String(decoding: bytes, as: UTF8.self) == """
            # libinput record (written by peekpop)
            version: 1
            ndevices: 1
            libinput:
              version: "unknown"
              git: "unknown"
            devices:
            - node: "/dev/input/event5"
              evdev:
                # ID: bus 0x0018 vendor 0x04f3 product 0x2334 version 0x0100
                name: "Tiny Touch"
                id: [24, 1267, 9012, 256]
                codes:
                  0: [0] # EV_SYN
                  1: [330] # EV_KEY
                  3: [53, 57] # EV_ABS
                absinfo:
                  53: [0, 3200, 0, 0, 12] # ABS_MT_POSITION_X
                  57: [0, 65535, 0, 0, 0] # ABS_MT_TRACKING_ID
                properties: [1]
              events:
              - evdev:
                - [  1,    500,   3,  57,      12] # EV_ABS / ABS_MT_TRACKING_ID       12
                - [  1,    500,   3,  53,    1600] # EV_ABS / ABS_MT_POSITION_X      1600
                - [  1,    500,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms
              - evdev:
                - [  1,  16500,   3,  57,      -1] # EV_ABS / ABS_MT_TRACKING_ID       -1
                - [  1,  16500,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +16ms

            """)
    }

    @Test(arguments: ["acer-sw5-012-touchpad.yml", "two-devices.yml", "touchscreen-slots.yml", "pen-tablet.yml"])
    func fixturesRoundTrip(name: String) throws {
        var original = try LibinputRecordReader(path: Support.fixture(name))
        let events = try Support.drain(&original)
        let bytes = try LibinputRecordWriter.encode(devices: original.devices, nodes: original.nodes, events: events)
        var copy = try LibinputRecordReader(bytes: bytes, name: name)
        #expect(copy.devices == original.devices)
        #expect(copy.nodes == original.nodes)
        #expect(try Support.drain(&copy) == events)
    }

    @Test func twoDevicesWithAwkwardNamesRoundTrip() throws {
        let names = [
            "He said \"hi\": #1 \\ back-slash, {braces} [brackets] & *star ! %percent",
            "Ünïcödé 触摸屏 ✍️ — pen",
            "tab\there\nnew line\r\u{85}\u{2028}\u{2029}\u{0}\u{7F}\u{FEFF}\u{9F}\u{FFFE}",
            ": - ? leading indicators",
            "",
        ]
        let devices = names.enumerated().map { index, name in
            DeviceDescription(name: name, id: DeviceID(bustype: UInt16(index), vendor: 0xFFFF, product: 0, version: 1),
                              codes: [EventType.syn: [0], EventType.key: [330]])
        }
        let events = [
            Self.event(1, 5, 1, 330, 1), Self.event(1, 5, 0, 0, 0),
            Self.event(0, 7, 1, 330, 1), Self.event(0, 7, 0, 0, 0),
            Self.event(4, 7, 1, 330, 1), Self.event(4, 7, 0, 0, 0),
            Self.event(0, 2_000_000, 1, 330, 0), Self.event(0, 2_000_000, 0, 0, 0),
        ]
        let bytes = try LibinputRecordWriter.encode(devices: devices, nodes: ["/dev/input/event0", "odd node: #x", nil, nil, nil], events: events)
        var reader = try LibinputRecordReader(bytes: bytes, name: "awkward.yml")
        #expect(reader.devices == devices)
        #expect(reader.nodes == ["/dev/input/event0", "odd node: #x", nil, nil, nil])
        #expect(try Support.drain(&reader) == events)
    }

    @Test func frameWithoutReportStaysOneFrame() throws {
        let events = [Self.event(0, 1, 1, 330, 1), Self.event(0, 2, 1, 330, 0)]
        let bytes = try LibinputRecordWriter.encode(devices: [Self.touchscreen], events: events)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.components(separatedBy: "\n  - evdev:\n").count == 2)
        var reader = try LibinputRecordReader(bytes: bytes, name: "open-frame.yml")
        #expect(try Support.drain(&reader) == events)
    }

    @Test func fileDescriptorOutputMatchesMemoryOutput() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("peekpop-libinput-\(getpid()).yml").path
        defer { unlink(path) }
        let file = try FileDescriptor.open(path, O_WRONLY | O_CREAT | O_TRUNC, permissions: 0o644)
        // Enough events to pass the 64 KiB buffer several times.
        let events = (0..<4_000).flatMap { index in
            [Self.event(0, Int64(index) * 1000, 3, 53, Int32(index)), Self.event(0, Int64(index) * 1000, 0, 0, 0)]
        }
        let writer = try LibinputRecordWriter(file: file, path: path, devices: [Self.touchscreen])
        for event in events { try writer.write(event) }
        try writer.finish()
        let expected = try LibinputRecordWriter.encode(devices: [Self.touchscreen], events: events)
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == expected)
        var reader = try LibinputRecordReader(path: path)
        #expect(try Support.drain(&reader) == events)
    }

    @Test func writeErrorsNameThePathAndErrno() throws {
        let writer = try LibinputRecordWriter(file: FileDescriptor.open("/dev/null", O_RDONLY), path: "/dev/null", devices: [Self.touchscreen])
        #expect(throws: RecordingError(.unwritable, file: "/dev/null", line: nil, reason: "cannot write: Bad file descriptor")) {
            try writer.finish()
        }
    }

    @Test func rejectsWhatTheFormatCannotHold() throws {
        #expect(throws: RecordingError(file: "memory", line: nil, reason: "a recording needs at least one device")) {
            _ = try LibinputRecordWriter(devices: [])
        }
        var missingAxis = Self.touchscreen
        missingAxis.absInfo[57] = nil
        #expect(throws: RecordingError(file: "memory", line: nil, reason: "device 0 lists ABS code 57 without its absinfo")) {
            _ = try LibinputRecordWriter(devices: [missingAxis])
        }
        let writer = try LibinputRecordWriter(devices: [Self.touchscreen])
        #expect(throws: RecordingError(file: "memory", line: nil, reason: "event for device 1, but the recording has 1")) {
            try writer.write(Self.event(1, 0, 0, 0, 0))
        }
        #expect(throws: RecordingError(file: "memory", line: nil, reason: "event time -0.000001 is before the start of the recording")) {
            try writer.write(Self.event(0, -1, 0, 0, 0))
        }
    }
}
