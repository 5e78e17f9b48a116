// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif

/// A Unix-domain socket address (`sockaddr_un`) for a path.
public struct SocketAddress: Sendable {
    /// The longest path `sun_path` holds, with its terminating NUL.
    public static let capacity = MemoryLayout<sockaddr_un>.size - MemoryLayout<sa_family_t>.size

    /// The socket's path.
    public let path: String
    private var storage = sockaddr_un()

    /// Nil when `path` does not fit.
    public init?(path: String) {
        let bytes = Array(path.utf8)
        guard bytes.count < Self.capacity, !bytes.contains(0) else { return nil }
        self.path = path
        storage.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &storage.sun_path) { buffer in
            buffer.copyBytes(from: bytes)
        }
    }

    /// Calls `body` with the address as `bind(2)` and `connect(2)` take it.
    public func withPointer<T>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> T) -> T {
        withUnsafePointer(to: storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }
}
