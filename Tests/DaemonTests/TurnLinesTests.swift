// SPDX-License-Identifier: MIT
import Testing
@testable import Daemon

/// What a socket did not take of a turn's lines: the rest of a line cut short, then whole lines.
@Suite struct TurnLinesTests {
    static func turn(_ lines: String...) -> TurnLines {
        var turn = TurnLines()
        for line in lines { turn.append(line.utf8) }
        return turn
    }

    static func text(_ bytes: some Collection<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func theLinesAreEndToEndWithTheirNewlines() {
        let turn = Self.turn("ab", "cde")
        #expect(Self.text(turn.bytes) == "ab\ncde\n")
        #expect(turn.lines().map(Self.text) == ["ab\n", "cde\n"])
    }

    @Test func aCutInsideALineLeavesItsRestThenTheLinesAfterIt() {
        let turn = Self.turn("ab", "cde", "f")
        #expect(Self.text(turn.restOfLine(at: 4)) == "de\n")
        #expect(turn.lines(from: 4).map(Self.text) == ["f\n"])
        // The newline alone left of the first line.
        #expect(Self.text(turn.restOfLine(at: 2)) == "\n")
        #expect(turn.lines(from: 2).map(Self.text) == ["cde\n", "f\n"])
    }

    @Test func aCutBetweenLinesLeavesWholeLinesOnly() {
        let turn = Self.turn("ab", "cde", "f")
        #expect(turn.restOfLine(at: 0).isEmpty)
        #expect(turn.lines(from: 0).count == 3)
        #expect(turn.restOfLine(at: 3).isEmpty)
        #expect(turn.lines(from: 3).map(Self.text) == ["cde\n", "f\n"])
    }

    @Test func removingAllLeavesNothing() {
        var turn = Self.turn("ab")
        turn.removeAll()
        #expect(turn.isEmpty)
        #expect(turn.bytes.isEmpty)
        #expect(turn.lines().isEmpty)
    }
}
