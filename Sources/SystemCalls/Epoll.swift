// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif
import CLinux

/// An `epoll` instance: which descriptors to wait on, and the wait.
public final class Epoll {
    /// What a descriptor is waited on for, or was ready for (`EPOLLIN`, `EPOLLOUT`, `EPOLLHUP`,
    /// `EPOLLERR`). Hang-ups and errors are reported whether asked for or not.
    public struct Events: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Something to read (or a client to accept).
        public static let readable = Events(rawValue: EPOLLIN.rawValue)
        /// Room to write.
        public static let writable = Events(rawValue: EPOLLOUT.rawValue)
        /// The peer hung up: nothing more goes either way.
        public static let hangUp = Events(rawValue: EPOLLHUP.rawValue)
        /// An error is pending on the descriptor.
        public static let error = Events(rawValue: EPOLLERR.rawValue)
    }

    /// One descriptor `wait` found ready: its number (as `FileDescriptor.rawValue` gives it) and
    /// what it is ready for.
    public struct Ready: Sendable {
        public var descriptor: Int32
        public var events: Events
    }

    private let descriptor: FileDescriptor
    /// Where `epoll_wait` writes, allocated once. Not an array in a `var`: every access to a
    /// class's mutable stored property costs a call into the runtime's exclusivity checks, and
    /// each ready descriptor of the daemon's loop is read from here.
    private let buffer: UnsafeMutableBufferPointer<epoll_event>

    /// - Parameter capacity: the most descriptors one `wait` reports.
    public init(capacity: Int = 64) throws(SystemCallError) {
        let number = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard number >= 0 else { throw SystemCallError("create an epoll instance") }
        descriptor = FileDescriptor(adopting: number)
        buffer = .allocate(capacity: max(1, capacity))
        buffer.initialize(repeating: epoll_event())
    }

    deinit { buffer.deallocate() }

    /// Starts waiting on `target` for `events`.
    public func add(_ target: FileDescriptor, events: Events) throws(SystemCallError) {
        try control(EPOLL_CTL_ADD, target.rawValue, events)
    }

    /// Changes what `target` is waited on for.
    public func modify(_ target: FileDescriptor, events: Events) throws(SystemCallError) {
        try control(EPOLL_CTL_MOD, target.rawValue, events)
    }

    /// Stops waiting on `target`. Fails only for a descriptor that is not in the set, which
    /// leaves nothing to undo.
    public func remove(_ target: FileDescriptor) {
        _ = epoll_ctl(descriptor.rawValue, EPOLL_CTL_DEL, target.rawValue, nil)
    }

    /// Sleeps until a descriptor is ready (no timeout): how many are, each then `ready(at:)`
    /// (valid until the next wait).
    public func wait() throws(SystemCallError) -> Int {
        switch valueOrErrno({ epoll_wait(descriptor.rawValue, buffer.baseAddress, Int32(buffer.count), -1) }) {
        case .success(let ready): return Int(ready)
        case .failure(let error): throw SystemCallError("wait for events (epoll_wait)", code: error.code)
        }
    }

    /// The `index`th descriptor the last `wait` found ready.
    public func ready(at index: Int) -> Ready {
        let event = buffer[index]
        return Ready(descriptor: event.data.fd, events: Events(rawValue: event.events))
    }

    private func control(_ operation: Int32, _ target: Int32, _ events: Events) throws(SystemCallError) {
        var event = epoll_event()
        event.events = events.rawValue
        event.data.fd = target
        guard epoll_ctl(descriptor.rawValue, operation, target, &event) == 0 else {
            throw SystemCallError("watch descriptor \(target) (epoll_ctl)")
        }
    }
}
