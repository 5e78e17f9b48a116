// SPDX-License-Identifier: MIT
import SystemCalls

/// One connected client: its socket and the lines waiting for it. Writes never block and never
/// raise SIGPIPE; a client that hung up or reset is reported as gone.
final class ClientConnection {
    private let descriptor: FileDescriptor
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

    var fileDescriptor: Int32 { descriptor.rawValue }

    /// The client can take no more: it hung up, reset, or its socket failed.
    struct Gone: Error {}

    /// Writes as much queued output as the socket takes.
    func writeQueued() throws(Gone) {
        while true {
            let bytes = queue.outgoing()
            if bytes.isEmpty { return }
            let sent: Int?
            do {
                sent = try bytes.withUnsafeBytes { buffer in Result { () throws(SystemCallError) in try descriptor.sendIfReady(buffer) } }.get()
            } catch {
                // EPIPE, ECONNRESET and anything else: this client is done.
                throw Gone()
            }
            guard let sent else { return }
            queue.sent(sent)
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
