// SPDX-License-Identifier: MIT
/// One Input, Output or Feature item of a descriptor: `count` values of `bitSize` bits each, side
/// by side from `bitOffset`, with the global and local state the item was read under.
public struct ReportField: Hashable, Sendable {
    public var kind: ReportKind
    /// The report the field is in; 0 when the descriptor declares no report IDs.
    public var reportID: UInt8
    /// Where the field's first value starts, in bits from the start of the report after its ID
    /// byte; value `i` starts `i * bitSize` bits later. Bits count from each byte's least
    /// significant bit, as in every HID report.
    public var bitOffset: Int
    /// Report Size: the bits of each value (up to 256; this module reads and writes up to 64).
    public var bitSize: Int
    /// Report Count: how many values.
    public var count: Int
    /// For a variable item, one usage per value, the last repeated when the item had fewer (as
    /// hid-core does); for an array item, the usages a value can select, from Logical Minimum on.
    /// Empty for padding.
    public var usages: [UInt32]
    /// The main item's data: bit 0 Constant, 1 Variable, 2 Relative, 3 Wrap, 4 Nonlinear, 5 No
    /// Preferred, 6 Null State, 7 Volatile (not Input), 8 Buffered Bytes.
    public var flags: UInt32
    public var logicalMinimum: Int
    public var logicalMaximum: Int
    /// The collections the item is inside, outermost first.
    public var collectionPath: [HIDCollection]
    /// Which Finger collection (Digitizer 0x22) of its report the field is in: 0, 1, 2… in
    /// descriptor order within that kind and report ID; nil outside any Finger collection.
    public var fingerIndex: Int?

    public init(kind: ReportKind, reportID: UInt8, bitOffset: Int, bitSize: Int, count: Int, usages: [UInt32], flags: UInt32,
                logicalMinimum: Int, logicalMaximum: Int, collectionPath: [HIDCollection], fingerIndex: Int?) {
        self.kind = kind
        self.reportID = reportID
        self.bitOffset = bitOffset
        self.bitSize = bitSize
        self.count = count
        self.usages = usages
        self.flags = flags
        self.logicalMinimum = logicalMinimum
        self.logicalMaximum = logicalMaximum
        self.collectionPath = collectionPath
        self.fingerIndex = fingerIndex
    }

    /// Constant (bit 0): padding or a fixed value the host ignores.
    public var isConstant: Bool { flags & 0x01 != 0 }
    /// Variable (bit 1): each value is its own usage's; otherwise an array whose values select usages.
    public var isVariable: Bool { flags & 0x02 != 0 }
    /// Relative (bit 2): a change since the last report rather than a position.
    public var isRelative: Bool { flags & 0x04 != 0 }

    /// Logical Minimum through Logical Maximum (the parser rejects a maximum below the minimum).
    public var logicalRange: ClosedRange<Int> { logicalMinimum...logicalMaximum }

    /// Whether values are two's complement: when Logical Minimum is negative, as hid-core reads them.
    public var isSigned: Bool { logicalMinimum < 0 }

    /// The usage of value `index` of a variable item; nil for an array or padding, or past `count`.
    public func usage(at index: Int) -> UInt32? {
        guard isVariable, usages.indices.contains(index) else { return nil }
        return usages[index]
    }

    /// The application collection the field is in (the innermost, should they nest).
    public var application: HIDCollection? { collectionPath.last { $0.type == .application } }

    /// Whether the field is inside a collection of `usage`.
    public func isInside(_ usage: UInt32) -> Bool { collectionPath.contains { $0.usage == usage } }

    /// `value` held to the logical range.
    public func clamped(_ value: Int) -> Int { min(max(value, logicalMinimum), logicalMaximum) }

    /// The logical value `fraction` (0...1, held there; NaN is 0) of the way from Logical Minimum to
    /// Logical Maximum, rounded to the nearest: `min + round(fraction × (max − min))`.
    public func value(atFraction fraction: Double) -> Int {
        let held = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        return clamped(logicalMinimum + Int((held * Double(logicalMaximum - logicalMinimum)).rounded()))
    }
}
