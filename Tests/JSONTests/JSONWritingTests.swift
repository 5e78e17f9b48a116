// SPDX-License-Identifier: MIT
import JSON
import Testing

/// Documents the programs write besides the stream: doubles in their shortest form, keys sorted,
/// and the indented form of device profiles.
@Suite struct JSONWritingTests {
    @Test(arguments: [
        (0.35, "0.35"), (150, "150"), (180.5, "180.5"), (-0.0, "-0"), (1e-5, "1e-05"), (1e20, "1e+20"),
        (0.30000000000000004, "0.30000000000000004"), (123_456_789.125, "123456789.125"),
    ] as [(Double, String)])
    func doublesAreWrittenInTheirShortestForm(_ value: Double, _ text: String) throws {
        #expect(JSONValue.number(value).text == text)
        #expect(try JSONValue(parsing: text).doubleValue == value)
    }

    @Test func whatIsNoNumberIsNull() {
        #expect(JSONValue.number(.nan) == .null)
        #expect(JSONValue.number(.infinity) == .null)
        #expect(JSONNumber(-Double.infinity) == nil)
    }

    @Test func keysAreSortedByTheirBytesAtEveryLevel() {
        let document = JSONValue.object([
            .init("b", .array([.object([.init("y", .integer(1)), .init("x", .integer(2))])])),
            .init("B", .bool(false)),
            .init("a", .integer(1)),
            .init("a", .integer(2)),
        ])
        #expect(document.sortingKeys().text == #"{"B":false,"a":1,"a":2,"b":[{"x":2,"y":1}]}"#)
    }

    @Test func theIndentedFormIsJSONEncodersPrettyPrinting() {
        let document = JSONValue.object([
            .init("a", .integer(1)),
            .init("arr", .array([.number(1), .number(2.5)])),
            .init("e", .array([])),
            .init("eo", .object([])),
            .init("z", .object([.init("b", .string("x/y")), .init("t", .bool(true))])),
        ])
        #expect(document.indentedText == """
            {
              "a" : 1,
              "arr" : [
                1,
                2.5
              ],
              "e" : [

              ],
              "eo" : {

              },
              "z" : {
                "b" : "x/y",
                "t" : true
              }
            }
            """)
    }
}
