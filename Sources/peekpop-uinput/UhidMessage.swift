// SPDX-License-Identifier: MIT
/// The messages of `/dev/uhid` (`<linux/uhid.h>`), as the bytes read and written: the one codec of
/// that wire format. `struct uhid_event` is packed, little-endian on every architecture Linux's
/// uhid runs on here, a 32-bit type then the request; a write may stop after its request's last
/// field, a read always fills the whole event (`UhidMessage.eventSize`).
enum UhidMessage {
    /// What the kernel sends.
    enum Incoming: Equatable {
        case start, stop, open, close
        /// An output report (LEDs, haptics): `rtype` as `ReportType`.
        case output(data: [UInt8], type: ReportType)
        /// The driver asks for a report (hid-multitouch reads Contact Max, the button type, the
        /// certification blob at probe): reply within 5 s or the request fails with EIO.
        case getReport(id: UInt32, reportNumber: UInt8, type: ReportType)
        /// The driver sets a report (Input Mode; the Magic Trackpad 2's multitouch switch).
        case setReport(id: UInt32, reportNumber: UInt8, type: ReportType, data: [UInt8])
        /// A type this codec does not know (a newer kernel): ignored.
        case other(type: UInt32)
    }

    enum ReportType: UInt8 { case feature = 0, output = 1, input = 2 }

    /// `sizeof(struct uhid_event)`: what a read must have room for.
    static let eventSize = 4380
    /// The largest report or descriptor (`UHID_DATA_MAX`).
    static let dataMax = 4096

    private enum Kind: UInt32 {
        case destroy = 1, start = 2, stop = 3, open = 4, close = 5, output = 6
        case getReport = 9, getReportReply = 10, create2 = 11, input2 = 12, setReport = 13, setReportReply = 14
    }

    /// `UHID_CREATE2`: a device with this descriptor on this bus.
    static func create(name: String, phys: String, uniq: String, descriptor: [UInt8], bus: UInt16,
                       vendor: UInt32, product: UInt32, version: UInt32 = 0, country: UInt32 = 0) -> [UInt8] {
        var bytes = header(.create2)
        bytes += fixedString(name, 128) + fixedString(phys, 64) + fixedString(uniq, 64)
        bytes += little(UInt16(descriptor.count)) + little(bus)
        bytes += little(vendor) + little(product) + little(version) + little(country)
        return bytes + descriptor
    }

    /// `UHID_INPUT2`: one input report (its report ID first when the descriptor numbers them).
    static func input(_ report: [UInt8]) -> [UInt8] { header(.input2) + little(UInt16(report.count)) + report }

    /// `UHID_GET_REPORT_REPLY`: the report asked for, or `error` (an errno) with no data.
    static func getReportReply(id: UInt32, error: UInt16 = 0, data: [UInt8] = []) -> [UInt8] {
        header(.getReportReply) + little(id) + little(error) + little(UInt16(data.count)) + data
    }

    /// `UHID_SET_REPORT_REPLY`: 0, or the errno the driver's request fails with.
    static func setReportReply(id: UInt32, error: UInt16 = 0) -> [UInt8] { header(.setReportReply) + little(id) + little(error) }

    /// `UHID_DESTROY`: the device goes away (closing the file does the same).
    static let destroy = header(.destroy)

    /// The message a read returned; nil when it is too short to be one.
    static func decode(_ bytes: [UInt8]) -> Incoming? {
        guard bytes.count >= 4 else { return nil }
        let type = UInt32(littleEndian: bytes, at: 0)
        switch Kind(rawValue: type) {
        case .start: return .start
        case .stop: return .stop
        case .open: return .open
        case .close: return .close
        case .output:
            // struct uhid_output_req { data[4096]; u16 size; u8 rtype; }
            guard bytes.count >= 4 + dataMax + 3 else { return nil }
            let size = min(Int(UInt16(littleEndian: bytes, at: 4 + dataMax)), dataMax)
            return .output(data: Array(bytes[4..<4 + size]), type: ReportType(rawValue: bytes[4 + dataMax + 2]) ?? .output)
        case .getReport:
            // struct uhid_get_report_req { u32 id; u8 rnum; u8 rtype; }
            guard bytes.count >= 10 else { return nil }
            return .getReport(id: UInt32(littleEndian: bytes, at: 4), reportNumber: bytes[8], type: ReportType(rawValue: bytes[9]) ?? .feature)
        case .setReport:
            // struct uhid_set_report_req { u32 id; u8 rnum; u8 rtype; u16 size; data[4096]; }
            guard bytes.count >= 12 else { return nil }
            let size = min(Int(UInt16(littleEndian: bytes, at: 10)), dataMax, bytes.count - 12)
            return .setReport(id: UInt32(littleEndian: bytes, at: 4), reportNumber: bytes[8],
                              type: ReportType(rawValue: bytes[9]) ?? .feature, data: Array(bytes[12..<12 + size]))
        default: return .other(type: type)
        }
    }

    private static func header(_ kind: Kind) -> [UInt8] { little(kind.rawValue) }

    private static func little<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
        (0..<T.bitWidth / 8).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }

    /// A NUL-padded C string field; longer text is cut, keeping the terminating NUL.
    private static func fixedString(_ text: String, _ size: Int) -> [UInt8] {
        let bytes = Array(text.utf8.prefix(size - 1))
        return bytes + [UInt8](repeating: 0, count: size - bytes.count)
    }
}

private extension FixedWidthInteger {
    init(littleEndian bytes: [UInt8], at offset: Int) {
        var value: Self = 0
        for index in 0..<Self.bitWidth / 8 { value |= Self(bytes[offset + index]) << (index * 8) }
        self = value
    }
}
