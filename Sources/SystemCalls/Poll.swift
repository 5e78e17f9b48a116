// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif

/// `poll(2)` for the command line's simple loops (the daemon uses `Epoll`).
public enum Poll {
    /// Waits until one of `descriptors` is readable (or hung up, or failed) or the monotonic clock
    /// reaches `deadline` (nil: no deadline): for each descriptor, in order, whether it has
    /// something to say; all false when the deadline came first. A signal does not end the wait early.
    public static func wait(readable descriptors: [FileDescriptor], until deadline: SystemClock.Instant?) throws(SystemCallError) -> [Bool] {
        var watched = descriptors.map { pollfd(fd: $0.rawValue, events: Int16(POLLIN), revents: 0) }
        let count = nfds_t(watched.count)
        let result = watched.withUnsafeMutableBufferPointer { buffer in
            valueOrErrno { poll(buffer.baseAddress, count, timeout(until: deadline)) }
        }
        if case .failure(let error) = result { throw SystemCallError("wait for events", code: error.code) }
        return watched.map { $0.revents != 0 }
    }

    /// Milliseconds from now until `deadline`, rounded up; -1 (forever) without one.
    private static func timeout(until deadline: SystemClock.Instant?) -> Int32 {
        guard let deadline else { return -1 }
        let remaining = max(0, (deadline - .now()).nanoseconds)
        return Int32(min(remaining / 1_000_000 + (remaining % 1_000_000 == 0 ? 0 : 1), Int64(Int32.max)))
    }
}
