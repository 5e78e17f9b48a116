// SPDX-License-Identifier: MIT

/// The lines broadcast in one turn of the loop, end to end, each with its newline: what the stream
/// server writes to every client at the end of the turn. A client that keeps up (nothing waiting
/// for it, as is usual) is written these bytes as they are, with no copy of its own; only what a
/// socket does not take becomes lines of a queue.
struct TurnLines {
    /// The lines, each followed by its newline (a line of JSON holds none of its own).
    private(set) var bytes: [UInt8] = []

    var isEmpty: Bool { bytes.isEmpty }

    /// Adds `line` (one JSON object in UTF-8, without its newline).
    mutating func append(_ line: some Collection<UInt8>) {
        append { $0.append(contentsOf: line) }
    }

    /// Adds the line `write` appends to the bytes it is given (one JSON object in UTF-8, without
    /// its newline): encoded in place, with no copy of its own.
    mutating func append(writing write: (inout [UInt8]) -> Void) {
        write(&bytes)
        bytes.append(Self.newline)
    }

    /// Forgets the lines, keeping the storage for the next turn.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// The lines from the first that starts at or after `offset`, each an array of its own with its
    /// newline (queued lines are shared by every queue they go to).
    func lines(from offset: Int = 0) -> [[UInt8]] {
        var start = startOfLine(at: offset)
        var lines: [[UInt8]] = []
        while start < bytes.endIndex {
            let end = endOfLine(at: start)
            lines.append(Array(bytes[start..<end]))
            start = end
        }
        return lines
    }

    /// The rest of the line that `offset` falls inside of, from `offset` to its newline; empty when
    /// `offset` is where a line starts.
    func restOfLine(at offset: Int) -> ArraySlice<UInt8> {
        startOfLine(at: offset) == offset ? [] : bytes[offset..<endOfLine(at: offset)]
    }

    private static let newline = UInt8(ascii: "\n")

    /// Where the first line starting at or after `offset` starts (the end when none does).
    private func startOfLine(at offset: Int) -> Int {
        guard offset > 0, offset < bytes.endIndex else { return min(offset, bytes.endIndex) }
        return bytes[offset - 1] == Self.newline ? offset : endOfLine(at: offset)
    }

    /// Just after the newline that ends the line holding `offset`.
    private func endOfLine(at offset: Int) -> Int {
        (bytes[offset...].firstIndex(of: Self.newline) ?? bytes.endIndex - 1) + 1
    }
}
