// SPDX-License-Identifier: MIT
/// A report's values as bits: each value is `size` bits at a bit offset, least significant bit
/// first, counting from bit 0 of byte 0 (HID 1.11 §8.4, little-endian throughout). Up to 64 bits
/// are read or written; a wider field's bits beyond 64 are left as they are.
enum ReportBits {
    /// The `size` bits at `offset` of `bytes`; nil when the bytes end first.
    static func read(_ bytes: [UInt8], offset: Int, size: Int) -> UInt64? {
        guard offset >= 0, size >= 0, offset + size <= bytes.count * 8 else { return nil }
        var value: UInt64 = 0
        for bit in 0..<min(size, 64) {
            let position = offset + bit
            if bytes[position >> 3] & (1 << (position & 7)) != 0 { value |= 1 << UInt64(bit) }
        }
        return value
    }

    /// Writes the low `size` bits of `value` at `offset`; bytes past the end are not written.
    static func write(_ value: UInt64, offset: Int, size: Int, into bytes: inout [UInt8]) {
        for bit in 0..<min(size, 64) {
            let position = offset + bit
            guard position >= 0, position >> 3 < bytes.count else { return }
            let mask = UInt8(1) << UInt8(position & 7)
            if value >> UInt64(bit) & 1 != 0 { bytes[position >> 3] |= mask } else { bytes[position >> 3] &= ~mask }
        }
    }
}
