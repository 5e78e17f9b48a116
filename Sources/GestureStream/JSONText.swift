// SPDX-License-Identifier: MIT
/// The JSON that protocol v1 writes, by hand: fixed decimals (stable, diffable output, no
/// exponent) and strings with the escapes RFC 8259 requires. Every encoder of the stream, and
/// `peekpop session show`, formats through these.
///
/// Each is written once, as UTF-8 bytes: the daemon encodes every gesture line straight into the
/// bytes it sends. The `String` forms append the same bytes.
public enum JSONText {
    /// Appends `value` with exactly `decimals` digits after the point (no exponent, as JSON wants).
    /// Non-finite values cannot be JSON and never come from the recognizer; they are written as 0.
    public static func appendFixed(_ value: Double, decimals: Int, to out: inout [UInt8]) {
        withFixed(value, decimals: decimals) { out.append(contentsOf: $0) }
    }

    /// `appendFixed(_:decimals:to:)` onto a string.
    public static func appendFixed(_ value: Double, decimals: Int, to out: inout String) {
        withFixed(value, decimals: decimals) { out += String(decoding: $0, as: UTF8.self) }
    }

    /// Appends `text`, JSON as it is (punctuation and keys), without a string's overhead.
    public static func appendRaw(_ text: StaticString, to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends `value` in decimal.
    public static func appendInteger(_ value: Int, to out: inout [UInt8]) {
        withDigits(of: Int64(value), decimals: 0) { out.append(contentsOf: $0) }
    }

    /// Appends `text` as a JSON string with the escapes RFC 8259 requires.
    public static func appendString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most strings (device names) need no escape: appended whole, then checked where they lie
        // in `out` (a scan of an array's bytes costs a fraction of one over a string's).
        let start = out.endIndex
        out.append(contentsOf: text.utf8)
        guard out[start...].contains(where: needsEscape) else {
            out.append(UInt8(ascii: "\""))
            return
        }
        out.removeSubrange(start...)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "\n"): out.append(contentsOf: #"\n"#.utf8)
            case UInt8(ascii: "\r"): out.append(contentsOf: #"\r"#.utf8)
            case UInt8(ascii: "\t"): out.append(contentsOf: #"\t"#.utf8)
            case _ where byte < 0x20:
                out.append(contentsOf: #"\u00"#.utf8)
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 0xf)])
            default:
                // Bytes of multi-byte characters (0x80 and up) are copied as they are.
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// `appendString(_:to:)` onto a string.
    public static func appendString(_ text: String, to out: inout String) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        appendString(text, to: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Calls `body` with the bytes of `value` at `decimals` decimals, or of 0 when it has none.
    private static func withFixed(_ value: Double, decimals: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        guard value.isFinite, abs(value) < Double(Int64.max / scale) else {
            withDigits(of: 0, decimals: 0, body)
            return
        }
        withDigits(of: Int64((value * Double(scale)).rounded()), decimals: decimals, body)
    }

    /// Calls `body` with `scaled` in decimal, a point before its last `decimals` digits (none for
    /// 0). Written from the last digit back into a buffer on the stack (at most 19 digits, the
    /// point and the sign) and handed over at once: four appends per number cost more than
    /// everything else of a gesture line.
    private static func withDigits(of scaled: Int64, decimals: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var start = buffer.endIndex
            var magnitude = scaled.magnitude
            for place in 0... {
                if decimals > 0, place == decimals {
                    start -= 1
                    buffer[start] = UInt8(ascii: ".")
                }
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                if place >= decimals, magnitude == 0 { break }
            }
            if scaled < 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            body(UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }
}
