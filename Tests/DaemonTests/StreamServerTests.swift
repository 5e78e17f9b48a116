// SPDX-License-Identifier: MIT
import Foundation
import Testing
@testable import Daemon

/// The stream server's writes: lines queued in a turn of the loop leave when it flushes, with no
/// wait for the socket to be reported writable.
@Suite struct StreamServerTests {
    @Test func aClientThatKeepsUpIsWrittenToByTheFlushWithNoTurnOfTheLoop() throws {
        let folder = try DaemonProcess.temporaryFolder()
        let path = folder.appendingPathComponent("peekpop.sock").path
        let loop = try EventLoop()
        let server = try StreamServer(listener: try SocketListener(path: path), loop: loop)
        let client = try StreamClient(path: path)
        server.changed = {
            guard server.clientCount == 1 else { return }
            server.broadcast("{\"v\":1,\"dropped\":1}".utf8)
            server.broadcast("{\"v\":1,\"dropped\":2}".utf8)
            // Stopping here skips the end of this turn, where the loop would flush.
            loop.stop()
        }
        try loop.run()
        #expect(server.clientCount == 1)
        #expect(!server.allWritten)

        try server.flush()
        #expect(server.allWritten)
        let lines = try client.readLines(timeout: 5) { $0.count == 2 }
        #expect(lines == ["{\"v\":1,\"dropped\":1}", "{\"v\":1,\"dropped\":2}"])
        server.closeAll()
    }
}
