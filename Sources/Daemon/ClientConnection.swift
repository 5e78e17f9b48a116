#if canImport(Glibc)
import Glibc
#endif

/// One connected client: its socket and the lines waiting for it. Writes never block and never
/// raise SIGPIPE; a client that hung up or reset is reported as gone.
final class ClientConnection {
    private let descriptor: Descriptor
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

    init(_ descriptor: Descriptor, limits: ClientQueue.Limits) {
        self.descriptor = descriptor
        queue = ClientQueue(limits: limits)
    }

    var fileDescriptor: Int32 { descriptor.number }

    /// The client can take no more: it hung up, reset, or its socket failed.
    struct Gone: Error {}

    /// Writes as much queued output as the socket takes.
    func writeQueued() throws(Gone) {
        while true {
            let bytes = queue.outgoing()
            if bytes.isEmpty { return }
            let count = bytes.withUnsafeBytes { buffer in
                send(descriptor.number, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
            }
            if count >= 0 {
                queue.sent(count)
                continue
            }
            switch errno {
            case EINTR: continue
            case EAGAIN: return
            // EPIPE, ECONNRESET and anything else: this client is done.
            default: throw Gone()
            }
        }
    }

    /// Reads and throws away what the client sent (the stream is one-way), noting when it stops
    /// sending (a half-close: it may still be reading).
    func discardInput() throws(Gone) {
        var scratch = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(descriptor.number, &scratch, scratch.count, Int32(MSG_DONTWAIT))
            if count > 0 { continue }
            if count == 0 {
                inputClosed = true
                return
            }
            switch errno {
            case EINTR: continue
            case EAGAIN: return
            default: throw Gone()
            }
        }
    }
}
