// SPDX-License-Identifier: MIT
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import SystemCalls

/// A client of the daemon's socket, as a test drives it: blocking reads with deadlines.
final class StreamClient {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private(set) var ended = false

    /// Connects to `path`, retrying while the daemon is still starting (no socket yet, or not
    /// accepting yet), for up to `timeout` seconds.
    init(path: String, timeout: Double = 10) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let number = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            guard number >= 0 else { throw Failure(description: "socket: \(Errno.current)") }
            if Self.connect(number, path) == 0 {
                descriptor = number
                break
            }
            let code = errno
            close(number)
            guard code == ENOENT || code == ECONNREFUSED, Date() < deadline else {
                throw Failure(description: "connect \(path): \(Errno(code))")
            }
            usleep(10_000)
        }
        // Reads wake up now and then so deadlines are kept.
        var wait = timeval(tv_sec: 0, tv_usec: 100_000)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(descriptor) }

    /// `connect(2)` to a Unix socket path: 0, or -1 with errno set.
    static func connect(_ descriptor: Int32, _ path: String) -> Int32 {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
        return withUnsafePointer(to: address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
    }

    /// Everything until the daemon closes the connection.
    func readToEnd(timeout: Double = 20) throws -> [String] {
        try readLines(timeout: timeout) { _ in false }
    }

    /// Lines until `done` says so (given the lines so far) or the connection ends; throws when
    /// `timeout` seconds pass first.
    func readLines(timeout: Double = 20, until done: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var lines: [String] = []
        while !done(lines) {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                lines.append(String(decoding: buffer[..<newline], as: UTF8.self))
                buffer.removeSubrange(...newline)
                continue
            }
            if ended { break }
            guard Date() < deadline else { throw Failure(description: "timed out after \(lines.count) lines") }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = recv(descriptor, &chunk, chunk.count, 0)
            if count > 0 {
                buffer += chunk[..<count]
            } else if count == 0 {
                ended = true
            } else if errno != EAGAIN && errno != EINTR {
                throw Failure(description: "recv: \(Errno.current)")
            }
        }
        return lines
    }
}
