// SPDX-License-Identifier: MIT
import Testing
@testable import GestureStream

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
