// SPDX-License-Identifier: MIT
/// Reports back into values: what a device sent, read the way hid-core reads it (signed when the
/// field's Logical Minimum is negative, `snto32`), for tests' round trips and the player's log.
public struct ReportDecoder: Hashable, Sendable {
    public let descriptor: ReportDescriptor

    public init(_ descriptor: ReportDescriptor) {
        self.descriptor = descriptor
    }

    /// Every value of a report as sent (the report ID first when the descriptor uses IDs): one per
    /// value of each variable field, one per selected usage of each array field, none for padding
    /// or constants. Nil when the descriptor has no such report or the bytes are too short for it.
    public func decode(_ report: [UInt8], kind: ReportKind = .input) -> DecodedReport? {
        let reportID: UInt8 = descriptor.usesReportIDs ? (report.first ?? 0) : 0
        guard let layout = descriptor.report(kind, id: reportID),
              report.count >= layout.byteLength + (descriptor.usesReportIDs ? 1 : 0) else { return nil }
        var values: [DecodedValue] = []
        for (fieldIndex, field) in descriptor.fields.enumerated() where field.kind == kind && field.reportID == reportID && !field.isConstant {
            for index in 0..<field.count {
                guard let value = self.value(of: field, at: index, in: report) else { continue }
                if field.isVariable {
                    guard let usage = field.usage(at: index) else { continue }
                    values.append(DecodedValue(usage: usage, value: value, fingerIndex: field.fingerIndex, field: fieldIndex, index: index))
                } else if case let (offset, false) = value.subtractingReportingOverflow(field.logicalMinimum),
                          let selected = field.usages[safe: offset] {
                    values.append(DecodedValue(usage: selected, value: value, fingerIndex: field.fingerIndex, field: fieldIndex, index: index))
                }
            }
        }
        return DecodedReport(kind: kind, reportID: reportID, values: values)
    }

    /// Value `index` of `field` in a report as sent; nil when the bytes end first or the field is
    /// wider than 64 bits. A 64-bit unsigned value over `Int.max` comes back as its bit pattern.
    public func value(of field: ReportField, at index: Int = 0, in report: [UInt8]) -> Int? {
        guard (0..<field.count).contains(index), field.bitSize <= 64 else { return nil }
        let start = (descriptor.usesReportIDs ? 8 : 0) + field.bitOffset + index * field.bitSize
        guard let bits = ReportBits.read(report, offset: start, size: field.bitSize) else { return nil }
        guard field.isSigned, field.bitSize > 0, field.bitSize < 64 else { return Int(truncatingIfNeeded: bits) }
        let shift = UInt64(64 - field.bitSize)
        return Int(truncatingIfNeeded: Int64(bitPattern: bits << shift) >> shift)
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
