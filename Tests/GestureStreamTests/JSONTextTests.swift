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
