// SPDX-License-Identifier: MIT
import Devices
import Foundation
import InputEvents
import Recordings
import SystemCalls
import Testing

/// The recorder fed as `peekpop record` feeds it: one batch per `readAvailable()`, kernel times.
@Suite struct DeviceRecorderTests {
    static let touchscreen = DeviceDescription(
        name: "Fake \"pressure\" touchscreen",
        id: DeviceID(bustype: 0x18, vendor: 0x4f3, product: 0x2a1c, version: 0x100),
        properties: [InputProperty.direct],
        codes: [EventType.syn: [SynCode.report, SynCode.config, SynCode.mtReport, SynCode.dropped],
                EventType.key: [KeyCode.btnTouch],
                EventType.abs: [AbsCode.x, AbsCode.y, AbsCode.mtSlot, AbsCode.mtPositionX, AbsCode.mtPositionY,
                                AbsCode.mtTrackingID, AbsCode.mtPressure]],
        absInfo: [AbsCode.x: AbsInfo(value: 812, minimum: 0, maximum: 3000, resolution: 12),
                  AbsCode.y: AbsInfo(value: 90, minimum: 0, maximum: 2000, resolution: 12),
                  AbsCode.mtSlot: AbsInfo(minimum: 0, maximum: 9),
                  AbsCode.mtPositionX: AbsInfo(minimum: 0, maximum: 3000, fuzz: 2, resolution: 12),
                  AbsCode.mtPositionY: AbsInfo(minimum: 0, maximum: 2000, fuzz: 2, resolution: 12),
                  AbsCode.mtTrackingID: AbsInfo(minimum: 0, maximum: 65535),
                  AbsCode.mtPressure: AbsInfo(minimum: 0, maximum: 255)])

    /// A kernel monotonic time, far from 0 as on a machine that has been up a while.
    static func at(_ milliseconds: Int64) -> Timestamp { Timestamp(microseconds: 86_400_123_456 + milliseconds * 1_000) }

    static func event(_ ms: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) -> InputEvent {
        InputEvent(time: at(ms), type: type, code: code, value: value)
    }

    /// A touch, an overflow with libevdev's resync (SYN_DROPPED, then the state, then a report),
    /// and the lift: the batches a real device gives.
    static let batches: [[InputEvent]] = [
        [event(0, EventType.abs, AbsCode.mtTrackingID, 41), event(0, EventType.abs, AbsCode.mtPositionX, 1500),
         event(0, EventType.abs, AbsCode.mtPositionY, 1000), event(0, EventType.abs, AbsCode.mtPressure, 80),
         event(0, EventType.key, KeyCode.btnTouch, 1), event(0, EventType.syn, SynCode.report, 0)],
        [],
        [event(8, EventType.abs, AbsCode.mtPressure, 120), event(8, EventType.syn, SynCode.report, 0),
         event(16, EventType.syn, SynCode.dropped, 0),
         event(16, EventType.abs, AbsCode.mtPressure, 200), event(16, EventType.abs, AbsCode.mtPositionX, -3),
         event(16, EventType.syn, SynCode.report, 0)],
        [event(1_234, EventType.abs, AbsCode.mtTrackingID, -1), event(1_234, EventType.key, KeyCode.btnTouch, 0),
         event(1_234, EventType.syn, SynCode.report, 0)],
    ]

    /// What the recording must hold: the same events, the first at time 0.
    static var expected: [InputEvent] {
        batches.joined().map { event in
            var relative = event
            relative.time = Timestamp(microseconds: event.time.microseconds - at(0).microseconds)
            return relative
        }
    }

    /// The description as a recording can hold it: no current axis values.
    static var recordable: DeviceDescription {
        var description = touchscreen
        description.absInfo = description.absInfo.mapValues { var axis = $0; axis.value = 0; return axis }
        return description
    }

    func readBack(_ reader: any RecordingReader) throws -> (DeviceDescription?, [InputEvent]) {
        var reader = reader
        var events: [InputEvent] = []
        while let recorded = try reader.next() {
            #expect(recorded.device == 0)
            events.append(recorded.event)
        }
        return (reader.devices.first, events)
    }

    @Test(arguments: RecordingFormat.allCases)
    func replayReadsBackWhatWasRecorded(format: RecordingFormat) throws {
        let recorder = try DeviceRecorder(description: Self.touchscreen, node: "/dev/input/event7", format: format,
                                          file: nil, name: "memory")
        for batch in Self.batches { try recorder.record(batch) }
        try recorder.finish()
        #expect(recorder.eventCount == Self.expected.count)
        let reader = try RecordingFile.open(bytes: recorder.bytes, name: "recorded")
        let (description, events) = try readBack(reader)
        #expect(description == Self.recordable)
        #expect(events == Self.expected)
    }

    @Test(arguments: RecordingFormat.allCases)
    func aFileIsCompleteAfterFinish(format: RecordingFormat) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("peekpop-record-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try FileDescriptor.open(path, O_WRONLY | O_CREAT | O_TRUNC, permissions: 0o644)
        let recorder = try DeviceRecorder(description: Self.touchscreen, node: "/dev/input/event7", format: format,
                                          file: file, name: path)
        for batch in Self.batches { try recorder.record(batch) }
        try recorder.finish()
        let (description, events) = try readBack(try RecordingFile.open(path: path))
        #expect(description == Self.recordable)
        #expect(events == Self.expected)
        if format == .libinputRecord {
            #expect(try LibinputRecordReader(path: path).nodes == ["/dev/input/event7"])
        }
    }

    @Test func evemuEventsReachTheFileAsTheyCome() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("peekpop-record-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try FileDescriptor.open(path, O_WRONLY | O_CREAT | O_TRUNC, permissions: 0o644)
        let recorder = try DeviceRecorder(description: Self.touchscreen, node: "/dev/input/event7", format: .evemu,
                                          file: file, name: path)
        try recorder.record(Self.batches[0])
        // Not finished: a Ctrl-C that never came (or kill -9) still leaves every event read so far.
        let (_, events) = try readBack(try RecordingFile.open(path: path))
        #expect(events == Array(Self.expected.prefix(Self.batches[0].count)))
    }

    @Test func aRecordingWithNoEventsIsStillADescription() throws {
        for format in RecordingFormat.allCases {
            let recorder = try DeviceRecorder(description: Self.touchscreen, node: "/dev/input/event7", format: format,
                                              file: nil, name: "memory")
            try recorder.finish()
            #expect(recorder.eventCount == 0)
            let (description, events) = try readBack(try RecordingFile.open(bytes: recorder.bytes, name: "empty"))
            #expect(description == Self.recordable)
            #expect(events == [])
        }
    }

    @Test func anUnwritableOutputSaysWhere() throws {
        let file = try FileDescriptor.open("/dev/null", O_RDONLY)
        #expect(throws: RecordingError.self) {
            try DeviceRecorder(description: Self.touchscreen, node: "/dev/input/event7", format: .evemu,
                               file: file, name: "read-only")
        }
    }
}
