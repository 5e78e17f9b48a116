#if canImport(Glibc)
import Glibc
#endif
import CLinux

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
    private let listening: Descriptor
    private let lock: Descriptor
    /// The bound socket file's device and inode, to remove only our own.
    private let identity: (device: dev_t, inode: ino_t)

    public init(path: String) throws(ListenerError) {
        guard let address = SocketAddress(path: path) else {
            throw .pathTooLong(path: path, limit: SocketAddress.capacity)
        }
        self.path = path
        lock = try Self.takeLock(path + ".lock", socketPath: path)
        try Self.removeIfStale(path, address: address)

        let number = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard number >= 0 else { throw .system(SystemCallError("create a socket")) }
        listening = Descriptor(number)
        let previous = umask(0o177)
        let bound = address.withPointer { bind(number, $0, $1) }
        let bindError = errno
        umask(previous)
        guard bound == 0 else { throw .system(SystemCallError("bind the socket", path: path, code: bindError)) }
        guard listen(number, 64) == 0 else { throw .system(SystemCallError("listen on", path: path)) }

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
    public var fileDescriptor: Int32 { listening.number }

    /// The next waiting client, non-blocking and close-on-exec; nil when none is waiting.
    public func accept() throws(SystemCallError) -> Descriptor? {
        while true {
            let number = accept4(listening.number, nil, nil, Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue))
            if number >= 0 { return Descriptor(number) }
            switch errno {
            case EINTR: continue
            // Nobody waiting, or a client that gave up before it was accepted.
            case EAGAIN, ECONNABORTED: return nil
            default: throw SystemCallError("accept a client on", path: path)
            }
        }
    }

    private static func takeLock(_ lockPath: String, socketPath: String) throws(ListenerError) -> Descriptor {
        let number = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard number >= 0 else { throw .system(SystemCallError("open the lock file", path: lockPath)) }
        let lock = Descriptor(number)
        while flock(number, LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            if errno == EWOULDBLOCK { throw .inUse(path: socketPath) }
            throw .system(SystemCallError("lock", path: lockPath))
        }
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
        let number = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard number >= 0 else { throw .system(SystemCallError("create a socket")) }
        let probe = Descriptor(number)
        var connected: Int32
        repeat {
            connected = address.withPointer { connect(probe.number, $0, $1) }
        } while connected != 0 && errno == EINTR
        // Connected, or a full backlog (EAGAIN): someone is listening.
        guard connected != 0, errno != EAGAIN else { throw .inUse(path: path) }
        switch errno {
        case ECONNREFUSED:
            guard unlink(path) == 0 || errno == ENOENT else { throw .system(SystemCallError("remove the stale socket", path: path)) }
        case ENOENT:
            return
        default:
            throw .system(SystemCallError("check whether a daemon is listening on", path: path))
        }
    }
}
