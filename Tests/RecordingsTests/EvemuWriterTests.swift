// SPDX-License-Identifier: MIT
import Foundation
import InputEvents
import Recordings
import Testing

@Suite struct EvemuWriterTests {
    static let description = DeviceDescription(
        name: "Synthetic Pen",
        id: DeviceID(bustype: 0x3, vendor: 0x56a, product: 0xe6, version: 0x100),
        properties: [InputProperty.direct],
        codes: [
            EventType.syn: [SynCode.report, SynCode.config, SynCode.dropped],
            EventType.key: [KeyCode.btnToolPen, KeyCode.btnTouch],
            EventType.abs: [AbsCode.x, AbsCode.pressure],
            EventType.msc: [0],
        ],
        absInfo: [
            AbsCode.x: AbsInfo(minimum: 0, maximum: 27760, fuzz: 4, flat: 0, resolution: 100),
            AbsCode.pressure: AbsInfo(minimum: -1, maximum: 2047),
        ])

    @Test func writesTheDescriptionAsEvemuDescribeDoes() throws {
        let writer = EvemuWriter()
        try writer.writeDescription(Self.description)
        try writer.write(Evemu.event(1_338_280_085_907_883, EventType.key, KeyCode.btnToolPen, 1))
        try writer.write(Evemu.event(7, EventType.abs, AbsCode.pressure, -1))
        try writer.write(Evemu.event(0, EventType.abs, AbsCode.x, 27760))
        try writer.write(Evemu.event(-5, EventType.syn, SynCode.report, Int32.min))
        let zeros = " 00 00 00 00 00 00 00 00\n"
        let keyLines = (0..<12).map { $0 == 5 ? "B: 01 01 04 00 00 00 00 00 00\n" : "B: 01" + zeros }.joined()
        let expected = "# EVEMU 1.3\n"
            + "N: Synthetic Pen\n"
            + "I: 0003 056a 00e6 0100\n"
            + "P: 02 00 00 00 00 00 00 00\n"
            + "B: 00 0b 00 00 00 00 00 00 00\n"
            + keyLines
            + "B: 02" + zeros
            + "B: 03 01 00 00 01 00 00 00 00\n"
            + "B: 04 01 00 00 00 00 00 00 00\n"
            + "B: 05" + zeros + "B: 11" + zeros + "B: 12" + zeros + "B: 14" + zeros + "B: 15" + zeros + "B: 15" + zeros
            + "A: 00 0 27760 4 0 100\n"
            + "A: 18 -1 2047 0 0 0\n"
            + "E: 1338280085.907883 0001 0140 0001\n"
            + "E: 0.000007 0003 0018 -001\n"
            + "E: 0.000000 0003 0000 27760\n"
            + "E: 0.000000 0000 0000 -2147483648\n"
        #expect(String(decoding: writer.bytes, as: UTF8.self) == expected)
    }

    @Test func roundTripsADescriptionAndGeneratedEvents() throws {
        var generator = SplitMix64(seed: 0x5eed)
        let events = (0..<5_000).map { _ in
            InputEvent(
                time: Timestamp(microseconds: Int64(generator.next() % 4_000_000_000_000_000)),
                type: UInt16(truncatingIfNeeded: generator.next()),
                code: UInt16(truncatingIfNeeded: generator.next()),
                value: Int32(truncatingIfNeeded: generator.next()))
        } + [Evemu.event(0, 0, 0, Int32.min), Evemu.event(1, 0xffff, 0xffff, Int32.max)]
        let writer = EvemuWriter()
        try writer.writeDescription(Self.description)
        for event in events { try writer.write(event) }
        let (description, readBack) = try Evemu.read(bytes: writer.bytes)
        #expect(description == Self.description)
        #expect(readBack == events)
    }

    @Test func aFileWriterWritesWhatAMemoryWriterHolds() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("evemu-writer-\(UUID().uuidString).evemu").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let memory = EvemuWriter()
        let file = try EvemuWriter(path: path)
        for writer in [memory, file] {
            try writer.writeDescription(Self.description)
            // Enough lines to flush several 64 KiB blocks.
            for index in 0..<20_000 { try writer.write(Evemu.event(Int64(index), EventType.abs, AbsCode.x, Int32(index))) }
            try writer.flush()
        }
        #expect(FileManager.default.contents(atPath: path).map { [UInt8]($0) } == memory.bytes)
        var reader = try EvemuReader(path: path)
        var count = 0
        while try reader.next() != nil { count += 1 }
        #expect(reader.devices == [Self.description])
        #expect(count == 20_000)
    }

    @Test func aFullDiskIsAnUnwritableErrorWithThePath() throws {
        let writer = try EvemuWriter(path: "/dev/full")
        try writer.writeDescription(Self.description)
        #expect(throws: RecordingError(.unwritable, file: "/dev/full", line: nil, reason: "cannot write: No space left on device")) {
            try writer.flush()
        }
    }

    @Test func anUncreatableFileIsAnUnwritableError() {
        #expect(throws: RecordingError(.unwritable, file: "/nonexistent/out.evemu", line: nil, reason: "cannot create: No such file or directory")) {
            _ = try EvemuWriter(path: "/nonexistent/out.evemu")
        }
    }

    @Test func lineBreaksInANameDoNotBreakTheFile() throws {
        var description = Self.description
        description.name = "Two\nLines"
        let writer = EvemuWriter()
        try writer.writeDescription(description)
        #expect(try Evemu.read(bytes: writer.bytes).0.name == "Two Lines")
    }
}

/// A small deterministic generator (SplitMix64) so generated tests fail the same way every time.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
