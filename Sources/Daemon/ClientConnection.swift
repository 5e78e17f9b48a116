// SPDX-License-Identifier: MIT
import SystemCalls

/// One connected client: its socket and the lines waiting for it. Writes never block and never
/// raise SIGPIPE; a client that hung up or reset is reported as gone.
final class ClientConnection {
    /// The client's socket, which the loop watches.
    let descriptor: FileDescriptor
    var queue: ClientQueue
    /// What the loop watches the socket for: readable until the client stops sending, writable
    /// only while output waits.
    var watching: EventLoop.Interest = .readable
    /// The client shut down its sending side; it may still read.
    private(set) var inputClosed = false

    /// What the loop should watch the socket for now.
    var interest: EventLoop.Interest {
        var interest: EventLoop.Interest = inputClosed ? [] : .readable
        if !queue.isEmpty { interest.insert(.writable) }
        return interest
    }

    init(_ descriptor: FileDescriptor, limits: ClientQueue.Limits) {
        self.descriptor = descriptor
        queue = ClientQueue(limits: limits)
    }

    /// The socket's number, which tells the loop's readiness for it from another client's.
    var number: Int32 { descriptor.rawValue }

    /// The client can take no more: it hung up, reset, or its socket failed.
    struct Gone: Error {}

    /// Writes as much queued output as the socket takes.
    func writeQueued() throws(Gone) {
        while true {
            let bytes = queue.outgoing()
            if bytes.isEmpty { return }
            guard let sent = try send(bytes) else { return }
            queue.sent(sent)
        }
    }

    /// Writes the lines of a turn straight from `turn`'s bytes, when nothing waits in the queue (as
    /// for a client that keeps up); queues only what the socket does not take: first the rest of a
    /// line it took part of, which must follow whole, then the lines after it.
    /// - Returns: true when the socket took them all.
    func write(_ turn: TurnLines) throws(Gone) -> Bool {
        precondition(queue.isEmpty, "lines would overtake the queued ones")
        let sent = try send(turn.bytes[...]) ?? 0
        guard sent < turn.bytes.count else { return true }
        queue.resume(turn.restOfLine(at: sent))
        for line in turn.lines(from: sent) { queue.append(terminated: line) }
        return false
    }

    /// What the socket takes of `bytes` now: the count sent, or nil when it is full.
    private func send(_ bytes: ArraySlice<UInt8>) throws(Gone) -> Int? {
        do {
            return try bytes.withUnsafeBytes { buffer in Result { () throws(SystemCallError) in try descriptor.sendIfReady(buffer) } }.get()
        } catch {
            // EPIPE, ECONNRESET and anything else: this client is done.
            throw Gone()
        }
    }

    /// Reads and throws away what the client sent (the stream is one-way), noting when it stops
    /// sending (a half-close: it may still be reading).
    func discardInput() throws(Gone) {
        var scratch = [UInt8](repeating: 0, count: 4096)
        while true {
            let received: Int?
            do {
                received = try scratch.withUnsafeMutableBytes { buffer in
                    Result { () throws(SystemCallError) in try descriptor.receiveIfReady(into: buffer) }
                }.get()
            } catch {
                throw Gone()
            }
            guard let received else { return }
            if received == 0 {
                inputClosed = true
                return
            }
        }
    }
}
