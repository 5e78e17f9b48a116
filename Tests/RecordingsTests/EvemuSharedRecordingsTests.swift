// SPDX-License-Identifier: MIT
import Foundation
import InputEvents
import Recordings
import Testing
import TestSupport

/// Every public evemu recording in `../shared/recordings` parses, with its description, and
/// every description survives a write and a read.
@Suite(.enabled(if: TestData.sharedRecordings != nil))
struct EvemuSharedRecordingsTests {
    static var root: URL { TestData.sharedRecordings ?? URL(fileURLWithPath: "/nonexistent") }

    /// Events-only recordings whose description is not in the set (evemu-devices never shipped these pads).
    static let withoutDescription = [
        "evemu-devices/tablets/Wacom Bamboo 16FG 4x5 Pad.events",
        "evemu-devices/tablets/Wacom Intuos5 touch M Pad.events",
        "evemu-devices/tablets/Wacom Intuos5 touch M modeswitch.events",
        "evemu-devices/tablets/Wacom Intuos5 touch M touchring.events",
    ]

    static func relative(_ url: URL) -> String { String(url.path.dropFirst(root.path.count + 1)) }

    static func readAll(_ reader: inout EvemuReader) throws -> [InputEvent] {
        var events: [InputEvent] = []
        while let recorded = try reader.next() { events.append(recorded.event) }
        return events
    }

    @Test func everyRecordingParsesWithItsDescription() throws {
        let recordings = TestData.files(under: Self.root, endingWith: [".events", ".event"])
        #expect(recordings.count == 98)
        var events = 0
        for url in recordings where !Self.withoutDescription.contains(Self.relative(url)) {
            var reader = try EvemuReader(path: url.path)
            #expect(reader.devices.count == 1 && !reader.devices[0].name.isEmpty)
            events += try Self.readAll(&reader).count
        }
        #expect(events == 250_564)
    }

    @Test(arguments: withoutDescription)
    func recordingsWithoutADescriptionSaySo(_ relative: String) {
        let path = Self.root.appendingPathComponent(relative).path
        #expect(throws: RecordingError(file: path, line: 1, reason: "E: line before any device description")) {
            _ = try EvemuReader(path: path)
        }
    }

    @Test func anExplicitDescriptionMakesAnOrphanReadable() throws {
        let path = Self.root.appendingPathComponent("evemu-devices/tablets/Wacom Bamboo 16FG 4x5 Pad.events").path
        let description = Self.root.appendingPathComponent("evemu-devices/tablets/Wacom Bamboo 16FG 4x5 Pen.desc").path
        var reader = try EvemuReader(path: path, descriptionPath: description)
        #expect(reader.devices.map(\.name) == ["Wacom Bamboo 16FG 4x5 Pen"])
        let events = try Self.readAll(&reader)
        #expect(events.first == Evemu.event(1_338_280_455_350_390, EventType.key, 0x110, 1))
    }

    @Test func knownRecordingsReadExactly() throws {
        // evemu 1.0-style description (5-column A: lines) with a dash-joined events-only file.
        var ntrig = try EvemuReader(path: Self.root.appendingPathComponent("evemu/ntrig-xt2/ntrig-xt2-1-tap.event").path)
        let device = try #require(ntrig.devices.first)
        #expect(device.name == "N-Trig-MultiTouch")
        #expect(device.id == DeviceID(bustype: 3, vendor: 0x1b96, product: 1, version: 0x110))
        #expect(device.codes[EventType.key] == [KeyCode.btnTouch])
        #expect(device.absInfo[AbsCode.x] == AbsInfo(minimum: 0, maximum: 9600, fuzz: 75, flat: 0, resolution: 0))
        #expect(try ntrig.next() != nil)
    }

    @Test func everyDescriptionRoundTripsThroughTheWriter() throws {
        let files = TestData.files(under: Self.root, endingWith: [".desc", ".prop", ".device", ".events", ".event"])
            .filter { !Self.withoutDescription.contains(Self.relative($0)) }
        var checked = 0
        for url in files {
            // Recordings give their own description or the one discovered beside them.
            let description = try EvemuReader(path: url.path).devices[0]
            let writer = EvemuWriter()
            try writer.writeDescription(description)
            #expect(try Evemu.read(bytes: writer.bytes).0 == description, "\(Self.relative(url))")
            checked += 1
        }
        #expect(checked > 100)
    }

    @Test func theWriterReproducesEvemuDescribeLines() throws {
        // Written by evemu-describe 2.x (format 1.3).
        let path = Self.root.appendingPathComponent("evemu-devices/tablets/Wacom Intuos4 6x9 Pen.desc").path
        let writer = EvemuWriter()
        try writer.writeDescription(try EvemuReader.readDescription(path: path))
        func descriptionLines(_ text: String) -> [Substring] {
            text.split(separator: "\n").filter { ["N:", "I:", "P:", "B:", "A:"].contains($0.prefix(2)) }
        }
        let original = try String(contentsOfFile: path, encoding: .utf8)
        #expect(descriptionLines(String(decoding: writer.bytes, as: UTF8.self)) == descriptionLines(original))
        #expect(descriptionLines(original).count == 36)
    }

    @Test func eventsRoundTripThroughTheWriter() throws {
        for relative in ["evemu/wetab.event", "evemu-devices/touchscreens/Atmel maXTouch Touchscreen.2-fingers-touch-release.events"] {
            var reader = try EvemuReader(path: Self.root.appendingPathComponent(relative).path)
            let events = try Self.readAll(&reader)
            let writer = EvemuWriter()
            try writer.writeDescription(reader.devices[0])
            for event in events { try writer.write(event) }
            let (description, readBack) = try Evemu.read(bytes: writer.bytes)
            #expect(description == reader.devices[0])
            #expect(readBack == events)
            #expect(events.count > 50)
        }
    }
}
