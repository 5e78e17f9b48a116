// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif
import SystemCalls

/// The daemon's listening Unix socket, mode 0600, and the lock that makes it the only one.
///
/// Taking the path: a lock file beside it (`PATH.lock`, `flock`) is held for the listener's life,
/// so two daemons starting at once cannot both remove and bind. Holding the lock, a socket already
/// at the path is probed: if something accepts on it, it is live and left alone (`inUse`); if
/// connecting is refused, it is stale (its daemon died) and replaced. Anything that is not a
/// socket is never removed. The socket is bound under umask 0177, then checked: a socket, ours,
/// mode 0600. It is removed when the listener goes, if it is still the one bound here.
public final class SocketListener {
    public let path: String
    private let listening: FileDescriptor
    private let lock: FileDescriptor
    /// The bound socket file's device and inode, to remove only our own.
    private let identity: (device: dev_t, inode: ino_t)

    public init(path: String) throws(ListenerError) {
        guard let address = SocketAddress(path: path) else {
            throw .pathTooLong(path: path, limit: SocketAddress.capacity)
        }
        self.path = path
        lock = try Self.takeLock(path + ".lock", socketPath: path)
        try Self.removeIfStale(path, address: address)

        do {
            listening = try FileDescriptor.listeningUnixSocket(at: address)
        } catch {
            throw .system(error)
        }

        var status = stat()
        guard lstat(path, &status) == 0 else { throw .system(SystemCallError("check the socket", path: path)) }
        identity = (status.st_dev, status.st_ino)
        guard status.st_mode & S_IFMT == S_IFSOCK, status.st_uid == geteuid(), status.st_mode & 0o7777 == 0o600 else {
            unlink(path)
            throw .system(SystemCallError("make the socket private (mode 0600, owned by this user)", path: path, code: EPERM))
        }
    }

    deinit {
        var status = stat()
        if lstat(path, &status) == 0, status.st_dev == identity.device, status.st_ino == identity.inode {
            unlink(path)
        }
    }

    /// The descriptor to watch for reading: readable when a client is waiting.
    public var fileDescriptor: FileDescriptor { listening }

    /// The next waiting client, non-blocking and close-on-exec; nil when none is waiting.
    public func accept() throws(SystemCallError) -> FileDescriptor? {
        do {
            return try listening.acceptIfReady()
        } catch {
            throw SystemCallError("accept a client on", path: path, code: error.code)
        }
    }

    private static func takeLock(_ lockPath: String, socketPath: String) throws(ListenerError) -> FileDescriptor {
        let lock: FileDescriptor
        let free: Bool
        do {
            lock = try FileDescriptor.open(lockPath, O_RDWR | O_CREAT, permissions: 0o600, operation: "open the lock file")
            free = try lock.lockIfFree()
        } catch {
            throw .system(error)
        }
        guard free else { throw .inUse(path: socketPath) }
        return lock
    }

    /// Removes a socket at `path` that nobody accepts on; refuses a live one and anything else.
    private static func removeIfStale(_ path: String, address: SocketAddress) throws(ListenerError) {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT { return }
            throw .system(SystemCallError("look at", path: path))
        }
        guard status.st_mode & S_IFMT == S_IFSOCK else { throw .notASocket(path: path) }
        let probe: FileDescriptor
        do {
            probe = try FileDescriptor.unixStreamSocket()
        } catch {
            throw .system(error)
        }
        do {
            try probe.connect(to: address)
        } catch {
            switch error.code {
            case ECONNREFUSED:
                guard unlink(path) == 0 || errno == ENOENT else { throw .system(SystemCallError("remove the stale socket", path: path)) }
                return
            case ENOENT:
                return
            // A full backlog: someone is listening.
            case EAGAIN:
                throw .inUse(path: path)
            default:
                throw .system(SystemCallError("check whether a daemon is listening on", path: path, code: error.code))
            }
        }
        // Connected: someone is listening.
        throw .inUse(path: path)
    }
}
