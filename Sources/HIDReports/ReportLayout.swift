// SPDX-License-Identifier: MIT
/// One report a descriptor declares: its kind, its ID and its length, which is what uhid and the
/// kernel check a report's bytes against.
public struct ReportLayout: Hashable, Sendable {
    public var kind: ReportKind
    /// The report ID; 0 when the descriptor declares none.
    public var reportID: UInt8
    /// The bits of the report's fields, after the report ID byte.
    public var bitLength: Int

    public init(kind: ReportKind, reportID: UInt8, bitLength: Int) {
        self.kind = kind
        self.reportID = reportID
        self.bitLength = bitLength
    }

    /// The bytes after the report ID byte: the bits rounded up to whole bytes, as the kernel sizes
    /// a report (`hid_report_len`, without its ID byte).
    public var byteLength: Int { (bitLength + 7) / 8 }
}
