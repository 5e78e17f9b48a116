// SPDX-License-Identifier: MIT
import InputEvents
import Recordings
import Testing

@Suite struct EvemuReaderTests {
    @Test func readsEveryPrefixOfADescription() throws {
        let text = """
            # EVEMU 1.3
            N: Synthetic Touch Screen
            I: 0018 04f3 00a1 0110
            P: 02 00 00 00 00 00 00 00
            B: 00 0b 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 04 00 00 00 00 00 00
            B: 03 03 00 00 00 00 80 60 02
            A: 00 0 4095 4 0 16
            A: 01 -10 2303 0 2 -3
            A: 2f 0 9 0 0 0
            A: 35 0 4095 0 0 16
            A: 36 0 2303 0 0 16
            A: 39 0 65535 0 0 0
            L: 00 1
            S: 0a 0
            E: 0.000100 0003 0039 5

            """
        let (description, events) = try Evemu.read(text)
        #expect(description == DeviceDescription(
            name: "Synthetic Touch Screen",
            id: DeviceID(bustype: 0x18, vendor: 0x04f3, product: 0xa1, version: 0x110),
            properties: [InputProperty.direct],
            codes: [
                EventType.syn: [0, 1, 3],
                // The second B: 01 line continues the first: byte 9, bit 2.
                EventType.key: [8 * 8 + 8 + 2],
                EventType.abs: [0x00, 0x01, 0x2f, 0x35, 0x36, 0x39],
            ],
            absInfo: [
                0x00: AbsInfo(minimum: 0, maximum: 4095, fuzz: 4, flat: 0, resolution: 16),
                0x01: AbsInfo(minimum: -10, maximum: 2303, fuzz: 0, flat: 2, resolution: -3),
                0x2f: AbsInfo(minimum: 0, maximum: 9),
                0x35: AbsInfo(minimum: 0, maximum: 4095, resolution: 16),
                0x36: AbsInfo(minimum: 0, maximum: 2303, resolution: 16),
                0x39: AbsInfo(minimum: 0, maximum: 65535),
            ]))
        #expect(events == [Evemu.event(100, EventType.abs, 0x39, 5)])
    }

    @Test func readsAbsLinesWithoutResolutionAsZero() throws {
        let text = Evemu.minimalHeader + "B: 03 03 00 00 00 00 00 00 00\nA: 00 0 9600 75 0\nA: 01 0 7200 78 0 40\n"
        let (description, _) = try Evemu.read(text)
        #expect(description.absInfo == [
            0x00: AbsInfo(minimum: 0, maximum: 9600, fuzz: 75, flat: 0, resolution: 0),
            0x01: AbsInfo(minimum: 0, maximum: 7200, fuzz: 78, flat: 0, resolution: 40),
        ])
    }

    @Test func dropsAxisRangesAndBitsLibevdevWouldIgnore() throws {
        // A: for an axis the mask lacks, properties above INPUT_PROP_MAX, an unknown event type's mask.
        let text = Evemu.minimalHeader
            + "P: 00 00 00 00 01 00 00 00\nB: 03 01 00 00 00 00 00 00 00\nB: 07 ff 00 00 00 00 00 00 00\nA: 00 0 10 0 0 0\nA: 01 0 20 0 0 0\n"
        let (description, _) = try Evemu.read(text)
        #expect(description.properties.isEmpty)
        #expect(description.codes == [EventType.abs: [0]])
        #expect(description.absInfo == [0: AbsInfo(minimum: 0, maximum: 10)])
    }

    @Test func readsEventFieldsExactly() throws {
        let text = Evemu.minimalHeader + """
            E: 1338280085.907883 0004 0000 -1
            E: 0.000001 0003 0035 0123\t# EV_ABS / ABS_MT_POSITION_X 123
            E: 0.5 0001 014A +7
            E: 12.000000 0003 0000 -2147483648
            E: 12.000000 0003 0000 2147483647
            E:3.000002 ffff ABCD 0
            """
        let (_, events) = try Evemu.read(text)
        #expect(events == [
            Evemu.event(1_338_280_085_907_883, EventType.msc, 0, -1),
            Evemu.event(1, EventType.abs, 0x35, 123),
            // evemu reads the digits after the dot as a count of microseconds (%06u).
            Evemu.event(5, EventType.key, 0x14a, 7),
            Evemu.event(12_000_000, EventType.abs, 0, Int32.min),
            Evemu.event(12_000_000, EventType.abs, 0, Int32.max),
            Evemu.event(3_000_002, 0xffff, 0xabcd, 0),
        ])
    }

    @Test func passesTimestampsThroughEvenWhenTheyGoBack() throws {
        let text = Evemu.minimalHeader + "E: 10.000500 0000 0000 0\nE: 10.000400 0000 0000 0\nE: 0.000000 0000 0000 0\n"
        let (_, events) = try Evemu.read(text)
        #expect(events.map(\.time.microseconds) == [10_000_500, 10_000_400, 0])
    }

    @Test func skipsCommentsAndBlankLinesAnywhere() throws {
        let text = "\n# EVEMU 1.2\n#comment\n\n   \nN: Name With  Spaces \n# between\nI: 0003 0001 0002 0003\n\n# x\nE: 1.000000 0000 0000 0\n\t\n# y\nE: 2.000000 0000 0000 0\n#"
        let (description, events) = try Evemu.read(text)
        #expect(description.name == "Name With  Spaces ")
        #expect(description.id == DeviceID(bustype: 3, vendor: 1, product: 2, version: 3))
        #expect(events.map(\.time.microseconds) == [1_000_000, 2_000_000])
    }

    @Test func readsCRLFAndAMissingFinalNewline() throws {
        let text = "N: CRLF\r\nI: 0003 0001 0002 0003\r\nB: 03 01 00 00 00 00 00 00 00\r\nA: 00 0 5 0 0 1\r\nE: 1.000000 0003 0000 4\r\nE: 2.000000 0000 0000 0"
        let (description, events) = try Evemu.read(text)
        #expect(description.name == "CRLF")
        #expect(description.absInfo[0] == AbsInfo(minimum: 0, maximum: 5, resolution: 1))
        #expect(events == [Evemu.event(1_000_000, EventType.abs, 0, 4), Evemu.event(2_000_000, 0, 0, 0)])
    }

    @Test func aDescriptionWithoutEventsIsAnEmptyRecording() throws {
        let (description, events) = try Evemu.read(Evemu.minimalHeader + "B: 01 00 00 00 00 00 00 00 00\n")
        #expect(description.name == "Test Device")
        #expect(description.codes.isEmpty)
        #expect(events.isEmpty)
    }

    @Test func eventsOnlyBufferUsesTheGivenDescription() throws {
        let given = DeviceDescription(name: "Given", id: DeviceID(bustype: 3, vendor: 4, product: 5, version: 6))
        let (description, events) = try Evemu.read("# events only\nE: 1.000000 0000 0000 0\n", description: given)
        #expect(description == given)
        #expect(events == [Evemu.event(1_000_000, 0, 0, 0)])
    }

    @Test func aGivenDescriptionReplacesTheFilesOwn() throws {
        let given = DeviceDescription(name: "Given", id: DeviceID(bustype: 3, vendor: 4, product: 5, version: 6))
        let (description, events) = try Evemu.read(Evemu.minimalHeader + "E: 1.000000 0000 0000 0\n", description: given)
        #expect(description == given)
        #expect(events.count == 1)
    }

    /// Each malformed input, the 1-based line it fails on (nil: not one line) and the exact reason.
    static let malformed: [(text: String, line: Int?, reason: String)] = [
        ("", nil, "no device description"),
        ("# EVEMU 1.3\n\n# nothing else\n", nil, "no device description"),
        ("# c\nE: 1.000000 0000 0000 0\n", 2, "E: line before any device description"),
        ("I: 0003 0001 0002 0003\n", 1, "I: line before any N: line (the description has no name)"),
        ("N: \nI: 0003 0001 0002 0003\n", 1, "empty device name"),
        ("N: x\n", nil, "the description ends before its I: line"),
        ("N: x\nB: 01 00 00 00 00 00 00 00 00\n", 2, "expected I: line after N:, got B: line"),
        (Evemu.minimalHeader + "N: again\n", 3, "second N: line (an evemu file describes one device)"),
        (Evemu.minimalHeader + "E: 1.0 0000 0000 0\nA: 00 0 1 0 0 0\n", 4, "A: line after events"),
        (Evemu.minimalHeader + "X: 1\n", 3, "unknown line prefix \"X:\""),
        (Evemu.minimalHeader + "hello\n", 3, "unknown line prefix \"he\""),
        (Evemu.minimalHeader + " E: 1.0 0 0 0\n", 3, "unknown line prefix \" E\""),
        ("N: x\nI: 0003 00g1 0002 0003\n", 2, "bad hex number \"00g1\" for vendor"),
        ("N: x\nI: 0003 10000 0002 0003\n", 2, "vendor \"10000\" out of range (0...0xffff)"),
        ("N: x\nI: 0003 0001 0002\n", 2, "missing version"),
        ("N: x\nI: 0003 0001 0002 0003 0004\n", 2, "unexpected \"0004\" after version"),
        (Evemu.minimalHeader + "P: 00 00 00 00 00 00 00\n", 3, "missing property mask byte"),
        (Evemu.minimalHeader + "P: 00 00 00 00 00 00 00 100\n", 3, "property mask byte \"100\" out of range (0...0xff)"),
        (Evemu.minimalHeader + "B: 01 00 00 00 00 00 00 00 00 00\n", 3, "unexpected \"00\" after 8 mask bytes"),
        (Evemu.minimalHeader + "B: 20 00 00 00 00 00 00 00 00\n", 3, "event type 0x20 above EV_MAX (0x1f)"),
        (Evemu.minimalHeader + "A: 40 0 1 0 0 0\n", 3, "ABS code 0x40 above ABS_MAX (0x3f)"),
        (Evemu.minimalHeader + "A: 00 0 1 0\n", 3, "missing ABS flat"),
        (Evemu.minimalHeader + "A: 00 0 2147483648 0 0\n", 3, "ABS maximum \"2147483648\" out of range for Int32"),
        (Evemu.minimalHeader + "A: 00 0 99999999999999999999999 0 0\n", 3, "ABS maximum \"99999999999999999999999\" out of range for Int32"),
        (Evemu.minimalHeader + "A: 00 0 1x 0 0\n", 3, "bad number \"1x\" for ABS maximum"),
        (Evemu.minimalHeader + "L: 00\n", 3, "missing state"),
        (Evemu.minimalHeader + "E: 1.000000 0000 0000\n", 3, "missing event value"),
        (Evemu.minimalHeader + "E: 1.000000 0000 0000 -2147483649\n", 3, "event value \"-2147483649\" out of range for Int32"),
        (Evemu.minimalHeader + "E: 1.000000 0000 0000 -\n", 3, "bad number \"-\" for event value"),
        (Evemu.minimalHeader + "E: 1.000000 10000 0000 0\n", 3, "event type \"10000\" out of range (0...0xffff)"),
        (Evemu.minimalHeader + "E: 1.000000 0000 -001 0\n", 3, "bad hex number \"-001\" for event code"),
        (Evemu.minimalHeader + "E: -1.000000 0000 0000 0\n", 3, "negative timestamp \"-1.000000\""),
        (Evemu.minimalHeader + "E: 1 0000 0000 0\n", 3, "bad timestamp \"1\": expected SECONDS.MICROSECONDS"),
        (Evemu.minimalHeader + "E: 1.0000001 0000 0000 0\n", 3, "bad timestamp \"1.0000001\": more than 6 digits of microseconds"),
        (Evemu.minimalHeader + "E: 9223372036854.000000 0000 0000 0\n", 3, "timestamp \"9223372036854.000000\" out of range"),
        (Evemu.minimalHeader + "E: 1.000000 0000 0000 0 junk\n", 3, "unexpected \"junk\" after event value"),
    ]

    @Test(arguments: 0..<malformed.count) func malformedInputIsLocated(_ index: Int) {
        let (text, line, reason) = Self.malformed[index]
        #expect(Evemu.error(text) == RecordingError(file: "test.evemu", line: line, reason: reason))
    }

    @Test func theLargestTimestampThatFitsIsRead() throws {
        let (_, events) = try Evemu.read(Evemu.minimalHeader + "E: 9223372036853.999999 0000 0000 0\n")
        #expect(events.map(\.time.microseconds) == [9_223_372_036_853_999_999])
    }

    @Test func binaryGarbageIsAnErrorNotACrash() {
        #expect(Evemu.error(bytes: Array((Evemu.minimalHeader + "E: 1.0 0 0 0\n").utf8) + [0x45, 0x3A, 0x00, 0x0A])
            == RecordingError(file: "test.evemu", line: 4, reason: "binary data: NUL byte at column 3"))
        #expect(Evemu.error(bytes: Array("N: caf".utf8) + [0xC3, 0x28] + Array("\nI: 0 0 0 0\n".utf8))
            == RecordingError(file: "test.evemu", line: 1, reason: "binary data: line is not valid UTF-8"))
        #expect(Evemu.error(bytes: [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x0A])
            == RecordingError(file: "test.evemu", line: 1, reason: "unknown line prefix \"\u{7F}E\""))
    }

    @Test func aUTF8NameIsKept() throws {
        let (description, _) = try Evemu.read("N: Stift für Tablett ✎\nI: 0003 0001 0002 0003\n")
        #expect(description.name == "Stift für Tablett ✎")
    }
}
