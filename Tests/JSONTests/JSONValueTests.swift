// SPDX-License-Identifier: MIT
import JSON
import Testing

/// A whole document: keys in the order given, numbers and strings as the stream's lines write them.
@Suite struct JSONValueTests {
    @Test func aDocumentIsWrittenAsTheLinesAreWithItsKeysInOrder() {
        let document = JSONValue.object([
            .init("z", .integer(1)),
            .init("a", .array([.fixed(2.5, decimals: 4), .null, .string(nil), .integer(nil), .string("say \"hi\"\n")])),
            .init("empty", .object([])),
            .init("none", .array([])),
        ])
        #expect(document.text == #"{"z":1,"a":[2.5000,null,null,null,"say \"hi\"\n"],"empty":{},"none":[]}"#)
    }
}
