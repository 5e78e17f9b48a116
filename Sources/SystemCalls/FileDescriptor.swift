// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif
import CLinux

/// The one owner of a file descriptor: a file, a socket, an input device, a lock file, an epoll,
/// signalfd or timerfd instance. It is closed when this goes away, unless it was borrowed (the
/// standard streams). Calls interrupted by a signal are made again; failures throw
/// `SystemCallError` naming what was done and `path`.
public final class FileDescriptor: Sendable {
    /// The descriptor number, valid for this object's lifetime.
    public let rawValue: Int32
    /// The path (or a name such as "standard output") errors name; nil for anonymous descriptors.
    public let path: String?
    private let closesOnDeinit: Bool

    /// Takes ownership of `rawValue` (closed in `deinit`); `path` names it in errors.
    public init(adopting rawValue: Int32, path: String? = nil) {
        self.rawValue = rawValue
        self.path = path
        closesOnDeinit = true
    }

    /// A descriptor opened elsewhere and kept open after this goes (stdout, stderr).
    public init(borrowing rawValue: Int32, path: String) {
        self.rawValue = rawValue
        self.path = path
        closesOnDeinit = false
    }

    deinit {
        if closesOnDeinit { close(rawValue) }
    }

    public static let standardInput = FileDescriptor(borrowing: STDIN_FILENO, path: "standard input")
    public static let standardOutput = FileDescriptor(borrowing: STDOUT_FILENO, path: "standard output")
    public static let standardError = FileDescriptor(borrowing: STDERR_FILENO, path: "standard error")

    /// Opens `path` with `flags` (`O_CLOEXEC` is added) and, when it creates the file, `permissions`.
    /// - Throws: `SystemCallError` of `operation` ("open" unless told) on `path`.
    public static func open(_ path: String, _ flags: Int32, permissions: mode_t = 0,
                            operation: String = "open") throws(SystemCallError) -> FileDescriptor {
        switch valueOrErrno({ Glibc.open(path, flags | O_CLOEXEC, permissions) }) {
        case .success(let number): FileDescriptor(adopting: number, path: path)
        case .failure(let error): throw SystemCallError(operation, path: path, code: error.code)
        }
    }

    /// A non-blocking, close-on-exec Unix stream socket.
    public static func unixStreamSocket() throws(SystemCallError) -> FileDescriptor {
        let number = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard number >= 0 else { throw SystemCallError("create a socket") }
        return FileDescriptor(adopting: number)
    }

    /// A non-blocking Unix stream socket listening at `address`, bound under umask 0177 so the
    /// socket file is made with mode 0600: only its owner can connect.
    /// - Throws: `SystemCallError` "bind the socket" or "listen on" the address's path.
    public static func listeningUnixSocket(at address: SocketAddress, backlog: Int32 = 64) throws(SystemCallError) -> FileDescriptor {
        let listening = try unixStreamSocket()
        let previous = umask(0o177)
        let bound = address.withPointer { bind(listening.rawValue, $0, $1) }
        let bindError = errno
        umask(previous)
        guard bound == 0 else { throw SystemCallError("bind the socket", path: address.path, code: bindError) }
        guard listen(listening.rawValue, backlog) == 0 else { throw SystemCallError("listen on", path: address.path) }
        return listening
    }

    /// A pipe, both ends close-on-exec.
    public static func pipe() throws(SystemCallError) -> (read: FileDescriptor, write: FileDescriptor) {
        var ends: [Int32] = [-1, -1]
        guard pipe2(&ends, O_CLOEXEC) == 0 else { throw SystemCallError("create a pipe") }
        return (FileDescriptor(adopting: ends[0]), FileDescriptor(adopting: ends[1]))
    }

    /// Reads up to `buffer.count` bytes; 0 at the end of the file.
    /// - Throws: `SystemCallError` "read", `EAGAIN` included (see `readIfReady` for non-blocking reads).
    public func read(into buffer: UnsafeMutableRawBufferPointer) throws(SystemCallError) -> Int {
        try check("read", valueOrErrno { Glibc.read(rawValue, buffer.baseAddress, buffer.count) })
    }

    /// Like `read`, for a non-blocking descriptor: nil when nothing is waiting (`EAGAIN`).
    public func readIfReady(into buffer: UnsafeMutableRawBufferPointer) throws(SystemCallError) -> Int? {
        try nilWhenBlocked("read", valueOrErrno { Glibc.read(rawValue, buffer.baseAddress, buffer.count) })
    }

    /// Writes every byte of `bytes`, continuing after short writes: the one write-everything loop.
    public func writeAll(_ bytes: UnsafeRawBufferPointer) throws(SystemCallError) {
        var offset = 0
        while offset < bytes.count {
            let remaining = UnsafeRawBufferPointer(rebasing: bytes[offset...])
            offset += try check("write", valueOrErrno { Glibc.write(rawValue, remaining.baseAddress, remaining.count) })
        }
    }

    /// Waits until what was written (and, for a folder, its entries) is on the disk (`fsync`).
    public func sync() throws(SystemCallError) {
        _ = try check("sync", valueOrErrno { fsync(rawValue) })
    }

    /// Cuts the file to `size` bytes (`ftruncate`): a lock file rewritten by its new holder.
    public func truncate(to size: Int) throws(SystemCallError) {
        _ = try check("truncate", valueOrErrno { ftruncate(rawValue, off_t(size)) })
    }

    /// Sends what the socket takes of `bytes` now, without waiting and without SIGPIPE: the count
    /// sent, or nil when the socket is full (`EAGAIN`).
    public func sendIfReady(_ bytes: UnsafeRawBufferPointer) throws(SystemCallError) -> Int? {
        try nilWhenBlocked("send", valueOrErrno {
            send(rawValue, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
        })
    }

    /// Receives what waits on the socket, without waiting: the count (0 once the peer stopped
    /// sending), or nil when nothing waits (`EAGAIN`).
    public func receiveIfReady(into buffer: UnsafeMutableRawBufferPointer) throws(SystemCallError) -> Int? {
        try nilWhenBlocked("receive", valueOrErrno { recv(rawValue, buffer.baseAddress, buffer.count, Int32(MSG_DONTWAIT)) })
    }

    /// The next client waiting on this listening socket, non-blocking and close-on-exec; nil when
    /// none is waiting (or one gave up before it was accepted).
    public func acceptIfReady() throws(SystemCallError) -> FileDescriptor? {
        switch valueOrErrno({ accept4(rawValue, nil, nil, Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)) }) {
        case .success(let number): return FileDescriptor(adopting: number)
        case .failure(let error) where error.code == EAGAIN || error.code == ECONNABORTED: return nil
        case .failure(let error): throw SystemCallError("accept a client on", path: path, code: error.code)
        }
    }

    /// Connects this socket to `address`.
    /// - Throws: `SystemCallError` "connect to" the address's path; its `code` tells a refused
    ///   connection (`ECONNREFUSED`) from a full backlog (`EAGAIN`).
    public func connect(to address: SocketAddress) throws(SystemCallError) {
        let result = valueOrErrno { address.withPointer { Glibc.connect(rawValue, $0, $1) } }
        if case .failure(let error) = result { throw SystemCallError("connect to", path: address.path, code: error.code) }
    }

    /// Takes an exclusive `flock` on the file without waiting: false when another holds it.
    public func lockIfFree() throws(SystemCallError) -> Bool {
        switch valueOrErrno({ flock(rawValue, LOCK_EX | LOCK_NB) }) {
        case .success: return true
        case .failure(let error) where error.code == EWOULDBLOCK: return false
        case .failure(let error): throw SystemCallError("lock", path: path, code: error.code)
        }
    }

    private func check<Value>(_ operation: String, _ result: Result<Value, Errno>) throws(SystemCallError) -> Value {
        switch result {
        case .success(let value): value
        case .failure(let error): throw SystemCallError(operation, path: path, code: error.code)
        }
    }

    private func nilWhenBlocked<Value>(_ operation: String, _ result: Result<Value, Errno>) throws(SystemCallError) -> Value? {
        switch result {
        case .success(let value): value
        case .failure(let error) where error.code == EAGAIN: nil
        case .failure(let error): throw SystemCallError(operation, path: path, code: error.code)
        }
    }
}
