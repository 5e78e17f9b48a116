// SPDX-License-Identifier: MIT
import InputEvents
import Recordings

/// Small helpers for reading evemu text in tests.
enum Evemu {
    /// A minimal description: name and ids only.
    static let minimalHeader = "N: Test Device\nI: 0003 1234 5678 0100\n"

    /// The description and every event of `text`.
    static func read(_ text: String, description: DeviceDescription? = nil) throws -> (DeviceDescription, [InputEvent]) {
        try read(bytes: Array(text.utf8), description: description)
    }

    static func read(bytes: [UInt8], description: DeviceDescription? = nil) throws -> (DeviceDescription, [InputEvent]) {
        var reader = try EvemuReader(bytes: bytes, name: "test.evemu", description: description)
        var events: [InputEvent] = []
        while let recorded = try reader.next() { events.append(recorded.event) }
        return (reader.devices[0], events)
    }

    /// The error reading `text` to the end gives, or nil when it reads cleanly.
    static func error(_ text: String) -> RecordingError? {
        error(bytes: Array(text.utf8))
    }

    static func error(bytes: [UInt8]) -> RecordingError? {
        do {
            _ = try read(bytes: bytes)
            return nil
        } catch let error as RecordingError {
            return error
        } catch {
            return RecordingError(file: "unexpected", line: nil, reason: "\(error)")
        }
    }

    static func event(_ microseconds: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) -> InputEvent {
        InputEvent(time: Timestamp(microseconds: microseconds), type: type, code: code, value: value)
    }
}
