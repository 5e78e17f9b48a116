// SPDX-License-Identifier: MIT
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import SystemCalls

/// A daemon's socket as a test plays it: listens at `path`, accepts, sends what the test says.
final class FakeDaemon {
    let path: String
    private var listener: Int32 = -1
    private var client: Int32 = -1

    init(path: String) throws {
        self.path = path
        try listen()
    }

    deinit { stop() }

    /// Listens at `path` (again, after `stop`).
    func listen() throws {
        unlink(path)
        listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
        let bound = withUnsafePointer(to: address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, Glibc.listen(listener, 4) == 0 else {
            throw HostProcess.Failure(description: "cannot listen at \(path): \(Errno.current)")
        }
    }

    /// Waits up to `timeout` seconds for the host to connect.
    func accept(timeout: Double = 10) throws {
        var descriptor = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(timeout * 1_000)) > 0 else { throw HostProcess.Failure(description: "nobody connected to \(path)") }
        client = Glibc.accept(listener, nil, nil)
    }

    /// Sends `bytes` to the connected host.
    func send(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    func send(_ text: String) { send(Array(text.utf8)) }

    /// The daemon goes away: the connection and the socket closed, its file removed.
    func stop() {
        if client >= 0 { close(client) }
        if listener >= 0 { close(listener) }
        client = -1
        listener = -1
        unlink(path)
    }
}
