#if canImport(Glibc)
import Glibc
#endif

/// A Unix-domain socket address (`sockaddr_un`) for a path.
struct SocketAddress {
    /// The longest path `sun_path` holds, with its terminating NUL.
    static let capacity = MemoryLayout<sockaddr_un>.size - MemoryLayout<sa_family_t>.size

    private var storage = sockaddr_un()

    /// Nil when `path` does not fit.
    init?(path: String) {
        let bytes = Array(path.utf8)
        guard bytes.count < Self.capacity, !bytes.contains(0) else { return nil }
        storage.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &storage.sun_path) { buffer in
            buffer.copyBytes(from: bytes)
        }
    }

    /// Calls `body` with the address as `bind(2)` and `connect(2)` take it.
    func withPointer<T>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> T) -> T {
        withUnsafePointer(to: storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }
}
