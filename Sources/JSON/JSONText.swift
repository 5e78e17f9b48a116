// SPDX-License-Identifier: MIT
import NumberFormat

/// The JSON that protocol v1 writes, by hand: fixed decimals (stable, diffable output, no
/// exponent; their digits written by `Digits`) and strings with the escapes RFC 8259 requires.
/// Every encoder of the stream, `JSONValue` and so every JSON document the programs write format
/// through these.
///
/// Each is written once, as UTF-8 bytes into the spare capacity of a byte array (`OutputSpan`):
/// the daemon encodes every gesture line straight into the bytes it sends. The `[UInt8]` and
/// `String` forms append the same bytes. The `write` forms are inlinable, as `Digits` is: the
/// stream's encoders, in another module, get them specialised to their constant decimals.
public enum JSONText {
    /// Appends `value` with exactly `decimals` digits after the point (no exponent, as JSON wants).
    /// Non-finite values cannot be JSON and never come from the recognizer; they are written as 0.
    public static func appendFixed(_ value: Double, decimals: Int, to out: inout [UInt8]) {
        out.append(addingCapacity: longestNumber) { writeFixed(value, decimals: decimals, to: &$0) }
    }

    /// `appendFixed(_:decimals:to:)` onto a string.
    public static func appendFixed(_ value: Double, decimals: Int, to out: inout String) {
        var bytes: [UInt8] = []
        appendFixed(value, decimals: decimals, to: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text`, JSON as it is (punctuation and keys), without a string's overhead.
    public static func appendRaw(_ text: StaticString, to out: inout [UInt8]) {
        out.append(addingCapacity: text.utf8CodeUnitCount) { $0.append(text) }
    }

    /// Appends `value` in decimal.
    public static func appendInteger(_ value: Int, to out: inout [UInt8]) {
        out.append(addingCapacity: longestNumber) { writeInteger(value, to: &$0) }
    }

    /// Appends `text` as a JSON string with the escapes RFC 8259 requires.
    public static func appendString(_ text: String, to out: inout [UInt8]) {
        out.append(addingCapacity: longestString(text)) { writeString(text, to: &$0) }
    }

    /// `appendString(_:to:)` onto a string.
    public static func appendString(_ text: String, to out: inout String) {
        var bytes: [UInt8] = []
        appendString(text, to: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// The most bytes a number takes: 19 digits (a scaled `Int64`), the point and the sign.
    public static let longestNumber = Digits.longestNumber

    /// The most bytes `text` takes as a JSON string: six for each byte (`\u00XX`) and the quotes.
    @inlinable
    public static func longestString(_ text: String) -> Int {
        6 * text.utf8.count + 2
    }

    /// Writes `value` at `decimals` decimals (at most 18), or 0 when it has none. Always inlined:
    /// with `decimals` a constant, its scale and range are too.
    @inlinable @inline(__always)
    public static func writeFixed(_ value: Double, decimals: Int, to out: inout OutputSpan<UInt8>) {
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        guard value.isFinite, abs(value) < Double(Int64.max / scale) else {
            Digits.write(0, digits: 1, to: &out)
            return
        }
        Digits.writeFixed(roundedHalfAway(value * Double(scale)), decimals: decimals, to: &out)
    }

    /// `Int64(value.rounded())` (halves away from zero) for a `value` well inside `Int64`'s range,
    /// without the call to libm's `round`: the conversion truncates in one instruction, and what
    /// it cut off (`value` minus a whole number of the same sign, so exact) says which way to go.
    @inlinable
    static func roundedHalfAway(_ value: Double) -> Int64 {
        let truncated = Int64(value)
        let cutOff = value - Double(truncated)
        if cutOff >= 0.5 { return truncated + 1 }
        if cutOff <= -0.5 { return truncated - 1 }
        return truncated
    }

    /// Writes `value` in decimal. Always inlined, as `writeFixed`: a constant (the protocol
    /// version) then comes down to its digits.
    @inlinable @inline(__always)
    public static func writeInteger(_ value: Int, to out: inout OutputSpan<UInt8>) {
        Digits.writeFixed(Int64(value), decimals: 0, to: &out)
    }

    /// Writes `text` as a JSON string with the escapes RFC 8259 requires.
    @inlinable
    public static func writeString(_ text: String, to out: inout OutputSpan<UInt8>) {
        out.append(UInt8(ascii: "\""))
        // Most strings (device names) need no escape: checked where they lie (no copy of the
        // string), then copied whole. The rest, and any string not stored contiguously, byte by byte.
        let copiedWhole = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard !needsEscape(bytes) else { return false }
            out.append(copying: bytes)
            return true
        }
        if copiedWhole != true {
            for byte in text.utf8 { writeEscaped(byte, to: &out) }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Whether any byte of `bytes` needs an escape. A device name is looked at on every line, so
    /// eight bytes at a time, as one word (unaligned loads, all within `bytes`), with the "has a
    /// byte less than n" test of Bit Twiddling Hacks; the last word ends at the last byte, over
    /// some bytes already seen, rather than leaving a few to look at one by one.
    @inlinable
    static func needsEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 8 else { return bytes.contains(where: needsEscape) }
        let raw = UnsafeRawBufferPointer(bytes)
        for offset in stride(from: 0, to: raw.count - 8, by: 8) where needsEscape(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) {
            return true
        }
        return needsEscape(raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self))
    }

    /// Whether any of the eight bytes of `word` needs an escape: a control byte, or a byte equal
    /// to `"` or `\\` (where the word XOR that byte has a zero byte).
    @inlinable
    static func needsEscape(_ word: UInt64) -> Bool {
        hasByte(below: 0x20, in: word) || hasByte(below: 1, in: word ^ everyByte(0x22)) || hasByte(below: 1, in: word ^ everyByte(0x5c))
    }

    @inlinable
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Whether some byte of `word` is less than `limit` (at most 0x80): subtracting `limit` from
    /// every byte sets a byte's top bit where it was below, or where a borrow from a byte below
    /// reached it; `~word` leaves out bytes whose top bit was already set. So the result is
    /// nonzero exactly when some byte is below `limit`.
    @inlinable
    static func hasByte(below limit: UInt8, in word: UInt64) -> Bool {
        (word &- everyByte(limit)) & ~word & everyByte(0x80) != 0
    }

    /// `byte` in each of a word's eight bytes.
    @inlinable
    static func everyByte(_ byte: UInt8) -> UInt64 {
        0x0101_0101_0101_0101 &* UInt64(byte)
    }

    /// Writes one byte of a string, escaped when JSON wants it. Bytes of multi-byte characters
    /// (0x80 and up) are copied as they are.
    @inlinable
    static func writeEscaped(_ byte: UInt8, to out: inout OutputSpan<UInt8>) {
        switch byte {
        case UInt8(ascii: "\""): out.append(#"\""#)
        case UInt8(ascii: "\\"): out.append(#"\\"#)
        case UInt8(ascii: "\n"): out.append(#"\n"#)
        case UInt8(ascii: "\r"): out.append(#"\r"#)
        case UInt8(ascii: "\t"): out.append(#"\t"#)
        case _ where byte < 0x20:
            out.append(#"\u00"#)
            Digits.write(UInt64(byte), digits: 2, radix: 16, to: &out)
        default:
            out.append(byte)
        }
    }
}
