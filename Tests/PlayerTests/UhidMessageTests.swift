// SPDX-License-Identifier: MIT
import Testing
@testable import peekpop_uinput

/// The uhid messages against `<linux/uhid.h>`'s packed layout (offsets from `offsetof` on this
/// machine's header: `uhid_create2_req.rd_data` at 276, `uhid_set_report_req.data` at 8, the
/// event 4380 bytes).
@Suite struct UhidMessageTests {
    @Test func createLaysOutTheFieldsAsTheHeaderDoes() {
        let bytes = UhidMessage.create(name: "Goodix", phys: "p", uniq: "u", descriptor: [0x05, 0x0d], bus: 0x18,
                                       vendor: 0x27c6, product: 0x0e00, version: 0x0110)
        #expect(Array(bytes[0..<4]) == [11, 0, 0, 0], "UHID_CREATE2")
        #expect(Array(bytes[4..<11]) == Array("Goodix\0".utf8))
        #expect(bytes[4 + 128] == UInt8(ascii: "p"))
        #expect(bytes[4 + 192] == UInt8(ascii: "u"))
        #expect(Array(bytes[260..<264]) == [2, 0, 0x18, 0], "rd_size, bus")
        #expect(Array(bytes[264..<276]) == [0xc6, 0x27, 0, 0, 0x00, 0x0e, 0, 0, 0x10, 0x01, 0, 0], "vendor, product, version")
        #expect(Array(bytes[280...]) == [0x05, 0x0d], "rd_data at 4 + 276")
    }

    @Test func aLongNameIsCutAndStaysTerminated() {
        let bytes = UhidMessage.create(name: String(repeating: "n", count: 300), phys: "", uniq: "", descriptor: [1], bus: 3, vendor: 1, product: 2)
        #expect(bytes[4 + 127] == 0)
        #expect(bytes[4 + 126] == UInt8(ascii: "n"))
    }

    @Test func inputAndRepliesCarryTheirSizes() {
        #expect(UhidMessage.input([0x31, 1, 2]) == [12, 0, 0, 0, 3, 0, 0x31, 1, 2])
        #expect(UhidMessage.getReportReply(id: 7, data: [8, 5]) == [10, 0, 0, 0, 7, 0, 0, 0, 0, 0, 2, 0, 8, 5])
        #expect(UhidMessage.getReportReply(id: 1, error: 5) == [10, 0, 0, 0, 1, 0, 0, 0, 5, 0, 0, 0])
        #expect(UhidMessage.setReportReply(id: 0x01020304) == [14, 0, 0, 0, 4, 3, 2, 1, 0, 0])
    }

    @Test func decodesTheKernelsRequests() {
        var get = [UInt8](repeating: 0, count: UhidMessage.eventSize)
        get[0] = 9; get[4] = 42; get[8] = 0x08; get[9] = 0
        #expect(UhidMessage.decode(get) == .getReport(id: 42, reportNumber: 8, type: .feature))
        var set = [UInt8](repeating: 0, count: UhidMessage.eventSize)
        set[0] = 13; set[4] = 3; set[8] = 0xf1; set[9] = 0; set[10] = 3; set[12] = 0xf1; set[13] = 2; set[14] = 1
        #expect(UhidMessage.decode(set) == .setReport(id: 3, reportNumber: 0xf1, type: .feature, data: [0xf1, 2, 1]))
        var output = [UInt8](repeating: 0, count: UhidMessage.eventSize)
        output[0] = 6; output[4] = 0xaa; output[4 + 4096] = 1; output[4 + 4098] = 1
        #expect(UhidMessage.decode(output) == .output(data: [0xaa], type: .output))
        #expect(UhidMessage.decode([2, 0, 0, 0]) == .start)
        #expect(UhidMessage.decode([99, 0, 0, 0]) == .other(type: 99))
    }

    @Test func shortOrLyingMessagesAreNotTrusted() {
        #expect(UhidMessage.decode([9, 0, 0]) == nil)
        #expect(UhidMessage.decode([9, 0, 0, 0, 1]) == nil)
        // A size past the bytes read is cut to what is there.
        var set = [UInt8](repeating: 0, count: 14)
        set[0] = 13; set[10] = 0xff; set[11] = 0xff
        #expect(UhidMessage.decode(set) == .setReport(id: 0, reportNumber: 0, type: .feature, data: [0, 0]))
    }
}
