// SPDX-License-Identifier: MIT
import InputEvents
import Recordings
import Testing

/// The readers see bytes only through a `ByteSource`: however the source cuts them up, and
/// whatever it fails with, is what they report.
@Suite struct ByteSourceTests {
    /// Hands out `bytes` a few at a time (1 to 7), then fails with `failure` if there is one.
    final class Dribble: ByteSource {
        let name = "dribble"
        private var rest: ArraySlice<UInt8>
        private var step = 0
        private let failure: RecordingError?

        init(_ bytes: [UInt8], failingWith failure: RecordingError? = nil) {
            rest = bytes[...]
            self.failure = failure
        }

        func read(into buffer: UnsafeMutableRawBufferPointer) throws(RecordingError) -> Int {
            if rest.isEmpty, let failure { throw failure }
            step += 1
            let count = min(buffer.count, rest.count, step % 7 + 1)
            buffer.copyBytes(from: rest.prefix(count))
            rest = rest.dropFirst(count)
            return count
        }
    }

    static let text = Array("# EVEMU 1.3\r\nN: a name\nI: 0018 04f3 2a1c 0100\n\nE: 0.000001 0003 0035 0512\nlast".utf8)

    @Test func linesAreTheSameHoweverTheSourceCutsTheBytes() throws {
        var dribbled = LineSource(source: Dribble(Self.text))
        var whole = LineSource(bytes: Self.text, name: "dribble")
        var lines: [[UInt8]] = []
        while let line = try dribbled.nextLine() {
            lines.append(Array(line))
            #expect(try whole.nextLine().map(Array.init) == Array(line))
        }
        #expect(try whole.nextLine() == nil)
        #expect(lines.count == 6)
        #expect(dribbled.lineNumber == 6)
    }

    @Test func theSourcesErrorIsTheReadersError() throws {
        let failure = RecordingError(.unreadable, file: "dribble", line: nil, reason: "cannot read: Input/output error")
        var source = LineSource(source: Dribble(Array("first\nsecond".utf8), failingWith: failure))
        #expect(try source.nextLine().map(Array.init) == Array("first".utf8))
        #expect(throws: failure) { try source.nextLine() }
    }
}
