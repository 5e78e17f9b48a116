// SPDX-License-Identifier: MIT
import JSON
import Testing
import TestSupport

@Suite struct JSONTextTests {
    @Test func stringsGetTheEscapesJSONRequires() {
        var out = ""
        JSONText.appendString("a\"b\\c\nd\r\t\u{01}é", to: &out)
        #expect(out == #""a\"b\\c\nd\r\t\u0001é""#)
    }

    @Test func fixedFormattingRoundsAndSigns() {
        func fixed(_ value: Double, _ decimals: Int) -> String {
            var out = ""
            JSONText.appendFixed(value, decimals: decimals, to: &out)
            return out
        }
        #expect(fixed(0.00049, 3) == "0.000")
        #expect(fixed(0.0005, 3) == "0.001")
        #expect(fixed(-1.5, 2) == "-1.50")
        #expect(fixed(12345.000001, 6) == "12345.000001")
        #expect(fixed(.nan, 3) == "0")
        #expect(fixed(.infinity, 3) == "0")
    }

    /// The edges of the fixed formatting, by value: halves round away from zero, what rounds to
    /// zero has no sign, and what has no fixed form (too large, not finite) is written as 0.
    @Test(arguments: [
        (0.5, 0, "1"), (-0.5, 0, "-1"), (2.5, 0, "3"), (12.4, 0, "12"), (0.125, 2, "0.13"), (-0.125, 2, "-0.13"),
        (0.375, 2, "0.38"), (0.0, 4, "0.0000"), (-0.0, 4, "0.0000"), (-0.0004, 3, "0.000"), (-0.0005, 3, "-0.001"),
        (0.99995, 4, "1.0000"), (9.99999949, 6, "9.999999"), (1e9, 4, "1000000000.0000"),
        // Past 2^53 the scaled value is the double's nearest, not the decimal one.
        (9_223_372_036_853.5, 6, "9223372036853.499904"), (-9_223_372_036_853.5, 6, "-9223372036853.499904"),
        (9_223_372_036_854, 6, "0"), (1e300, 3, "0"), (-.infinity, 4, "0"), (-.nan, 6, "0"),
        (.leastNonzeroMagnitude, 6, "0.000000"), (0.000001, 6, "0.000001"), (123_456.789, 3, "123456.789"),
    ] as [(Double, Int, String)])
    func fixedEdges(value: Double, decimals: Int, written: String) {
        var text = ""
        JSONText.appendFixed(value, decimals: decimals, to: &text)
        var bytes: [UInt8] = []
        JSONText.appendFixed(value, decimals: decimals, to: &bytes)
        #expect(text == written)
        #expect(String(decoding: bytes, as: UTF8.self) == written)
        #expect(ReferenceFormatter.fixed(value, decimals: decimals) == written)
    }

    /// The fast formatting writes what the old one wrote, digit for digit, over values of every
    /// kind: any bit pattern (NaN, infinities, subnormals, huge), halves at each decimal count and
    /// their neighbours, small negatives that round to zero, the edge of the range, plain ones.
    @Test func fixedFormattingMatchesTheReferenceOnRandomValues() {
        var generator = SeededGenerator(environmentOr: 0x6669_7865_64)
        for _ in 0..<20_000 {
            let decimals = Int.random(in: 0...18, using: &generator)
            var scale = 1.0
            for _ in 0..<decimals { scale *= 10 }
            let half = (Double(Int.random(in: -10_000_000...10_000_000, using: &generator)) + 0.5) / scale
            let limit = Double(Int64.max / Int64(scale))
            let values = [
                Double(bitPattern: generator.next()),
                half, half.nextUp, half.nextDown,
                -Double.random(in: 0..<0.5, using: &generator) / scale,
                limit, limit.nextDown, -limit.nextDown,
                Double.random(in: -1...1, using: &generator),
                Double.random(in: -100_000...100_000, using: &generator),
            ]
            for value in values {
                var bytes: [UInt8] = Array("x".utf8)
                JSONText.appendFixed(value, decimals: decimals, to: &bytes)
                let expected = ReferenceFormatter.fixed(value, decimals: decimals)
                #expect(String(decoding: bytes, as: UTF8.self) == "x" + expected, "\(value) at \(decimals) decimals; \(generator)")
            }
        }
    }

    /// Strings of every length around the eight-byte words the escape check reads, with a byte
    /// that needs an escape (or one just beside those) anywhere or nowhere.
    @Test func stringsMatchTheReferenceOnRandomText() {
        var generator = SeededGenerator(environmentOr: 0x7374_7269_6e67)
        let plain = Array("abc XYZ-019é€".unicodeScalars)
        let edges: [Unicode.Scalar] = ["\"", "\\", "\n", "\r", "\t", "\u{00}", "\u{01}", "\u{1f}", " ", "!", "#", "[", "]", "\u{7f}"]
        for _ in 0..<20_000 {
            var scalars = (0..<Int.random(in: 0...40, using: &generator)).map { _ in plain.randomElement(using: &generator)! }
            if !scalars.isEmpty, Bool.random(using: &generator) {
                scalars[Int.random(in: scalars.indices, using: &generator)] = edges.randomElement(using: &generator)!
            }
            let text = String(String.UnicodeScalarView(scalars))
            var bytes: [UInt8] = []
            JSONText.appendString(text, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == ReferenceFormatter.string(text), "\(text.debugDescription); \(generator)")
        }
    }

    @Test func integersMatchTheReferenceOnRandomValues() {
        var generator = SeededGenerator(environmentOr: 0x696e_7465_67)
        for _ in 0..<20_000 {
            let value = Int(truncatingIfNeeded: generator.next()) >> Int.random(in: 0...63, using: &generator)
            var bytes: [UInt8] = []
            JSONText.appendInteger(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == String(value), "\(generator)")
            #expect(ReferenceFormatter.digits(of: Int64(value), decimals: 0) == String(value))
        }
    }
}

@Suite struct JSONTextBytesTests {
    @Test(arguments: [(0, "0"), (7, "7"), (-12, "-12"), (1_234_567, "1234567"), (Int.min, "-9223372036854775808")])
    func integersAreWrittenInDecimal(value: Int, written: String) {
        var out: [UInt8] = []
        JSONText.appendInteger(value, to: &out)
        #expect(String(decoding: out, as: UTF8.self) == written)
    }

    @Test func bytesAreAppendedAfterWhatIsThere() {
        var out = Array("[".utf8)
        JSONText.appendString("plain", to: &out)
        JSONText.appendRaw(",", to: &out)
        JSONText.appendString("a\"b", to: &out)
        JSONText.appendRaw(",", to: &out)
        JSONText.appendFixed(-0.25, decimals: 2, to: &out)
        #expect(String(decoding: out, as: UTF8.self) == #"["plain","a\"b",-0.25"#)
    }
}
