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
        if scaled < 0 { out += "-" }
        let magnitude = scaled.magnitude
        out += String(magnitude / UInt64(scale))
        let fraction = String(magnitude % UInt64(scale))
        out += "."
        out += String(repeating: "0", count: decimals - fraction.count)
        out += fraction
    }

    /// Appends `text` as a JSON string with the escapes RFC 8259 requires.
    public static func appendString(_ text: String, to out: inout String) {
        out += "\""
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
