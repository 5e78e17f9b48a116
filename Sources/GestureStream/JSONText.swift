/// The JSON that protocol v1 writes, by hand: fixed decimals (stable, diffable output, no
/// exponent) and strings with the escapes RFC 8259 requires. Every encoder of the stream, and
/// `peekpop session show`, formats through these.
public enum JSONText {
    /// Appends `value` with exactly `decimals` digits after the point (no exponent, as JSON wants).
    /// Non-finite values cannot be JSON and never come from the recognizer; they are written as 0.
    public static func appendFixed(_ value: Double, decimals: Int, to out: inout String) {
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        guard value.isFinite, abs(value) < Double(Int64.max / scale) else {
            out += "0"
            return
        }
        let scaled = Int64((value * Double(scale)).rounded())
        // Written from the last digit back into a buffer on the stack (at most 19 digits, the
        // point and the sign), then appended at once: four strings per number cost more than
        // everything else of a gesture line.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var start = buffer.endIndex
            var magnitude = scaled.magnitude
            for place in 0... {
                if place == decimals {
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
            out += String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }

    /// Appends `text` as a JSON string with the escapes RFC 8259 requires.
    public static func appendString(_ text: String, to out: inout String) {
        out += "\""
        // Most strings (device names) need no escape, and are appended whole rather than one
        // scalar at a time.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            out += text
            out += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
