// SPDX-License-Identifier: MIT
import NativeMessaging
import Testing

/// Native messaging's framing: the length before each message, and the browsers' limits.
@Suite struct NativeMessageFrameTests {
    /// A JSON string value of exactly `length` bytes: `"xxx…"`.
    static func jsonString(length: Int) -> [UInt8] {
        [UInt8(ascii: "\"")] + [UInt8](repeating: UInt8(ascii: "x"), count: length - 2) + [UInt8(ascii: "\"")]
    }

    /// `body` with a 4-byte native-order length before it, whatever its size.
    static func framed(_ body: [UInt8], length: UInt32? = nil) -> [UInt8] {
        withUnsafeBytes(of: length ?? UInt32(body.count)) { Array($0) } + body
    }

    @Test func theLengthComesFirstInTheMachinesByteOrder() throws {
        let frame = try NativeMessageFrame.frame(Array(#"{"a":1}"#.utf8))
        #expect(frame == [7, 0, 0, 0] + Array(#"{"a":1}"#.utf8))
    }

    @Test func aMessageOfExactly1MBIsSentAndOneByteMoreIsNot() throws {
        let exact = Self.jsonString(length: 1_048_576)
        let frame = try NativeMessageFrame.frame(exact)
        #expect(frame.count == 1_048_580)
        #expect(Array(frame.prefix(4)) == [0, 0, 16, 0])
        #expect(throws: NativeMessageError.tooLong(length: 1_048_577, limit: 1_048_576)) {
            try NativeMessageFrame.frame(Self.jsonString(length: 1_048_577))
        }
    }

    @Test func messagesFromTheBrowserComeWholeWhateverThePiecesTheyArriveIn() throws {
        let bytes = Self.framed(Array(#"{"type":"hello"}"#.utf8)) + Self.framed(Array("[1,2]".utf8)) + Self.framed(Array(#""é""#.utf8))
        for size in [1, 3, 5, bytes.count] {
            var reader = NativeMessageReader()
            var messages: [String] = []
            for start in stride(from: 0, to: bytes.count, by: size) {
                messages += try reader.receive(bytes[start ..< min(start + size, bytes.count)])
            }
            #expect(messages == [#"{"type":"hello"}"#, "[1,2]", #""é""#], "pieces of \(size)")
            try reader.end()
        }
    }

    @Test func aMessageOf64MiBFromTheBrowserIsReadAndALongerLengthIsRefusedAtOnce() throws {
        var reader = NativeMessageReader()
        let largest = Self.jsonString(length: 64 * 1_048_576)
        #expect(try reader.receive(Self.framed(largest)).map(\.utf8.count) == [largest.count])
        var refusing = NativeMessageReader()
        #expect(throws: NativeMessageError.tooLong(length: 64 * 1_048_576 + 1, limit: 64 * 1_048_576)) {
            try refusing.receive(Self.framed([], length: 64 * 1_048_576 + 1))
        }
    }

    @Test func inputEndingInsideALengthOrAMessageIsTruncated() throws {
        var reader = NativeMessageReader()
        _ = try reader.receive([5, 0])
        #expect(throws: NativeMessageError.truncatedLength(received: 2)) { try reader.end() }
        var inBody = NativeMessageReader()
        _ = try inBody.receive(Self.framed(Array("[1,2]".utf8)).dropLast(2))
        #expect(throws: NativeMessageError.truncatedMessage(length: 5, received: 3)) { try inBody.end() }
    }

    @Test(arguments: ["{\"a\":", "hello", "", "{} {}", "\u{FFFD}"])
    func garbageFromTheBrowserIsNotJSON(_ text: String) {
        var reader = NativeMessageReader()
        let body = Array(text.utf8)
        #expect(throws: NativeMessageError.notJSON(length: body.count)) { try reader.receive(Self.framed(body)) }
    }

    @Test func bytesThatAreNotUTF8AreNotJSON() {
        var reader = NativeMessageReader()
        #expect(throws: NativeMessageError.notJSON(length: 3)) { try reader.receive(Self.framed([0x22, 0xFF, 0x22])) }
    }
}
