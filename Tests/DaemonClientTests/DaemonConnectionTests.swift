// SPDX-License-Identifier: MIT
import Contacts
import Daemon
import DaemonClient
import Foundation
import Gestures
import GestureStream
import SystemCalls
import Testing

/// The client side of the daemon's socket against the daemon's own listener: connecting, waiting,
/// a stream that ends mid-peek, coming back.
@Suite struct DaemonConnectionTests {
    static func socketPath() -> String { "/tmp/peekpop-client-\(UUID().uuidString.prefix(8)).sock" }

    static let peek = GestureLine(time: 1.15, device: "ts", tool: .finger, position: Point(x: 0.45, y: 0.4),
                                  gesture: .peek(.began, force: 0.44), contact: 1)

    @Test func aMissingDaemonIsSaidOnceAndTheWaitsGrow() throws {
        let path = Self.socketPath()
        let connection = try #require(DaemonConnection(path: path, reconnects: true))
        #expect(connection.connect() == [.note("no peekpop daemon at \(path) (no socket): waiting for it"), .disconnected])
        #expect(connection.socket == nil)
        #expect(connection.retryDelay() == .milliseconds(100))
        #expect(connection.connect() == [])
        #expect(connection.retryDelay() == .milliseconds(200))
    }

    @Test func aStreamEndingMidPeekCancelsItAndTheDaemonIsWaitedFor() throws {
        let path = Self.socketPath()
        var listener: SocketListener? = try SocketListener(path: path)
        let connection = try #require(DaemonConnection(path: path, reconnects: true))
        #expect(connection.connect() == [.connected])
        var client: FileDescriptor? = try #require(try listener?.accept())
        let bytes = Array((GestureLineEncoder.encode(Self.peek) + "\n").utf8)
        try bytes.withUnsafeBytes { try client?.writeAll($0) }
        #expect(connection.read() == ([.gesture(Self.peek)], false))
        // The daemon goes: its client closed, its socket removed.
        client = nil
        listener = nil
        var cancel = Self.peek
        cancel.gesture = .peek(.cancelled, force: 0.44)
        #expect(connection.read() == ([.gesture(cancel), .disconnected, .note("the peekpop daemon at \(path) went away: waiting for it")], true))
        #expect(connection.socket == nil)
        #expect(connection.connect() == [])
        // It comes back.
        listener = try SocketListener(path: path)
        #expect(connection.connect() == [.note("the peekpop daemon is back at \(path)"), .connected])
        #expect(connection.socket != nil)
        withExtendedLifetime(listener) {}
    }

    @Test func withoutReconnectingTheEndIsNotAWait() throws {
        let path = Self.socketPath()
        var listener: SocketListener? = try SocketListener(path: path)
        let connection = try #require(DaemonConnection(path: path, reconnects: false))
        #expect(connection.connect() == [.connected])
        _ = try listener?.accept()
        listener = nil
        #expect(connection.read() == ([.disconnected], true))
    }
}
