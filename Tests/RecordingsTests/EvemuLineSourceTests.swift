// SPDX-License-Identifier: MIT
import Foundation
import Recordings
import Testing

@Suite struct EvemuLineSourceTests {
    static func lines(_ source: inout LineSource) throws -> [String] {
        var lines: [String] = []
        while let line = try source.nextLine() { lines.append(String(decoding: line, as: UTF8.self)) }
        return lines
    }

    static func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("linesource-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func splitsAtLFAndDropsOnlyATrailingCR() throws {
        var source = LineSource(bytes: Array("a\r\nb\rc\n\nlast\r".utf8), name: "m")
        #expect(try Self.lines(&source) == ["a", "b\rc", "", "last"])
        #expect(source.lineNumber == 4)
    }

    @Test func linesUpToTheBoundPassAndOneByteMoreFailsAtItsLine() throws {
        let longest = [UInt8](repeating: UInt8(ascii: "x"), count: LineSource.maximumLineLength)
        var fits = LineSource(bytes: longest + [0x0D, 0x0A] + longest, name: "m")
        #expect(try Self.lines(&fits).map(\.count) == [LineSource.maximumLineLength, LineSource.maximumLineLength])

        var tooLong = LineSource(bytes: Array("ok\n".utf8) + longest + [UInt8(ascii: "x")], name: "m")
        #expect(try tooLong.nextLine() != nil)
        #expect(throws: RecordingError(file: "m", line: 2, reason: "line longer than 4096 bytes")) { try tooLong.nextLine() }
    }

    /// How fast it fails (only the first 4 KiB is looked at) is measured by `make bench`, not here.
    @Test func aFiftyMegabyteLineFailsAtTheBound() throws {
        let huge = [UInt8](repeating: UInt8(ascii: "E"), count: 50 * 1024 * 1024)
        var source = LineSource(bytes: huge, name: "huge")
        #expect(throws: RecordingError(file: "huge", line: 1, reason: "line longer than 4096 bytes")) { try source.nextLine() }
    }

    @Test func aHugeLineInAFileFailsWithoutReadingItAll() throws {
        let path = try Self.temporaryFile(Array("N: x\n".utf8) + [UInt8](repeating: 0x41, count: 8 * 1024 * 1024))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var source = try LineSource(path: path)
        #expect(try source.nextLine().map(Array.init) == Array("N: x".utf8))
        #expect(throws: RecordingError(file: path, line: 2, reason: "line longer than 4096 bytes")) { try source.nextLine() }
    }

    @Test func fileLinesAcrossChunkBoundariesMatchTheInMemoryOnes() throws {
        var generator = SplitMix64(seed: 7)
        var text: [UInt8] = []
        for index in 0..<40_000 {
            let length = Int(generator.next() % 90)
            text += Array("\(index):".utf8) + [UInt8](repeating: UInt8(ascii: "a") + UInt8(index % 26), count: length)
            text += index % 3 == 0 ? [0x0D, 0x0A] : [0x0A]
        }
        let path = try Self.temporaryFile(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var fromFile = try LineSource(path: path)
        var fromMemory = LineSource(bytes: text, name: path)
        let fileLines = try Self.lines(&fromFile)
        #expect(text.count > 20 * 64 * 1024)
        #expect(fileLines.count == 40_000)
        #expect(fileLines == (try Self.lines(&fromMemory)))
        #expect(fromFile.lineNumber == 40_000)
    }

    @Test func binaryBytesAreErrors() throws {
        var nul = LineSource(bytes: [0x41, 0x0A, 0x41, 0x42, 0x00, 0x0A], name: "b")
        _ = try nul.nextLine()
        #expect(throws: RecordingError(file: "b", line: 2, reason: "binary data: NUL byte at column 3")) { try nul.nextLine() }
        var latin1 = LineSource(bytes: [0x63, 0x61, 0x66, 0xE9, 0x0A], name: "b")
        #expect(throws: RecordingError(file: "b", line: 1, reason: "binary data: line is not valid UTF-8")) { try latin1.nextLine() }
    }

    @Test func aMissingFileIsUnreadable() {
        #expect(throws: RecordingError(.unreadable, file: "/nonexistent/x.events", line: nil, reason: "cannot open: No such file or directory")) {
            _ = try LineSource(path: "/nonexistent/x.events")
        }
    }
}
