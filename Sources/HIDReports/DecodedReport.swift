// SPDX-License-Identifier: MIT
/// The values of one report, as `ReportDecoder` read them.
public struct DecodedReport: Hashable, Sendable {
    public var kind: ReportKind
    /// 0 when the descriptor uses no IDs.
    public var reportID: UInt8
    /// In report order.
    public var values: [DecodedValue]

    public init(kind: ReportKind, reportID: UInt8, values: [DecodedValue]) {
        self.kind = kind
        self.reportID = reportID
        self.values = values
    }

    /// The first value of `usage` in Finger collection `finger` (nil: outside every Finger
    /// collection); nil when the report has none.
    public func value(_ usage: UInt32, finger: Int? = nil) -> Int? {
        values.first { $0.usage == usage && $0.fingerIndex == finger }?.value
    }

    /// Every value of `usage`, wherever it is, in report order.
    public func values(_ usage: UInt32) -> [Int] {
        values.filter { $0.usage == usage }.map(\.value)
    }
}

/// One value of a report.
public struct DecodedValue: Hashable, Sendable {
    /// The value's usage; for an array field, the usage its value selects.
    public var usage: UInt32
    /// The logical value (sign-extended when the field is signed).
    public var value: Int
    /// The Finger collection the value is in, as `ReportField.fingerIndex`.
    public var fingerIndex: Int?
    /// The field's index in `ReportDescriptor.fields`.
    public var field: Int
    /// Which of the field's values.
    public var index: Int

    public init(usage: UInt32, value: Int, fingerIndex: Int?, field: Int, index: Int) {
        self.usage = usage
        self.value = value
        self.fingerIndex = fingerIndex
        self.field = field
        self.index = index
    }
}
