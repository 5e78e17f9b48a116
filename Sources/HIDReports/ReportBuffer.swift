// SPDX-License-Identifier: MIT
/// One report being filled in, as it will be sent: all zeros to start with (padding, constants
/// and every field no one sets stay zero), the report ID first when the descriptor uses IDs.
struct ReportBuffer {
    private(set) var bytes: [UInt8]
    /// Where the fields start: after the ID byte, or at 0.
    private let fieldsStart: Int

    init(_ layout: ReportLayout, numbered: Bool) {
        fieldsStart = numbered ? 8 : 0
        bytes = [UInt8](repeating: 0, count: layout.byteLength + (numbered ? 1 : 0))
        if numbered { bytes[0] = layout.reportID }
    }

    /// Value `index` of `field` set to `value`, held to the field's logical range and written as
    /// the field's bits (two's complement when the field is signed).
    mutating func set(_ field: ReportField, index: Int = 0, to value: Int) {
        guard index < field.count else { return }
        ReportBits.write(UInt64(bitPattern: Int64(field.clamped(value))), offset: fieldsStart + field.bitOffset + index * field.bitSize,
                         size: field.bitSize, into: &bytes)
    }
}
