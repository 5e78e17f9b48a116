// SPDX-License-Identifier: MIT
import DaemonClient
import GestureStream
import SystemCalls

/// The daemon's gesture stream, read from its Unix socket in the GLib loop (a `DaemonConnection`'s
/// non-blocking socket watched by a GLib fd source) and fed to the window one gesture at a time,
/// each when the window is ready for it; of a run of moves it fell behind on, only the latest
/// (`GestureLine.supersedes`). When the daemon is not there, or goes away, it tries again
/// after the connection's wait (0.1 s doubling to 2 s), and says so through `onConnection`; the
/// gestures the daemon left open are cancelled, so a preview whose release is lost is dismissed.
/// With `once` it stops instead after the first stream has ended.
public final class GestureSocket {
    /// The socket's path, as notes name it.
    public var path: String { connection.path }
    /// Called with true when connected, false when the daemon is not there (at the first attempt
    /// that fails, and whenever a stream ends).
    public var onConnection: ((Bool) -> Void)?
    /// With `once`: called once, when the stream has ended and every gesture of it was fed.
    public var onEnd: (() -> Void)?
    /// What the window should say on stderr: the daemon gone or back, lines skipped (at most one
    /// such note each `NoteLimiter.interval`), lines dropped.
    public var onNote: ((String) -> Void)?
    /// A move not fed because the next line read supersedes it (`GestureLine.supersedes`): the
    /// window still reports it, so its `--events` are the stream's.
    public var onSuperseded: ((GestureLine) -> Void)?

    private let connection: DaemonConnection
    private let once: Bool
    private let isReady: () -> Bool
    private let feed: (GestureLine, Double) -> Void
    /// Lines read and not yet fed, with when they were read.
    private var queue: [(line: GestureLine, arrival: Double)] = []
    /// Where the reading of the stream is.
    private enum Reading {
        /// The socket is watched (or a connection is being tried).
        case reading
        /// Stopped because `queue` is full: the daemon holds the rest, and drops lines (with a
        /// notice) when the window falls too far behind, as it does for any slow client.
        case paused
        /// With `once`: the stream ended; `onEnd` comes once the queue is fed.
        case ended
        /// With `once`: the stream ended and `onEnd` was called.
        case endReported
    }
    private var reading = Reading.reading
    /// `resume` is feeding: a call from a `feed` returns at once.
    private var feeding = false

    /// Gestures read and not yet fed at which reading stops until half of them are fed.
    static let queueLimit = 4_096

    /// Reads from `path`; `feed` gets each gesture once `isReady` says the window can take it, with
    /// when it was read (ms on `CLOCK_MONOTONIC`: the touch matcher aligns the stream's clock on it).
    /// Nil when `path` is too long for a Unix socket address.
    public init?(path: String, once: Bool, isReady: @escaping () -> Bool, feed: @escaping (GestureLine, Double) -> Void) {
        guard let connection = DaemonConnection(path: path, reconnects: !once) else { return nil }
        self.connection = connection
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
            // A window that fell behind (a pinch redraws the page at every move) takes only the
            // latest of a run of moves: fed one by one, each waited for the one before and the
            // compositor's touches waited behind them all, seconds under TCG.
            if let next = queue.first, next.line.supersedes(line) {
                onSuperseded?(line)
                continue
            }
            feed(line, arrival)
        }
        feeding = false
        if reading == .paused, queue.count <= Self.queueLimit / 2, let socket = connection.socket {
            reading = .reading
            watch(socket)
        }
        if queue.isEmpty, reading == .ended {
            reading = .endReported
            onEnd?()
        }
    }

    // MARK: Connection

    private func attempt() {
        take(connection.connect(), arrival: 0)
        if let socket = connection.socket {
            watch(socket)
        } else {
            retry()
        }
    }

    private func retry() {
        MainLoop.after(connection.retryDelay()) { [weak self] in self?.attempt() }
    }

    /// Watches `socket` until its stream ends; the source's closure holds this object weakly.
    private func watch(_ socket: FileDescriptor) {
        MainLoop.watch(socket) { [weak self] in self?.readable() ?? false }
    }

    /// Reads what waits; false once the stream has ended or the queue is full, which removes the source.
    private func readable() -> Bool {
        guard connection.socket != nil else { return false }
        let (outputs, ended) = connection.read()
        take(outputs, arrival: SystemClock.Instant.now().milliseconds)
        if ended {
            if once { reading = .ended } else { retry() }
        } else if queue.count >= Self.queueLimit {
            reading = .paused
        }
        // This source goes when the stream ended or the queue is full; `resume` watches the
        // socket again with a new one once the queue has room.
        let keep = reading == .reading && !ended
        resume()
        return keep
    }

    private func take(_ outputs: [DaemonConnection.Output], arrival: Double) {
        for output in outputs {
            switch output {
            case .connected: onConnection?(true)
            case .disconnected: onConnection?(false)
            case .gesture(let line): queue.append((line, arrival))
            case .note(let text): onNote?(text)
            }
        }
    }

}
