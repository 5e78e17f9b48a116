// SPDX-License-Identifier: MIT
import HIDReports
import Testing

/// The Magic Trackpad 2's report 0x31, read back as hid-magicmouse's `magicmouse_emit_touch` reads it.
@Suite struct MagicTrackpad2ReportTests {
    @Test func fingersComeBackAtTheDriversRanges() throws {
        let frame = TouchFrame(contacts: [TouchContact(id: 3, tip: true, x: 0, y: 1, pressure: 1),
                                          TouchContact(id: 15, tip: true, x: 1, y: 0, pressure: 0.5),
                                          TouchContact(id: 4, tip: true, x: 0.5, y: 0.5)], button: true, scanTime: 12345)
        let report = try MagicTrackpad2Report.encode(frame)
        #expect(report.count == 4 + 3 * 9)
        let decoded = try #require(MagicTrackpad2Report.decode(report))
        #expect(decoded.button)
        #expect(decoded.fingers.map(\.id) == [3, 15, 4])
        #expect(decoded.fingers.allSatisfy { $0.down })
        #expect(decoded.fingers.map(\.x) == [-3678, 3934, 128])
        #expect(decoded.fingers.map(\.y) == [2587, -2478, 55])
        #expect(decoded.fingers.map(\.pressure) == [253, 127, 0])
    }

    @Test func aLiftIsSentLiftedWithNothingPressing() throws {
        let report = try MagicTrackpad2Report.encode(TouchFrame(contacts: [TouchContact(id: 0, tip: false, x: 0.2, y: 0.2, pressure: 0.9)]))
        let finger = try #require(MagicTrackpad2Report.decode(report)?.fingers.first)
        #expect(!finger.down)
        #expect(finger.pressure == 0)
        #expect(report[4 + 3] & 0xc0 == 0x40, "the state bits of the first finger")
    }

    @Test func anEmptyFrameIsTheHeaderAlone() throws {
        #expect(try MagicTrackpad2Report.encode(TouchFrame(contacts: [], button: true)).count == 4)
    }

    @Test func whatTheReportCannotHoldIsAnError() {
        let sixteen = (0..<16).map { TouchContact(id: $0, tip: true, x: 0, y: 0) }
        #expect(throws: MagicTrackpad2Report.EncodingError.tooManyFingers(16)) { try MagicTrackpad2Report.encode(TouchFrame(contacts: sixteen)) }
        #expect(throws: MagicTrackpad2Report.EncodingError.idOutOfRange(16)) {
            try MagicTrackpad2Report.encode(TouchFrame(contacts: [TouchContact(id: 16, tip: true, x: 0, y: 0)]))
        }
    }
}
