// SPDX-License-Identifier: MIT
import Foundation
import Recordings
import Testing

@Suite struct LibinputRecordErrorTests {
    typealias Support = LibinputRecordTestSupport

    /// A valid one-device recording; `replacing` swaps one 1-based line for another text.
    static func document(replacing line: Int? = nil, with text: String = "") -> String {
        var lines = [
            "version: 1",                       // 1
            "ndevices: 1",                      // 2
            "devices:",                         // 3
            "- node: /dev/input/event0",        // 4
            "  evdev:",                         // 5
            "    name: \"T\"",                  // 6
            "    id: [1, 2, 3, 4]",             // 7
            "    codes:",                       // 8
            "      0: [0]",                     // 9
            "      3: [0]",                     // 10
            "    absinfo:",                     // 11
            "      0: [0, 100, 0, 0, 5]",       // 12
            "    properties: []",               // 13
            "  events:",                        // 14
            "  - evdev:",                       // 15
            "    - [0, 10, 3, 0, 50]",          // 16
            "    - [0, 10, 0, 0, 0]",           // 17
        ]
        if let line { lines[line - 1] = text }
        return lines.joined(separator: "\n") + "\n"
    }

    static func expectError(_ text: String, line: Int?, _ reason: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let error = Support.error(text)
        #expect(error == RecordingError(file: "bad.yml", line: line, reason: reason), sourceLocation: sourceLocation)
    }

    @Test func theBaseDocumentIsValid() throws {
        let (devices, events) = try Support.read(Self.document())
        #expect(devices.count == 1)
        #expect(events.map(Support.tuple) == [[0, 10, 3, 0, 50], [0, 10, 0, 0, 0]])
    }

    @Test func eventTupleOfFourNumbers() {
        Self.expectError(Self.document(replacing: 16, with: "    - [0, 10, 3, 0]"), line: 16,
                         "event has 4 numbers, expected 5 [sec, usec, type, code, value]")
    }

    @Test func eventTupleOfSixNumbers() {
        Self.expectError(Self.document(replacing: 16, with: "    - [0, 10, 3, 0, 1, 2]"), line: 16,
                         "event has more than 5 numbers, expected [sec, usec, type, code, value]")
    }

    @Test func eventCodeOutOfRange() {
        Self.expectError(Self.document(replacing: 16, with: "    - [0, 10, 3, 64, 1]"), line: 16,
                         "event code 64 is out of range 0...63 for EV_ABS")
    }

    @Test func eventTypeUnknown() {
        Self.expectError(Self.document(replacing: 16, with: "    - [0, 10, 7, 0, 1]"), line: 16, "event type 7 is not an evdev event type")
    }

    @Test func eventFieldsOutOfRange() {
        Self.expectError(Self.document(replacing: 16, with: "    - [0, 1000000, 3, 0, 1]"), line: 16,
                         "event microseconds 1000000 is out of range 0...999999")
        Self.expectError(Self.document(replacing: 16, with: "    - [-1, 0, 3, 0, 1]"), line: 16,
                         "event seconds -1 is out of range 0...9223372036853")
        Self.expectError(Self.document(replacing: 16, with: "    - [0, 0, 3, 0, 2147483648]"), line: 16,
                         "event value 2147483648 does not fit 32 bits")
        Self.expectError(Self.document(replacing: 16, with: "    - [0, 0, 3, 0, 99999999999999999999]"), line: 16,
                         "event must hold numbers, found \"99999999999999999999\"")
    }

    @Test func eventEntryNotAList() {
        Self.expectError(Self.document(replacing: 16, with: "    - {sec: 0}"), line: 16,
                         "each evdev event must be a list [sec, usec, type, code, value], found a mapping")
        let scalarEntry = Self.document().replacingOccurrences(of: "  - evdev:\n    - [0, 10, 3, 0, 50]\n    - [0, 10, 0, 0, 0]\n", with: "  - 5\n")
        Self.expectError(scalarEntry, line: 15,
                         "each entry of events: must be a mapping such as evdev: [...], found \"5\"")
    }

    @Test func unsupportedVersion() {
        Self.expectError(Self.document(replacing: 1, with: "version: 2"), line: 1, "unsupported version 2 (only version 1 is known)")
    }

    @Test func missingVersionAndDevices() {
        Self.expectError(Self.document(replacing: 1, with: "# no version"), line: nil, "missing version: (not a libinput recording?)")
        Self.expectError("version: 1\nndevices: 1\n", line: nil, "missing devices:")
        Self.expectError("version: 1\ndevices: []\n", line: 2, "devices: lists no device")
    }

    @Test func tooManyDevices() {
        let device = "- evdev: {name: \"D\", id: [0, 0, 0, 0], codes: {0: [0]}}\n  events: [{evdev: [[0, 0, 0, 0, 0]]}]\n"
        let text = "version: 1\ndevices:\n" + String(repeating: device, count: 257)
        Self.expectError(text, line: 3 + 256 * 2, "more than 256 devices")
        let (devices, events) = (try? Support.read("version: 1\ndevices:\n" + String(repeating: device, count: 256))) ?? ([], [])
        #expect(devices.count == 256)
        #expect(events.map(\.device) == Array(0..<256))
    }

    @Test func emptyFile() {
        Self.expectError("", line: nil, "empty file: no YAML document")
        Self.expectError("# only a comment\n", line: nil, "empty file: no YAML document")
        Self.expectError("just text", line: 1, "expected a mapping at the top level, found \"just text\"")
    }

    @Test func deviceCountDisagrees() {
        Self.expectError(Self.document(replacing: 2, with: "ndevices: 2"), line: 2, "ndevices: says 2 but devices: lists 1")
    }

    @Test func descriptionShapes() {
        Self.expectError(Self.document(replacing: 7, with: "    id: [1, 2, 3]"), line: 7,
                         "id has 3 numbers, expected 4 [bustype, vendor, product, version]")
        Self.expectError(Self.document(replacing: 7, with: "    id: [1, 2, 3, 65536]"), line: 7, "id number 65536 is out of range 0...65535")
        Self.expectError(Self.document(replacing: 12, with: "      0: [0, 100, 0, 0]"), line: 12,
                         "absinfo of axis 0 has 4 numbers, expected 5 [min, max, fuzz, flat, resolution]")
        Self.expectError(Self.document(replacing: 12, with: "      64: [0, 100, 0, 0, 0]"), line: 12,
                         "absinfo: key must be an axis code 0...63, found \"64\"")
        Self.expectError(Self.document(replacing: 12, with: "      1: [0, 100, 0, 0, 0]"), line: 6,
                         "device 0 lists ABS_X in codes: but has no absinfo: for it")
        Self.expectError(Self.document(replacing: 10, with: "      3: [0, 64]"), line: 10, "code of event type 3 64 is out of range 0...63")
        Self.expectError(Self.document(replacing: 10, with: "      9: [0]"), line: 10, "codes: key must be an event type number, found \"9\"")
        Self.expectError(Self.document(replacing: 13, with: "    properties: [32]"), line: 13, "property 32 is out of range 0...31")
        Self.expectError(Self.document(replacing: 6, with: "    nome: \"T\""), line: 6, "device 0 has no name:")
        Self.expectError(Self.document(replacing: 13, with: "    name: \"again\""), line: 13, "duplicate key name: in the evdev: description")
        Self.expectError(Self.document(replacing: 5, with: "  evdevs:"), line: 4, "device 0 has no evdev: description")
    }

    @Test func yamlSyntaxErrorsCarryLibyamlsProblem() {
        Self.expectError(Self.document(replacing: 16, with: "    - [0, 10, 3, 0, 50"), line: 17,
                         "YAML syntax error: did not find expected ',' or ']' while parsing a flow sequence")
        Self.expectError(Self.document(replacing: 9, with: "      0: [0]]"), line: 9,
                         "YAML syntax error: did not find expected key while parsing a block mapping")
    }

    @Test func invalidUTF8IsReportedAtItsLine() {
        var bytes = Array(Self.document().utf8)
        let quote = bytes.firstIndex(of: UInt8(ascii: "T")) ?? 0
        bytes[quote] = 0xFF
        #expect(Support.error(bytes) == RecordingError(file: "bad.yml", line: 6, reason: "invalid text: invalid leading UTF-8 octet"))
    }

    @Test func directoryIsUnreadable() {
        #expect(throws: RecordingError(.unreadable, file: "/", line: nil, reason: "cannot read: Is a directory")) {
            _ = try LibinputRecordReader(path: "/")
        }
    }

    @Test func missingFileIsUnreadable() {
        let path = "/nonexistent/peekpop/recording.yml"
        #expect(throws: RecordingError(.unreadable, file: path, line: nil, reason: "cannot open: No such file or directory")) {
            _ = try LibinputRecordReader(path: path)
        }
    }
}
