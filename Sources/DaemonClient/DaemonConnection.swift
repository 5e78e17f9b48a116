// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif
import GestureStream
import SystemCalls

/// A client of the daemon's socket, whatever loop runs it (the window's GLib loop, the native
/// host's poll): it connects on a non-blocking socket, reads what waits and turns it into gestures
/// (`StreamIntake`) and notes, and says when the daemon comes and goes. The loop watches `socket`
/// while there is one and calls `connect()` again after `retryDelay()` while there is none: 0.1 s
/// doubling to 2 s (`Backoff`). When the stream ends, the gestures the daemon left open are
/// cancelled, so a preview whose release is lost is dismissed.
public final class DaemonConnection {
    /// What the connection gave.
    public enum Output: Hashable, Sendable {
        /// Connected to the daemon (at every connection).
        case connected
        /// The daemon is not there: at the first attempt that fails, and whenever a stream ends.
        case disconnected
        /// A gesture of the stream, or a cancel made for one whose end was lost.
        case gesture(GestureLine)
        /// What to say on stderr: the daemon gone or back, lines skipped (at most one such note
        /// each `NoteLimiter.interval`), lines dropped.
        case note(String)
    }

    /// The socket's path, as notes name it.
    public let path: String
    /// The connected socket to watch for reading; nil while the daemon is not there.
    public private(set) var socket: FileDescriptor?

    private let address: SocketAddress
    private let reconnects: Bool
    private var intake = StreamIntake()
    private var backoff = Backoff()
    private var skippedNotes = NoteLimiter()
    /// nil before the first attempt.
    private var connected: Bool?

    /// For the socket at `path`; `reconnects` when the caller will try again after a stream ended
    /// (then a note says it waits). Nil when `path` is too long for a Unix socket address.
    public init?(path: String, reconnects: Bool) {
        guard let address = SocketAddress(path: path) else { return nil }
        self.path = path
        self.address = address
        self.reconnects = reconnects
    }

    /// Tries to connect: `socket` is set when it did.
    public func connect() -> [Output] {
        do throws(SystemCallError) {
            let socket = try FileDescriptor.unixStreamSocket()
            try socket.connect(to: address)
            self.socket = socket
            backoff.reset()
            defer { connected = true }
            return (connected != nil ? [.note("the peekpop daemon is back at \(path)")] : []) + [.connected]
        } catch {
            guard connected != false else { return [] }
            connected = false
            let reason = error.code == ENOENT ? "no socket" : error.code == ECONNREFUSED ? "nobody accepting" : "\(error)"
            return [.note("no peekpop daemon at \(path) (\(reason)): waiting for it"), .disconnected]
        }
    }

    /// How long to wait before the next `connect()`; longer after each failure.
    public func retryDelay() -> Duration { backoff.delay() }

    /// Reads what waits on `socket` (at most 16 reads of 16 KiB, so a flood cannot hold the loop):
    /// what it gave, and whether the stream ended (then `socket` is nil: stop watching it). Nothing
    /// without a socket.
    public func read() -> (outputs: [Output], ended: Bool) {
        guard let socket else { return ([], false) }
        var outputs: [Output] = []
        var ended = false
        var chunk = [UInt8](repeating: 0, count: 16_384)
        for _ in 0 ..< 16 {
            let count: Int?
            do {
                count = try chunk.withUnsafeMutableBytes { buffer throws(SystemCallError) in try socket.receiveIfReady(into: buffer) }
            } catch {
                outputs.append(.note("the stream from \(path) broke: \(error)"))
                count = 0
            }
            guard let count else { break }
            guard count > 0 else {
                ended = true
                break
            }
            outputs += intake.receive(chunk[..<count]).compactMap(output)
        }
        guard ended else { return (outputs, false) }
        outputs += intake.end().compactMap(output)
        self.socket = nil
        connected = false
        outputs.append(.disconnected)
        if reconnects { outputs.append(.note("the peekpop daemon at \(path) went away: waiting for it")) }
        return (outputs, true)
    }

    private func output(_ intake: StreamIntake.Output) -> Output? {
        switch intake {
        case .gesture(let line):
            return .gesture(line)
        case .dropped(let count):
            return .note("the daemon dropped \(count) line\(count == 1 ? "" : "s") not read in time; gestures left open are cancelled")
        case .refused(let limit):
            return .note("the peekpop daemon at \(path) refused this client: it serves \(limit) clients already")
        case .skipped(let reason):
            guard let held = skippedNotes.admit(at: .now()) else { return nil }
            return .note("skipped a line from \(path): \(reason)" + (held > 0 ? " (and \(held) more since the last note)" : ""))
        }
    }
}
