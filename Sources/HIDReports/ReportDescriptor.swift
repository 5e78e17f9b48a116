// SPDX-License-Identifier: MIT
/// A HID report descriptor, parsed: every Input, Output and Feature item as a `ReportField` with
/// its place in its report, and every report's length. What the encoders, `FeatureReports` and
/// `ReportDecoder` are built from; `DescriptorParser` says how the items are read.
public struct ReportDescriptor: Hashable, Sendable {
    /// The descriptor as given: what uhid's UHID_CREATE2 hands the kernel.
    public let bytes: [UInt8]
    /// Every main item that is not a collection, in descriptor order, padding included.
    public let fields: [ReportField]
    /// Every report, in the order of its first field.
    public let reports: [ReportLayout]
    /// Whether the descriptor has Report ID items: then every report is sent with its ID as its
    /// first byte, and fields before the first Report ID item are in report 0.
    public let usesReportIDs: Bool

    /// The descriptor `bytes` hold.
    /// - Throws: `ReportDescriptorError` at the first item the kernel would refuse, or that is cut
    ///   short; at the end when a collection is left open.
    public init(bytes: [UInt8]) throws(ReportDescriptorError) {
        var parser = DescriptorParser()
        try parser.parse(bytes)
        self.bytes = bytes
        fields = parser.fields
        reports = parser.reports
        usesReportIDs = parser.usesReportIDs
    }

    /// The descriptor written as hex bytes (`05 0d 09 04 a1 01`, as hid-tools and the kernel's
    /// selftests print them): two-digit bytes apart by spaces, commas or line breaks, each with an
    /// optional `0x`.
    /// - Throws: `ReportDescriptorError` at the index of a word that is not a byte, or as `init(bytes:)`.
    public init(hex: String) throws(ReportDescriptorError) {
        var bytes: [UInt8] = []
        for word in hex.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" || $0 == "\r" }) {
            let digits = word.hasPrefix("0x") || word.hasPrefix("0X") ? word.dropFirst(2) : word[...]
            guard digits.count <= 2, let byte = UInt8(digits, radix: 16) else {
                throw ReportDescriptorError(offset: bytes.count, reason: "'\(word)' is not a hex byte")
            }
            bytes.append(byte)
        }
        try self.init(bytes: bytes)
    }

    /// The report of `kind` and `id`; nil when the descriptor has no field in it.
    public func report(_ kind: ReportKind, id: UInt8) -> ReportLayout? {
        reports.first { $0.kind == kind && $0.reportID == id }
    }

    /// The fields of one report, in order.
    public func fields(_ kind: ReportKind, id: UInt8) -> [ReportField] {
        fields.filter { $0.kind == kind && $0.reportID == id }
    }

    /// How many bytes the report is as sent or received: its ID byte (when the descriptor uses
    /// IDs) and its fields' bytes. Nil for a report the descriptor does not have.
    public func sentLength(_ kind: ReportKind, id: UInt8) -> Int? {
        report(kind, id: id).map { $0.byteLength + (usesReportIDs ? 1 : 0) }
    }
}
