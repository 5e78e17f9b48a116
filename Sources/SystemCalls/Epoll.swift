// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif
import CLinux

/// An `epoll` instance: which descriptors to wait on, and the wait.
public final class Epoll {
    private let descriptor: FileDescriptor

    public init() throws(SystemCallError) {
        let number = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard number >= 0 else { throw SystemCallError("create an epoll instance") }
        descriptor = FileDescriptor(adopting: number)
    }

    /// Starts waiting on `target` for `events` (`EPOLLIN`, `EPOLLOUT`, …).
    public func add(_ target: Int32, events: UInt32) throws(SystemCallError) {
        try control(EPOLL_CTL_ADD, target, events)
    }

    /// Changes what `target` is waited on for.
    public func modify(_ target: Int32, events: UInt32) throws(SystemCallError) {
        try control(EPOLL_CTL_MOD, target, events)
    }

    /// Stops waiting on `target`. Fails only for a descriptor that is not in the set, which
    /// leaves nothing to undo.
    public func remove(_ target: Int32) {
        _ = epoll_ctl(descriptor.rawValue, EPOLL_CTL_DEL, target, nil)
    }

    /// Sleeps until a descriptor is ready (no timeout) and fills `events` from the front: the
    /// count filled.
    public func wait(into events: inout [epoll_event]) throws(SystemCallError) -> Int {
        let count = events.count
        let result = events.withUnsafeMutableBufferPointer { buffer in
            valueOrErrno { epoll_wait(descriptor.rawValue, buffer.baseAddress, Int32(count), -1) }
        }
        switch result {
        case .success(let ready): return Int(ready)
        case .failure(let error): throw SystemCallError("wait for events (epoll_wait)", code: error.code)
        }
    }

    private func control(_ operation: Int32, _ target: Int32, _ events: UInt32) throws(SystemCallError) {
        var event = epoll_event()
        event.events = events
        event.data.fd = target
        guard epoll_ctl(descriptor.rawValue, operation, target, &event) == 0 else {
            throw SystemCallError("watch descriptor \(target) (epoll_ctl)")
        }
    }
}
