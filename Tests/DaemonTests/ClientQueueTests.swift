// SPDX-License-Identifier: MIT
import Daemon
import Testing

/// The per-client queue on its own: order, limits, the dropped notice, whole lines only.
@Suite struct ClientQueueTests {
    /// Everything the queue would write, as text, taking `outgoing()` whole each time.
    static func drain(_ queue: inout ClientQueue) -> String {
        var text = ""
        while true {
            let bytes = queue.outgoing()
            if bytes.isEmpty { return text }
            text += String(decoding: bytes, as: UTF8.self)
            queue.sent(bytes.count)
        }
    }

    @Test func linesComeOutInOrderWithNewlines() {
        var queue = ClientQueue()
        #expect(queue.isEmpty)
        queue.append(Array("a".utf8))
        queue.append(Array("b".utf8))
        #expect(!queue.isEmpty)
        #expect(Self.drain(&queue) == "a\nb\n")
        #expect(queue.isEmpty)
    }

    @Test func theLineLimitDropsTheOldestAndSaysSoBeforeTheNextLine() {
        var queue = ClientQueue(limits: .init(lines: 3, bytes: 1 << 20))
        for line in 1...3 { queue.append(Array("\(line)".utf8)) }
        #expect(queue.droppedTotal == 0)
        queue.append(Array("4".utf8))
        queue.append(Array("5".utf8))
        #expect(queue.droppedTotal == 2)
        #expect(Self.drain(&queue) == "{\"v\":1,\"dropped\":2}\n3\n4\n5\n")
        // The count starts again after a notice.
        queue.append(Array("6".utf8))
        #expect(Self.drain(&queue) == "6\n")
    }

    @Test func theByteLimitDropsTheOldestButKeepsTheNewestLine() {
        var queue = ClientQueue(limits: .init(lines: 100, bytes: 10))
        queue.append(Array("aaaa".utf8))   // 5 bytes with its newline
        queue.append(Array("bbbb".utf8))   // 10: at the limit
        #expect(queue.droppedTotal == 0)
        queue.append(Array("cc".utf8))     // 13: the oldest goes
        #expect(queue.droppedTotal == 1)
        queue.append(Array(repeating: UInt8(ascii: "x"), count: 50))
        #expect(queue.droppedTotal == 3)
        #expect(Self.drain(&queue) == "{\"v\":1,\"dropped\":3}\n" + String(repeating: "x", count: 50) + "\n")
    }

    @Test func aPartlyWrittenChunkIsNeverDroppedAndTheNoticeFollowsIt() {
        var queue = ClientQueue(limits: .init(lines: 2, bytes: 1 << 20))
        queue.append(Array("first".utf8))
        queue.append(Array("second".utf8))
        // Three bytes of the chunk ("first\nsecond\n") are written, then the client stalls.
        #expect(String(decoding: queue.outgoing(), as: UTF8.self) == "first\nsecond\n")
        queue.sent(3)
        for line in 3...6 { queue.append(Array("line\(line)".utf8)) }
        #expect(queue.droppedTotal == 2)
        #expect(Self.drain(&queue) == "st\nsecond\n{\"v\":1,\"dropped\":2}\nline5\nline6\n")
    }

    @Test func aChunkStopsAtItsSizeAndTheRestFollows() {
        var queue = ClientQueue(limits: .init(lines: 100_000, bytes: 1 << 24))
        let line = Array(repeating: UInt8(ascii: "y"), count: 999)
        for _ in 0..<200 { queue.append(line) }
        let first = queue.outgoing().count
        #expect(first >= 1 << 16 && first < (1 << 16) + 1_000)
        queue.sent(first)
        #expect(Self.drain(&queue).count + first == 200 * 1_000)
    }
}
