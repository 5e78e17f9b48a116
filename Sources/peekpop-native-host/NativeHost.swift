// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif
import CommandLineSupport
import DaemonClient
import NativeMessaging
import SystemCalls

/// The host's one loop: `poll` on the browser's pipe (standard input), the signals and, while the
/// daemon is there, its socket, with the next attempt to reach the daemon as the deadline. So the
/// end of standard input and SIGTERM are seen at once whatever the daemon does.
final class NativeHost {
    private let connection: DaemonConnection
    private let signals: SignalWatcher
    private var reader = NativeMessageReader()
    /// When to try the daemon again (on the monotonic clock), while it is not there.
    private var retry: SystemClock.Instant?

    /// Blocks the signals the host ends on (they are read from a signalfd) and ignores SIGPIPE, so a
    /// browser that closed the pipe is an error of the write that noticed it.
    init(connection: DaemonConnection) throws {
        self.connection = connection
        do {
            signals = try SignalWatcher([SIGTERM, SIGINT, SIGHUP])
        } catch {
            throw CLIError(.software, "\(error)")
        }
        signal(SIGPIPE, SIG_IGN)
    }

    /// Runs until the browser closes standard input or stdout, or a signal says to stop.
    /// - Throws: `CLIError` 65 for a malformed message from the browser, 73 when stdout cannot be written.
    func run() throws(CLIError) {
        do {
            try connect()
            while try turn() {}
        } catch let error as NativeMessageError {
            throw CLIError(.dataError, "standard input: \(error)")
        } catch let error as CLIError {
            throw error
        } catch let error as SystemCallError where error.path == FileDescriptor.standardOutput.path {
            // The browser closed the pipe: it is gone, as when it closes standard input.
            guard error.code == EPIPE else { throw CLIError(.cannotCreate, "\(error)") }
        } catch {
            throw CLIError(.software, "\(error)")
        }
    }

    /// Waits for what comes first and handles it: false once the host should exit.
    private func turn() throws -> Bool {
        let ready = try Poll.wait(readable: [FileDescriptor.standardInput, signals.fileDescriptor] + (connection.socket.map { [$0] } ?? []),
                                  until: retry)
        if ready[1], try signals.take() != nil { return false }
        if ready[0], try !readInput() { return false }
        if ready.count > 2, ready[2] {
            let (outputs, ended) = connection.read()
            try send(outputs)
            if ended { scheduleRetry() }
        }
        if let retry, SystemClock.Instant.now() >= retry { try connect() }
        return true
    }

    /// Reads what the browser sent: false at the end of standard input.
    private func readInput() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = try chunk.withUnsafeMutableBytes { try FileDescriptor.standardInput.read(into: $0) }
        guard count > 0 else {
            try reader.end()
            return false
        }
        // The extension has nothing to say to the host yet: its messages are checked and left.
        _ = try reader.receive(chunk[..<count])
        return true
    }

    private func connect() throws {
        try send(connection.connect())
        if connection.socket == nil { scheduleRetry() } else { retry = nil }
    }

    private func scheduleRetry() {
        retry = .now() + connection.retryDelay()
    }

    private func send(_ outputs: [DaemonConnection.Output]) throws {
        for output in outputs {
            switch output {
            case .connected: try send(.status(.connected))
            case .disconnected: try send(.status(.waiting))
            case .gesture(let line): try send(.gesture(line))
            case .note(let text): Note.print(text)
            }
        }
    }

    private func send(_ message: HostMessage) throws {
        let json = message.json()
        let frame: [UInt8]
        do {
            frame = try NativeMessageFrame.frame(json)
        } catch {
            // Never for a line the stream can carry (64 KiB at most): said and left out.
            Note.print("a message to the browser was not sent: \(error)")
            return
        }
        try frame.withUnsafeBytes { try FileDescriptor.standardOutput.writeAll($0) }
    }
}
