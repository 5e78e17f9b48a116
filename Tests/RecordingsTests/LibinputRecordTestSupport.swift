// SPDX-License-Identifier: MIT
import Foundation
import InputEvents
import Recordings
import TestSupport

/// Fixture lookup and whole-file reads for the libinput-record tests.
enum LibinputRecordTestSupport {
    static let fixtures = TestData.packageRoot.appendingPathComponent("Tests/RecordingsTests/Fixtures")
    static let corpus = TestData.packageRoot.appendingPathComponent("Tests/FuzzCorpus/libinput-record")

    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    /// Every event left in `reader`.
    static func drain(_ reader: inout LibinputRecordReader) throws(RecordingError) -> [RecordedEvent] {
        var events: [RecordedEvent] = []
        while let event = try reader.next() { events.append(event) }
        return events
    }

    /// Reads `text` completely: descriptions and events.
    static func read(_ text: String, name: String = "test.yml") throws -> (devices: [DeviceDescription], events: [RecordedEvent]) {
        var reader = try LibinputRecordReader(bytes: Array(text.utf8), name: name)
        return (reader.devices, try drain(&reader))
    }

    /// The error reading `bytes` to the end throws, or nil when it reads cleanly.
    static func error(_ bytes: [UInt8], name: String = "bad.yml") -> RecordingError? {
        do {
            var reader = try LibinputRecordReader(bytes: bytes, name: name)
            _ = try drain(&reader)
            return nil
        } catch {
            return error
        }
    }

    static func error(_ text: String) -> RecordingError? { error(Array(text.utf8)) }

    /// A compact form of an event for exact comparisons: device, microseconds, type, code, value.
    static func tuple(_ recorded: RecordedEvent) -> [Int64] {
        [Int64(recorded.device), recorded.event.time.microseconds, Int64(recorded.event.type), Int64(recorded.event.code), Int64(recorded.event.value)]
    }
}
