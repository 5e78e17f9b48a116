// SPDX-License-Identifier: MIT
import SystemCalls

/// A single-threaded `epoll` loop over file descriptors: sockets, signalfd, timerfd, and input
/// devices alike. It sleeps in `epoll_wait` with no timeout, so an idle daemon uses no CPU; every
/// wake-up is a descriptor that has something to say.
///
/// Handlers run on the loop's thread, one at a time. A handler may watch, change or unwatch any
/// descriptor (its own too). Readiness can be spurious (a descriptor closed and its number reused
/// within one batch of events), so handlers read and write non-blocking and take EAGAIN calmly.
public final class EventLoop {
    /// What a descriptor is watched for. Hang-ups and errors are always reported, even for none.
    public typealias Interest = Epoll.Events

    /// What `epoll_wait` said about a descriptor.
    public struct Readiness: Sendable {
        public var readable: Bool
        public var writable: Bool
        /// The peer hung up (EPOLLHUP): nothing more goes either way.
        public var hangUp: Bool
        /// An error is pending on the descriptor (EPOLLERR).
        public var error: Bool

        init(_ events: Epoll.Events) {
            readable = events.contains(.readable)
            writable = events.contains(.writable)
            hangUp = events.contains(.hangUp)
            error = events.contains(.error)
        }
    }

    /// Called with what a descriptor is ready for; an error it throws ends `run`.
    public typealias Handler = (Readiness) throws -> Void

    private let epoll: Epoll
    /// Each watched descriptor's handler, at its number: descriptors are small numbers, and an
    /// index costs less than hashing one at every wake-up.
    private var handlers: [Handler?] = []
    private var stopping = false
    /// Runs after the handlers of each wake-up, before the loop sleeps again: where work that the
    /// handlers queued is finished in one go (the stream server writes their lines to its clients).
    public var turnEnded: () throws -> Void = {}

    public init() throws(SystemCallError) {
        epoll = try Epoll()
    }

    /// Starts watching `descriptor` (which the caller keeps open until `unwatch`).
    public func watch(_ descriptor: FileDescriptor, for interest: Interest, handler: @escaping Handler) throws(SystemCallError) {
        try epoll.add(descriptor, events: interest)
        let index = Int(descriptor.rawValue)
        if index >= handlers.count { handlers += repeatElement(nil, count: index + 1 - handlers.count) }
        handlers[index] = handler
    }

    /// Changes what a watched descriptor is watched for.
    public func change(_ descriptor: FileDescriptor, to interest: Interest) throws(SystemCallError) {
        try epoll.modify(descriptor, events: interest)
    }

    /// Stops watching `descriptor`; call it before closing the descriptor.
    public func unwatch(_ descriptor: FileDescriptor) {
        epoll.remove(descriptor)
        let index = Int(descriptor.rawValue)
        if index < handlers.count { handlers[index] = nil }
    }

    /// Waits for readiness and runs handlers until `stop()` is called or a handler throws.
    public func run() throws {
        stopping = false
        while !stopping {
            let count = try epoll.wait()
            for index in 0..<count where !stopping {
                let ready = epoll.ready(at: index)
                // Unwatched by an earlier handler of this batch: nothing to tell.
                let index = Int(ready.descriptor)
                guard index < handlers.count, let handler = handlers[index] else { continue }
                try handler(Readiness(ready.events))
            }
            if !stopping { try turnEnded() }
        }
    }

    /// Makes `run` return after the handler that calls this.
    public func stop() { stopping = true }
}
