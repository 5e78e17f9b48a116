// SPDX-License-Identifier: MIT
@testable import DaemonClient
import Testing

/// Lines out of a stream read in arbitrary pieces, bounded, whatever the bytes.
@Suite struct LineBufferTests {
    @Test func aLineSplitAcrossReadsComesWholeOnceItsNewlineArrives() {
        var buffer = LineBuffer()
        #expect(buffer.append(Array(#"{"v":1,"#.utf8)).isEmpty)
        #expect(buffer.append(Array("\"a\":2}\n{\"b\"".utf8)) == [.line(#"{"v":1,"a":2}"#)])
        #expect(buffer.append(Array(":3}\n\n".utf8)) == [.line(#"{"b":3}"#), .line("")])
        #expect(buffer.finish() == nil)
    }

    @Test func aUTF8SequenceSplitAcrossReadsIsKept() {
        let bytes = Array("é—x\n".utf8)
        var buffer = LineBuffer()
        var items: [LineBuffer.Item] = []
        for byte in bytes { items += buffer.append([byte]) }
        #expect(items == [.line("é—x")])
    }

    @Test func bytesThatAreNotUTF8MakeOneSkippedLineAndTheNextLineIsRead() {
        var buffer = LineBuffer()
        #expect(buffer.append([0x7B, 0xFF, 0xFE, 0x0A, 0x61, 0x0A]) == [.notUTF8, .line("a")])
    }

    @Test func aLineLongerThanTheBoundIsSkippedToItsEndWithoutKeepingIt() {
        var buffer = LineBuffer(maximumLength: 4)
        #expect(buffer.append(Array("abcd\n".utf8)) == [.line("abcd")])
        #expect(buffer.append(Array("abcde".utf8)).isEmpty)
        #expect(buffer.append(Array("fgh\nok\n".utf8)) == [.tooLong(length: 8), .line("ok")])
    }

    @Test func theStreamEndingInsideALineReportsTheHalfLine() {
        var buffer = LineBuffer(maximumLength: 4)
        _ = buffer.append(Array("a\nhal".utf8))
        #expect(buffer.finish() == .unterminated(length: 3))
        #expect(buffer.finish() == nil)
        _ = buffer.append(Array("longer".utf8))
        #expect(buffer.finish() == .tooLong(length: 6))
        #expect(buffer.append(Array("x\n".utf8)) == [.line("x")])
    }
}
