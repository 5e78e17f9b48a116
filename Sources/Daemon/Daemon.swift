// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif
import Contacts
import Gestures
import GestureStream
import InputEvents
import Pipeline
import SystemCalls

/// `peekpop run`: inputs through their pipelines into the browser session and onto the socket,
/// on one epoll loop. Every gesture becomes a protocol v1 line for every client; with a session,
/// the session events it caused follow as session lines, each committed before it is sent.
///
/// The daemon runs until SIGTERM or SIGINT (it then closes its clients, removes its socket and
/// closes the store), until its inputs end (unless `keepRunning`), or until an input or the store
/// fails (the error is thrown from `run`).
public final class Daemon {
    /// How the daemon behaves; the defaults are those of the systemd unit.
    public struct Options {
        /// How far each client may fall behind before its oldest lines are dropped.
        public var limits = ClientQueue.Limits.standard
        /// How many clients are served at once; more are sent the refused notice and closed.
        public var clientLimit = StreamServer.standardClientLimit
        /// Inputs start only once this many clients are connected (0: at once).
        public var awaitClients = 0
        /// Keep serving after every input has ended, until signalled.
        public var keepRunning = false
        /// After the inputs end, how long clients get to read what is queued for them.
        public var drain = Duration.seconds(2)
        /// Also called with every line sent (`--stdout`).
        public var echo: ((String) throws -> Void)?
        /// What the daemon has to say, without the program's name (the command line adds it).
        public var log: (String) -> Void = { _ in }
        /// Diagnostics of the pipelines (bad slots, dropped events), for the user.
        public var notes: ([StreamDiagnostic]) -> Void = { _ in }

        public init() {}
    }

    private let options: Options
    private let loop: EventLoop
    private let server: StreamServer
    private let signals: SignalWatcher
    private let drainAlarm: Alarm
    private var session: (any GestureSession)?
    private var replays: [ReplayFeed] = []
    private var devices: [DeviceFeed] = []
    /// Each live device's time zero, by name: when the daemon first opened it. A device plugged
    /// in again keeps it, so its lines' times never go back (a client pairs them with its own
    /// clock, as the window does with its touches).
    private var timeZeros: [String: Timestamp] = [:]
    /// Inputs that have not ended yet.
    private var running = 0
    /// The session and the inputs have started (enough clients came).
    private var started = false
    /// Every input has ended and the daemon does not keep running: it stops once clients have
    /// read what they were sent.
    private var draining = false
    /// The signal that ended the daemon, if one did.
    public private(set) var endingSignal: Int32?

    /// A daemon serving on a socket at `socketPath`, driving `session` when there is one. Blocks
    /// SIGTERM and SIGINT (they arrive through a signalfd) before the socket exists, so a client
    /// that can connect can also stop the daemon cleanly, and ignores SIGPIPE (a gone client is an
    /// error on its write, not a signal).
    /// - Throws: `ListenerError` when the socket cannot be served; `SystemCallError`.
    public init(socketPath: String, session: (any GestureSession)?, options: Options) throws {
        self.options = options
        self.session = session
        signal(SIGPIPE, SIG_IGN)
        signals = try SignalWatcher([SIGTERM, SIGINT])
        let listener = try SocketListener(path: socketPath)
        loop = try EventLoop()
        server = try StreamServer(listener: listener, loop: loop, limits: options.limits, clientLimit: options.clientLimit)
        server.refused = { limit in
            options.log("\(limit) clients are connected, the most served at once: refusing more (each is told so) until some leave")
        }
        drainAlarm = try Alarm()
        try loop.watch(signals.fileDescriptor, for: .readable) { [unowned self] _ in
            guard let signal = try signals.take() else { return }
            endingSignal = signal
            options.log("\(signal == SIGINT ? "SIGINT" : "SIGTERM"): stopping")
            loop.stop()
        }
        try loop.watch(drainAlarm.fileDescriptor, for: .readable) { [unowned self] _ in
            options.log("clients that did not read everything in \(options.drain.components.seconds) s are disconnected")
            loop.stop()
        }
        server.changed = { [unowned self] in
            if !started, server.clientCount >= options.awaitClients { try begin() }
            if draining, server.allWritten { loop.stop() }
        }
    }

    /// Feeds `replay` (a recording instead of devices), at its recorded pace when `realtime`.
    public func play(_ replay: Replay, realtime: Bool) throws(SystemCallError) {
        running += 1
        replays.append(try ReplayFeed(replay, realtime: realtime, loop: loop,
                                      deliver: { [unowned self] in try publish($0, $1) },
                                      notes: options.notes,
                                      ended: { [unowned self] in try inputEnded() }))
    }

    /// Reads a live device: its events through its own pipeline, its recognizer's deadlines from
    /// a timer. When it goes away its open gestures are cancelled and the daemon logs why.
    /// `calibration` maps its positions onto the screen (udev's `LIBINPUT_CALIBRATION_MATRIX`).
    /// - Throws: `UnsupportedDevice` when the device has nothing peekpop can track.
    public func add(_ source: any InputSource, profile: ForceProfile, calibration: CalibrationMatrix = .identity) throws {
        let feed = try DeviceFeed(source, profile: profile, calibration: calibration, loop: loop,
                                      start: timeZeros[source.device.name],
                                      deliver: { [unowned self] in try publish($0, $1) },
                                      notes: options.notes,
                                      ended: { [unowned self] gone in
                                          options.log("device gone: \(gone)")
                                          // Its descriptors (the device, its timer) close with it: a
                                          // device plugged in and out all day costs nothing for good.
                                          devices.removeAll(where: \.gone)
                                          try inputEnded()
                                      })
        timeZeros[source.device.name] = feed.start
        running += 1
        devices.append(feed)
    }

    /// Calls `handler` whenever `descriptor` is readable, on the daemon's loop (a udev monitor, for
    /// devices that come and go).
    public func watch(_ descriptor: FileDescriptor, _ handler: @escaping () throws -> Void) throws(SystemCallError) {
        try loop.watch(descriptor, for: .readable) { _ in try handler() }
    }

    /// Serves until signalled, until the inputs end (and clients have read what they were sent),
    /// or until an input fails. The socket is removed and the clients closed however it ends.
    public func run() throws {
        defer {
            server.closeAll()
            // Closes the store: every step was committed as it happened.
            session = nil
        }
        if options.awaitClients == 0 { try begin() }
        try loop.run()
    }

    /// Starts the session and the inputs.
    private func begin() throws {
        started = true
        try session?.start(at: Timestamp(microseconds: 0)) { report in
            try send(Array(SessionLineEncoder.encode(SessionLine(time: 0, report: report)).utf8))
        }
        for replay in replays { try replay.start() }
    }

    /// One gesture to every client, then what it did to the session. The gesture line is encoded
    /// straight into the server's buffer for the turn: no string is made unless `echo` wants one.
    private func publish(_ gesture: GestureEvent, _ line: GestureLine) throws {
        server.broadcast { GestureLineEncoder.append(line, to: &$0) }
        try options.echo?(GestureLineEncoder.encode(line))
        try session?.handle(gesture) { report in
            try send(Array(SessionLineEncoder.encode(SessionLine(time: line.time, report: report)).utf8))
        }
    }

    /// One line (UTF-8, no newline) to every client, and to `echo`.
    private func send(_ line: [UInt8]) throws {
        server.broadcast(line)
        try options.echo?(String(decoding: line, as: UTF8.self))
    }

    /// An input ended; once all have, clients get `drain` to read what is queued, then the
    /// daemon stops (unless it keeps running).
    private func inputEnded() throws {
        running -= 1
        guard running == 0 else { return }
        guard !options.keepRunning else {
            // Live devices come and go: the last one gone is no news.
            if !replays.isEmpty { options.log("the replay has ended; still serving until SIGTERM or SIGINT") }
            return
        }
        server.stopListening()
        draining = true
        try server.flush()
        if server.allWritten {
            loop.stop()
        } else {
            try drainAlarm.set(at: drainAlarm.now + options.drain)
        }
    }
}
