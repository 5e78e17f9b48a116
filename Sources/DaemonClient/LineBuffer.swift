// SPDX-License-Identifier: MIT
/// Whole lines out of a byte stream that arrives in pieces (a socket read ends anywhere, even inside
/// a UTF-8 sequence). A line is kept until its LF comes; one longer than `maximumLength` is skipped
/// to its end without being kept, so a peer that never sends LF cannot make the client grow. The
/// daemon's stream reads its lines through it, and so do both ends of the window's hand-off socket.
public struct LineBuffer {
    /// What a piece of the stream completed.
    public enum Item: Hashable, Sendable {
        /// A whole line, without its LF.
        case line(String)
        /// A whole line that is not UTF-8.
        case notUTF8
        /// A line of `length` bytes, more than `maximumLength`: skipped.
        case tooLong(length: Int)
        /// The stream ended `length` bytes into a line (no LF): skipped.
        case unterminated(length: Int)
    }

    /// Bytes a line may have (64 KiB); protocol v1 lines are a few hundred.
    public static let defaultMaximumLength = 65_536

    public let maximumLength: Int
    private var pending: [UInt8] = []
    /// Inside a line longer than `maximumLength`: its bytes so far, none kept.
    private var skipping: Int?

    public init(maximumLength: Int = Self.defaultMaximumLength) {
        self.maximumLength = maximumLength
    }

    /// The lines `bytes` completes, in order.
    public mutating func append(_ bytes: some Sequence<UInt8>) -> [Item] {
        var items: [Item] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                if let skipped = skipping {
                    items.append(.tooLong(length: skipped))
                } else if let text = String(validating: pending, as: UTF8.self) {
                    items.append(.line(text))
                } else {
                    items.append(.notUTF8)
                }
                pending.removeAll(keepingCapacity: true)
                skipping = nil
            } else if let skipped = skipping {
                skipping = skipped + 1
            } else if pending.count == maximumLength {
                skipping = pending.count + 1
                pending.removeAll()
            } else {
                pending.append(byte)
            }
        }
        return items
    }

    /// The stream ended: the half line left, if any (then the buffer is empty again).
    public mutating func finish() -> Item? {
        defer {
            pending.removeAll()
            skipping = nil
        }
        if let skipped = skipping { return .tooLong(length: skipped) }
        return pending.isEmpty ? nil : .unterminated(length: pending.count)
    }
}
