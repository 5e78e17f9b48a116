// SPDX-License-Identifier: MIT
import SystemCalls
/// The gesture stream on a Unix socket: accepts any number of clients and hands each every line
/// through its own bounded queue. Nothing here ever waits for a client: a slow one falls behind
/// and loses its oldest lines (with an in-band notice); a gone one is dropped.
public final class StreamServer {
    private let loop: EventLoop
    private var listener: SocketListener?
    private let limits: ClientQueue.Limits
    private var clients: [Int32: ClientConnection] = [:]
    /// Lines were queued since the last `flush`.
    private var unflushed = false
    /// Called after clients connect, after one goes, and after one's queue is written out: when
    /// `clientCount` or `allWritten` may have changed. An error it throws ends the loop.
    public var changed: () throws -> Void = {}

    /// Serves on `listener` through `loop`, `limits` per client.
    public init(listener: SocketListener, loop: EventLoop, limits: ClientQueue.Limits = .standard) throws(SystemCallError) {
        self.loop = loop
        self.listener = listener
        self.limits = limits
        try loop.watch(listener.fileDescriptor, for: .readable) { [unowned self] _ in try acceptWaiting() }
        loop.turnEnded = { [unowned self] in try flush() }
    }

    /// Clients connected now.
    public var clientCount: Int { clients.count }

    /// True when every client has been sent everything queued for it.
    public var allWritten: Bool { clients.values.allSatisfy(\.queue.isEmpty) }

    /// Queues `line` (one JSON object in UTF-8, no newline) for every client. `flush` sends it, with every
    /// other line of this turn of the loop, to the clients whose sockets take it.
    public func broadcast(_ line: some Collection<UInt8>) {
        for client in clients.values { client.queue.append(line) }
        unflushed = true
    }

    /// Writes what `broadcast` queued to every client that was keeping up, at once; only what its
    /// socket does not take waits for the loop to find it writable. Waiting for `EPOLLOUT` before
    /// every write would cost each line a turn of the loop (two `epoll_ctl` calls and a wake-up);
    /// writing each line on its own would cost a system call per line and a socket buffer per
    /// line (a client that reads late would block after a few hundred small lines). Runs at the
    /// end of each turn of the loop (`EventLoop.turnEnded`).
    public func flush() throws(SystemCallError) {
        guard unflushed else { return }
        unflushed = false
        for client in clients.values where !client.watching.contains(.writable) {
            // A client that is gone keeps its lines: the loop sees its hang-up and drops it.
            do { try client.writeQueued() } catch {}
            try watch(client)
        }
    }

    /// Takes no more clients and removes the socket file; connected clients stay.
    public func stopListening() {
        guard let listener else { return }
        loop.unwatch(listener.fileDescriptor)
        self.listener = nil
    }

    /// Disconnects every client (what is still queued is lost) and stops listening.
    public func closeAll() {
        stopListening()
        for number in Array(clients.keys) { drop(number) }
    }

    private func acceptWaiting() throws {
        guard let listener else { return }
        while let descriptor = try listener.accept() {
            let client = ClientConnection(descriptor, limits: limits)
            let number = client.fileDescriptor
            try loop.watch(number, for: .readable) { [unowned self] readiness in try serve(number, readiness) }
            clients[number] = client
        }
        try changed()
    }

    private func serve(_ number: Int32, _ readiness: EventLoop.Readiness) throws {
        guard let client = clients[number] else { return }
        do {
            if readiness.hangUp || readiness.error { throw ClientConnection.Gone() }
            if readiness.readable { try client.discardInput() }
            if readiness.writable { try client.writeQueued() }
            try watch(client)
        } catch is ClientConnection.Gone {
            drop(number)
        }
        if client.queue.isEmpty { try changed() }
    }

    /// Watches `client` for what it needs now, when that changed.
    private func watch(_ client: ClientConnection) throws(SystemCallError) {
        let interest = client.interest
        guard interest != client.watching else { return }
        try loop.change(client.fileDescriptor, to: interest)
        client.watching = interest
    }

    /// Forgets a client; its socket closes.
    private func drop(_ number: Int32) {
        loop.unwatch(number)
        clients[number] = nil
    }
}
