// SPDX-License-Identifier: MIT
import GestureStream

/// The lines waiting for one client, bounded so a slow or stuck client costs a fixed amount of
/// memory and never holds up input or other clients.
///
/// When a new line would exceed the limits, the oldest waiting lines are dropped. The client is
/// told in-band: before the next line it gets comes `{"v":1,"dropped":N}`, N the lines it missed.
/// Lines are written whole or not at all: once part of a chunk is on the wire, the rest of that
/// chunk is never dropped, so the stream a client reads never has a broken line.
public struct ClientQueue {
    /// How far a client may fall behind.
    public struct Limits: Sendable {
        public var lines: Int
        public var bytes: Int

        public init(lines: Int, bytes: Int) {
            self.lines = lines
            self.bytes = bytes
        }

        /// 1,000 lines or 1 MiB: several seconds of the busiest gestures.
        public static let standard = Limits(lines: 1_000, bytes: 1 << 20)
    }

    /// The most bytes taken from the queue into one write.
    static let chunkSize = 1 << 16

    public let limits: Limits
    /// Waiting lines, each with its newline; those before `head` are already taken.
    private var lines: [[UInt8]] = []
    private var head = 0
    private var waitingBytes = 0
    /// The chunk being written and how much of it is written.
    private var chunk: [UInt8] = []
    private var written = 0
    /// Lines dropped since the last notice.
    private var dropped = 0
    /// Lines dropped over the client's lifetime.
    public private(set) var droppedTotal = 0

    /// The chunk grows to what the client's backlog needs (a client that keeps up needs a line or
    /// two), not to `chunkSize` for every client from the start.
    public init(limits: Limits = .standard) {
        self.limits = limits
    }

    /// True when nothing is left to write.
    public var isEmpty: Bool { written == chunk.count && head == lines.count && dropped == 0 }

    /// Queues `line` (without its newline), dropping the oldest waiting lines beyond the limits.
    /// The newest line is always kept.
    public mutating func append(_ line: some Collection<UInt8>) {
        append(terminated: Self.terminated(line))
    }

    /// `line` with its newline.
    private static func terminated(_ line: some Collection<UInt8>) -> [UInt8] {
        var bytes = [UInt8]()
        bytes.reserveCapacity(line.count + 1)
        bytes.append(contentsOf: line)
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    /// Queues `bytes`, a line with its newline (`terminated`), dropping the oldest waiting lines
    /// beyond the limits. The newest line is always kept.
    mutating func append(terminated bytes: [UInt8]) {
        waitingBytes += bytes.count
        lines.append(bytes)
        while lines.count - head > 1, lines.count - head > limits.lines || waitingBytes > limits.bytes {
            waitingBytes -= lines[head].count
            lines[head] = []
            head += 1
            dropped += 1
            droppedTotal += 1
        }
        compact()
    }

    /// Starts the empty queue with `rest`, the rest of a line whose start is on the wire already: it
    /// is written before anything else and never dropped, so the client never reads a broken line.
    mutating func resume(_ rest: ArraySlice<UInt8>) {
        precondition(isEmpty, "only an empty queue resumes a line")
        chunk.removeAll(keepingCapacity: true)
        chunk.append(contentsOf: rest)
        written = 0
    }

    /// The bytes to write next (empty when nothing is queued): the rest of the current chunk, or a
    /// new chunk of whole lines, led by the dropped notice when lines were dropped.
    public mutating func outgoing() -> ArraySlice<UInt8> {
        if written == chunk.count { refill() }
        return chunk[written...]
    }

    /// Records that the first `count` bytes of `outgoing()` were written.
    public mutating func sent(_ count: Int) { written += count }

    private mutating func refill() {
        chunk.removeAll(keepingCapacity: true)
        written = 0
        if dropped > 0 {
            chunk.append(contentsOf: (DroppedNoticeEncoder.encode(DroppedNotice(count: dropped)) + "\n").utf8)
            dropped = 0
        }
        while head < lines.count, chunk.count < Self.chunkSize {
            chunk.append(contentsOf: lines[head])
            waitingBytes -= lines[head].count
            lines[head] = []
            head += 1
        }
        compact()
    }

    /// Forgets taken lines once they are half the array: amortised O(1) per line.
    private mutating func compact() {
        guard head > 0, head * 2 >= lines.count else { return }
        lines.removeFirst(head)
        head = 0
    }
}
