// SPDX-License-Identifier: MIT
/// A JSON number as its text. A number read keeps the digits it was written with, so an integer
/// reads back exactly however long it is, and a fraction as `Double` parses it; a number made from
/// a double is written in the shortest form that reads back as the same double.
public struct JSONNumber: Hashable, Sendable, CustomStringConvertible {
    /// The number as written, RFC 8259's grammar (`-12`, `0.5`, `1e-05`).
    public let text: String

    /// `text` as the parser found it: already in JSON's grammar.
    init(validated text: String) {
        self.text = text
    }

    /// `value` in decimal.
    public init(_ value: Int) {
        text = String(value)
    }

    /// `value` with exactly `decimals` digits after the point (`JSONText.appendFixed`: 0 for a
    /// value it cannot write so).
    public init(_ value: Double, decimals: Int) {
        var text = ""
        JSONText.appendFixed(value, decimals: decimals, to: &text)
        self.text = text
    }

    /// `value` in the shortest form that reads back as it (Swift's `description`, as JSON writers
    /// commonly do) without a `.0` on whole numbers: `0.35`, `150`, `1e-05`, `1e+20`. Nil for NaN
    /// and the infinities, which JSON has no way to write.
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        self.text = text
    }

    /// The number as `Double` parses it: the nearest double, ±infinity past its range, 0 below it.
    public var double: Double {
        // JSON's grammar is within `Double`'s, so the text always parses.
        Double(text) ?? .nan
    }

    /// The number when it is a whole number an `Int` holds, exactly: `2`, `-0`, `2.0`, `2e3` and
    /// `250e-2` are, `2.5`, `1e-400` and `1e30` are not. Decided on the digits, not on a double,
    /// which would round `2.0000000000000001` to a whole number.
    public var integer: Int? {
        let parts = DecimalParts(text)
        guard parts.digits.contains(where: { $0 != 0 }) else { return 0 }
        // Where the point falls among the digits once the exponent has moved it.
        guard let exponent = parts.exponent else { return nil }
        let (point, overflow) = parts.point.addingReportingOverflow(exponent)
        guard !overflow, point > 0, !parts.digits.dropFirst(point).contains(where: { $0 != 0 }) else { return nil }
        var value = 0
        // A nonzero digit overflows within 19 more places, so this ends however large `point` is.
        for place in 0..<point {
            let digit = place < parts.digits.count ? Int(parts.digits[place]) : 0
            let (shifted, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (next, carried) = parts.negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflowed, !carried else { return nil }
            value = next
        }
        return value
    }

    public var description: String { text }
}

/// A number's text taken apart: its sign, its digits without the point, how many come before the
/// point, and its exponent (nil when it is too large for an `Int`).
private struct DecimalParts {
    var negative = false
    var digits: [UInt8] = []
    var point = 0
    var exponent: Int? = 0

    init(_ text: String) {
        var bytes = text.utf8[...]
        if bytes.first == UInt8(ascii: "-") {
            negative = true
            bytes = bytes.dropFirst()
        }
        var sawPoint = false
        while let byte = bytes.first, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
            if byte == UInt8(ascii: ".") {
                sawPoint = true
            } else {
                digits.append(byte - UInt8(ascii: "0"))
                if !sawPoint { point += 1 }
            }
            bytes = bytes.dropFirst()
        }
        if !bytes.isEmpty { exponent = Int(String(decoding: bytes.dropFirst(), as: UTF8.self)) }
    }
}
