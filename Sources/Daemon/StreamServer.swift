// SPDX-License-Identifier: MIT
import GestureStream
import SystemCalls
/// The gesture stream on a Unix socket: serves up to `clientLimit` clients and hands each every
/// line through its own bounded queue. Nothing here ever waits for a client: a slow one falls
/// behind and loses its oldest lines (with an in-band notice); a gone one is dropped; one beyond
/// the limit is sent the refused notice and closed at once, so however fast clients connect, the
/// server's descriptors and memory stay bounded.
public final class StreamServer {
    /// 64 clients: each may hold a full queue (1 MiB by default), so 64 bound clients to 64 MiB and
    /// 64 descriptors, far below the usual limit of 1,024 open files; a desktop has a handful.
    public static let standardClientLimit = 64

    private let loop: EventLoop
    private var listener: SocketListener?
    private let limits: ClientQueue.Limits
    private let clientLimit: Int
    /// In the order they came: an array, as every line goes to all of them, and only a client's
    /// own readiness (rare) looks one up by its descriptor.
    private var clients: [ClientConnection] = []
    /// The refused notice's bytes, with the newline.
    private let refusal: [UInt8]
    /// A refusal was reported and the clients have not fallen to half the limit since: a client
    /// count that wavers at the limit is reported once, not at every refusal.
    private var refusing = false
    /// The lines broadcast since the last `flush`.
    private var turn = TurnLines()
    /// Called after clients connect, after one goes, and after one's queue is written out: when
    /// `clientCount` or `allWritten` may have changed. An error it throws ends the loop.
    public var changed: () throws -> Void = {}
    /// Called when a client is refused because `clientLimit` clients are connected: at the first
    /// refusal, and again only after the clients have fallen to half the limit in between.
    public var refused: (_ clientLimit: Int) -> Void = { _ in }

    /// Serves on `listener` through `loop`, `limits` per client, at most `clientLimit` clients at once.
    public init(listener: SocketListener, loop: EventLoop, limits: ClientQueue.Limits = .standard,
                clientLimit: Int = StreamServer.standardClientLimit) throws(SystemCallError) {
        precondition(clientLimit >= 1, "a server takes at least one client")
        self.loop = loop
        self.listener = listener
        self.limits = limits
        self.clientLimit = clientLimit
        refusal = Array((RefusedNoticeEncoder.encode(RefusedNotice(reason: .tooManyClients, limit: clientLimit)) + "\n").utf8)
        try loop.watch(listener.fileDescriptor, for: .readable) { [unowned self] _ in try acceptWaiting() }
        loop.turnEnded = { [unowned self] in try flush() }
    }

    /// Clients connected now.
    public var clientCount: Int { clients.count }

    /// True when every client has been sent everything queued for it.
    public var allWritten: Bool { (turn.isEmpty || clients.isEmpty) && clients.allSatisfy(\.queue.isEmpty) }

    /// Queues `line` (one JSON object in UTF-8, no newline) for every client. `flush` sends it, with every
    /// other line of this turn of the loop, to the clients whose sockets take it.
    public func broadcast(_ line: some Collection<UInt8>) {
        guard !clients.isEmpty else { return }
        turn.append(line)
    }

    /// `broadcast` of the line `write` appends to the bytes it is given, encoded straight into the
    /// turn's lines; not even encoded when no client is connected.
    public func broadcast(writing write: (inout [UInt8]) -> Void) {
        guard !clients.isEmpty else { return }
        turn.append(writing: write)
    }

    /// Writes the lines `broadcast` queued in this turn to every client that was keeping up, at
    /// once and from one copy of their bytes; only what a socket does not take waits, in that
    /// client's queue, for the loop to find it writable. A client already behind gets the lines in
    /// its queue, each line's bytes shared by every such queue, so a backlog costs a client a
    /// reference per line, not the line. Waiting for `EPOLLOUT` before every write would cost each
    /// line a turn of the loop (two `epoll_ctl` calls and a wake-up); writing each line on its own
    /// would cost a system call per line. Runs at the end of each turn of the loop (`EventLoop.turnEnded`).
    public func flush() throws(SystemCallError) {
        guard !turn.isEmpty else { return }
        defer { turn.removeAll() }
        var shared: [[UInt8]]?
        for client in clients {
            if client.queue.isEmpty {
                // A client that is gone keeps its lines: the loop sees its hang-up and drops it.
                // One whose socket took them all still wants what it wanted: nothing to change.
                guard (try? client.write(turn)) != true else { continue }
            } else {
                let lines = shared ?? turn.lines()
                shared = lines
                for line in lines { client.queue.append(terminated: line) }
            }
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
        for client in clients { drop(client) }
    }

    private func acceptWaiting() throws {
        guard let listener else { return }
        while let descriptor = try listener.accept() {
            guard clients.count < clientLimit else {
                refuse(descriptor)
                continue
            }
            let client = ClientConnection(descriptor, limits: limits)
            let number = client.number
            try loop.watch(descriptor, for: .readable) { [unowned self] readiness in try serve(number, readiness) }
            clients.append(client)
        }
        try changed()
    }

    /// Tells a client beyond the limit why, if its socket takes the line at once (a new socket's
    /// buffer does), and closes it.
    private func refuse(_ descriptor: FileDescriptor) {
        _ = try? refusal.withUnsafeBytes { try descriptor.sendIfReady($0) }
        if !refusing {
            refusing = true
            refused(clientLimit)
        }
    }

    private func serve(_ number: Int32, _ readiness: EventLoop.Readiness) throws {
        guard let client = clients.first(where: { $0.number == number }) else { return }
        do {
            if readiness.hangUp || readiness.error { throw ClientConnection.Gone() }
            if readiness.readable { try client.discardInput() }
            if readiness.writable { try client.writeQueued() }
            try watch(client)
        } catch is ClientConnection.Gone {
            drop(client)
        }
        if client.queue.isEmpty { try changed() }
    }

    /// Watches `client` for what it needs now, when that changed.
    private func watch(_ client: ClientConnection) throws(SystemCallError) {
        let interest = client.interest
        guard interest != client.watching else { return }
        try loop.change(client.descriptor, to: interest)
        client.watching = interest
    }

    /// Forgets a client; its socket closes.
    private func drop(_ client: ClientConnection) {
        loop.unwatch(client.descriptor)
        clients.removeAll { $0 === client }
        if clients.count <= clientLimit / 2 { refusing = false }
    }
}
