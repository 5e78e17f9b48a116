// SPDX-License-Identifier: MIT
import Foundation

/// `JSONText`'s number and string formatting as it was before it was made fast (commit 2566240), kept as the
/// oracle the fast one is checked against: the stream's bytes must not change by one digit.
enum ReferenceFormatter {
    /// `value` at `decimals` decimals, or `0` for what has none.
    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        guard value.isFinite, abs(value) < Double(Int64.max / scale) else { return digits(of: 0, decimals: 0) }
        return digits(of: Int64((value * Double(scale)).rounded()), decimals: decimals)
    }

    /// `scaled` in decimal, a point before its last `decimals` digits (none for 0).
    static func digits(of scaled: Int64, decimals: Int) -> String {
        var reversed: [UInt8] = []
        var magnitude = scaled.magnitude
        for place in 0... {
            if decimals > 0, place == decimals { reversed.append(UInt8(ascii: ".")) }
            reversed.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
            if place >= decimals, magnitude == 0 { break }
        }
        if scaled < 0 { reversed.append(UInt8(ascii: "-")) }
        return String(decoding: reversed.reversed(), as: UTF8.self)
    }

    /// `text` as a JSON string, byte by byte.
    static func string(_ text: String) -> String {
        var out = Array("\"".utf8)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += #"\""#.utf8
            case UInt8(ascii: "\\"): out += #"\\"#.utf8
            case UInt8(ascii: "\n"): out += #"\n"#.utf8
            case UInt8(ascii: "\r"): out += #"\r"#.utf8
            case UInt8(ascii: "\t"): out += #"\t"#.utf8
            case _ where byte < 0x20: out += String(format: "\\u%04x", Int(byte)).utf8
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }
}
