#if canImport(Glibc)
import Glibc
#endif
import CWebKit
import GestureStream
import SystemCalls

/// The daemon's gesture stream, read from its Unix socket in the GLib loop (a non-blocking socket
/// watched by a GLib fd source) and fed to the window one gesture at a time, each when the window is
/// ready for it. When the daemon is not there, or goes away, it tries again after `Backoff`'s wait
/// (0.1 s doubling to 2 s), and says so through `onConnection`; the gestures the daemon left open
/// are cancelled, so a preview whose release is lost is dismissed. With `once` it stops instead
/// after the first stream has ended.
public final class GestureSocket {
    /// The socket's path, as notes name it.
    public let path: String
    /// Called with true when connected, false when the daemon is not there (at the first attempt
    /// that fails, and whenever a stream ends).
    public var onConnection: ((Bool) -> Void)?
    /// With `once`: called once, when the stream has ended and every gesture of it was fed.
    public var onEnd: (() -> Void)?
    /// What the window should say on stderr: the daemon gone or back, lines skipped (at most one
    /// such note each `NoteLimiter.interval`), lines dropped.
    public var onNote: ((String) -> Void)?

    private let address: SocketAddress
    private let once: Bool
    private let isReady: () -> Bool
    private let feed: (GestureLine, Double) -> Void
    private var connection: FileDescriptor?
    private var intake = StreamIntake()
    /// Lines read and not yet fed, with when they were read.
    private var queue: [(line: GestureLine, arrival: Double)] = []
    private var backoff = Backoff()
    private var skippedNotes = NoteLimiter()
    /// nil before the first attempt.
    private var connected: Bool?
    private var streamEnded = false
    private var endReported = false
    private var feeding = false
    /// Reading stopped because `queue` is full: the daemon holds the rest, and drops lines (with a
    /// notice) when the window falls too far behind, as it does for any slow client.
    private var paused = false

    /// Gestures read and not yet fed at which reading stops until half of them are fed.
    static let queueLimit = 4_096

    /// Reads from `path`; `feed` gets each gesture once `isReady` says the window can take it, with
    /// when it was read (ms on `CLOCK_MONOTONIC`: the touch matcher aligns the stream's clock on it).
    /// Nil when `path` is too long for a Unix socket address.
    public init?(path: String, once: Bool, isReady: @escaping () -> Bool, feed: @escaping (GestureLine, Double) -> Void) {
        guard let address = SocketAddress(path: path) else { return nil }
        self.path = path
        self.address = address
        self.once = once
        self.isReady = isReady
        self.feed = feed
    }

    /// Connects now, or keeps trying.
    public func start() { attempt() }

    /// Feeds what has arrived while the window is ready: call it whenever the window may have
    /// become ready (an answer came, it settled).
    public func resume() {
        guard !feeding else { return }
        feeding = true
        while !queue.isEmpty, isReady() {
            let (line, arrival) = queue.removeFirst()
            feed(line, arrival)
        }
        feeding = false
        if paused, queue.count <= Self.queueLimit / 2, let connection {
            paused = false
            watch(connection)
        }
        if queue.isEmpty, streamEnded, !endReported {
            endReported = true
            onEnd?()
        }
    }

    // MARK: Connection

    private func attempt() {
        do throws(SystemCallError) {
            let socket = try FileDescriptor.unixStreamSocket()
            try socket.connect(to: address)
            connection = socket
            backoff.reset()
            watch(socket)
            if connected != nil { onNote?("the peekpop daemon is back at \(path)") }
            connected = true
            onConnection?(true)
        } catch {
            if connected != false {
                onNote?("no peekpop daemon at \(path) (\(error.code == ENOENT ? "no socket" : error.code == ECONNREFUSED ? "nobody accepting" : "\(error)")): waiting for it")
                connected = false
                onConnection?(false)
            }
            retry()
        }
    }

    private func retry() {
        MainLoop.after(milliseconds: backoff.delay()) { [weak self] in self?.attempt() }
    }

    /// Watches `socket` until its stream ends; the source's closure holds this object weakly.
    private func watch(_ socket: FileDescriptor) {
        let box = Unmanaged.passRetained(Readable { [weak self] in self?.readable() ?? false }).toOpaque()
        let condition = GIOCondition(rawValue: G_IO_IN.rawValue | G_IO_HUP.rawValue | G_IO_ERR.rawValue)
        g_unix_fd_add_full(G_PRIORITY_DEFAULT, socket.rawValue, condition, { _, _, data in
            Unmanaged<Readable>.fromOpaque(data!).takeUnretainedValue().body() ? 1 : 0
        }, box) { data in
            Unmanaged<Readable>.fromOpaque(data!).release()
        }
    }

    /// Reads what waits (a bounded amount per turn, so a flood cannot hold the loop); false once the
    /// stream has ended or the queue is full, which removes the source.
    private func readable() -> Bool {
        guard let socket = connection else { return false }
        var outputs: [StreamIntake.Output] = []
        var ended = false
        var chunk = [UInt8](repeating: 0, count: 16_384)
        for _ in 0 ..< 16 {
            let count: Int?
            do {
                count = try chunk.withUnsafeMutableBytes { buffer throws(SystemCallError) in try socket.receiveIfReady(into: buffer) }
            } catch {
                onNote?("the stream from \(path) broke: \(error)")
                count = 0
            }
            guard let count else { break }
            guard count > 0 else {
                ended = true
                break
            }
            outputs += intake.receive(chunk[..<count])
        }
        if ended { outputs += intake.end() }
        take(outputs, arrival: Double(SystemClock.now()) / 1_000_000)
        if ended { disconnected() }
        // This source goes when the stream ended or the queue is full; `resume` watches the
        // socket again with a new one once the queue has room.
        let keep = !ended && queue.count < Self.queueLimit
        paused = !ended && !keep
        resume()
        return keep
    }

    private func disconnected() {
        connection = nil
        connected = false
        onConnection?(false)
        if once {
            streamEnded = true
        } else {
            onNote?("the peekpop daemon at \(path) went away: waiting for it")
            retry()
        }
    }

    private func take(_ outputs: [StreamIntake.Output], arrival: Double) {
        for output in outputs {
            switch output {
            case .gesture(let line):
                queue.append((line, arrival))
            case .dropped(let count):
                onNote?("the daemon dropped \(count) line\(count == 1 ? "" : "s") the window did not read in time; gestures left open are cancelled")
            case .refused(let limit):
                onNote?("the peekpop daemon at \(path) refused the window: it serves \(limit) clients already")
            case .skipped(let reason):
                guard let held = skippedNotes.admit(at: SystemClock.now()) else { continue }
                onNote?("skipped a line from \(path): \(reason)" + (held > 0 ? " (and \(held) more since the last note)" : ""))
            }
        }
    }

    /// The closure an fd source holds, released by the source's destroy notify.
    private final class Readable {
        let body: () -> Bool
        init(_ body: @escaping () -> Bool) { self.body = body }
    }
}
