// SPDX-License-Identifier: MIT
import JSON
import Testing

/// RFC 8259, strictly: what is JSON is read, in order; what is not is an error at its first byte.
@Suite struct JSONParserTests {
    func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue { try JSONValue(parsing: text) }

    /// The offset and reason of `text`'s error; nil when it is JSON.
    func failure(_ text: String) -> JSONSyntaxError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func aDocumentKeepsItsOrderItsKindsAndItsRepeatedKeys() throws {
        let value = try parse(#" {"z": [1, -2.5e3, true, false, null], "a": {"": "x"}, "z": {}} "#)
        #expect(value.objectMembers?.map(\.key) == ["z", "a", "z"])
        #expect(value["z"]?.arrayElements?.count == 5)
        #expect(value["z"]?.arrayElements?[1].doubleValue == -2500)
        #expect(value["z"]?.arrayElements?[2] == .bool(true))
        #expect(value["z"]?.arrayElements?[4] == .null)
        #expect(value["a"]?[""]?.stringValue == "x")
        #expect(value["missing"] == nil)
        #expect(value.text == #"{"z":[1,-2.5e3,true,false,null],"a":{"":"x"},"z":{}}"#)
    }

    @Test(arguments: ["0", "-0", "12", "-12.5", "1e3", "1E+3", "1.25e-3", "\"x\"", "true", "null", "[]", "{}"])
    func anyValueIsADocument(_ text: String) throws {
        #expect(try parse(text).text == text)
    }

    @Test(arguments: [
        ("9007199254740993", 9_007_199_254_740_993 as Int?, 9_007_199_254_740_992.0),
        ("-9223372036854775808", Int.min, -9_223_372_036_854_775_808.0),
        ("9223372036854775808", nil, 9_223_372_036_854_775_808.0),
        ("2.0", 2, 2), ("2e3", 2000, 2000), ("-0", 0, -0.0), ("2.5", nil, 2.5), ("1e30", nil, 1e30),
        ("0.1", nil, 0.1), ("1e400", nil, .infinity), ("-1e400", nil, -.infinity), ("1e-400", nil, 0),
        ("250e-2", nil, 2.5), ("25e-1", nil, 2.5), ("2500e-2", 25, 25), ("0.0e99999999999999999999", 0, 0),
        ("2.0000000000000001", nil, 2), ("-922337203685477580.8e1", Int.min, -9_223_372_036_854_775_808.0),
        ("1e99999999999999999999", nil, .infinity), ("1e18", 1_000_000_000_000_000_000, 1e18), ("1e19", nil, 1e19),
    ] as [(String, Int?, Double)])
    func numbersKeepTheirDigits(_ text: String, _ integer: Int?, _ double: Double) throws {
        let number = try parse(text)
        #expect(number.integerValue == integer)
        #expect(number.doubleValue == double)
        #expect(number.text == text)
    }

    @Test func escapesAreDecoded() throws {
        #expect(try parse(#""\"\\\/\b\f\n\r\t""#).stringValue == "\"\\/\u{8}\u{c}\n\r\t")
        #expect(try parse(#""\u00e9\u00E9é\u0000""#).stringValue == "ééé\u{0}")
        #expect(try parse(#""\ud83d\ude00 \uD83D\uDE00""#).stringValue == "😀 😀")
        #expect(try parse(#"{"k\u0041y": 1}"#).objectMembers?.first?.key == "kAy")
    }

    @Test func aByteOrderMarkIsIgnoredAndOnlyJSONsWhitespaceIsWhitespace() throws {
        #expect(try JSONValue(parsing: [0xEF, 0xBB, 0xBF] + Array("{}".utf8)) == .object([]))
        #expect(try parse(" \t\r\n[ 1 ,\n2 ]\n") == .array([try parse("1"), try parse("2")]))
        #expect(failure("\u{a0}{}")?.offset == 0)
        #expect(failure("\u{b}{}")?.offset == 0)
    }

    @Test(arguments: [
        ("", 0), ("   ", 3), ("{", 1), ("[1,]", 3), (#"{"a":1,}"#, 7), (#"{"a" 1}"#, 5), (#"{a:1}"#, 1), ("{'a':1}", 1),
        ("[1 2]", 3), (#"{"a":1}x"#, 7), ("{}{}", 2), ("01", 1), ("-", 1), ("1.", 2), (".5", 0), ("+1", 0), ("1e", 2),
        ("1e+", 3), ("0x10", 1), ("NaN", 0), ("Infinity", 0), ("tru", 0), ("True", 0), ("nul", 0), ("[1]//", 3),
        ("\"abc", 4), ("\"a\tb\"", 2), ("\"\u{1}\"", 1), (#""\x""#, 2), (#""\u12""#, 5), (#""\u00G0""#, 5),
        (#""\ud800""#, 1), (#""\udc00""#, 1), (#""\ud800x""#, 1), (#""a\ud800\u0041""#, 2), ("{}\u{0}", 2),
    ])
    func whatIsNotJSONIsAnErrorAtItsFirstByte(_ text: String, _ offset: Int) {
        #expect(failure(text)?.offset == offset, "\(text.debugDescription): \(failure(text)?.description ?? "no error")")
    }

    @Test func stringsMustBeUTF8() {
        #expect(throws: JSONSyntaxError(offset: 0, reason: "a string that is not UTF-8")) { try JSONValue(parsing: [0x22, 0xFF, 0x22]) }
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: [0x22, 0xED, 0xA0, 0x80, 0x22]) }
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: [0x22, 0x5C, 0x6E, 0xC3, 0x22]) }
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: [0xC3, 0xA9]) }
    }

    @Test func errorsSayWhatAndWhere() {
        #expect(failure(#"{"a" 1}"#)?.description == "expected ':' after the key at byte 5")
        #expect(failure("[1,")?.description == "expected a value, but the input ended at byte 3")
    }

    @Test func nestingStopsAt512Levels() throws {
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(try parse(deepest) != .null)
        let deeper = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(failure(deeper)?.offset == 512)
        #expect(failure(String(repeating: "{\"a\":", count: 100_000))?.offset == 512 * 5)
    }

    @Test func aLongStringIsReadWhole() throws {
        let text = String(repeating: "abcdefgh", count: 1 << 20)
        #expect(try JSONValue(parsing: Array("\"\(text)\"".utf8)).stringValue == text)
    }
}
