// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif

/// `poll(2)` for the command line's simple loops (the daemon uses `Epoll`).
public enum Poll {
    /// Waits until one of `descriptors` has an event or the monotonic clock reaches `deadline`
    /// (nanoseconds, nil: no deadline), and fills in their `revents`: the count with events, 0
    /// when the deadline came first. A signal does not end the wait early.
    public static func wait(_ descriptors: inout [pollfd], until deadline: Int64?) throws(SystemCallError) -> Int {
        let count = nfds_t(descriptors.count)
        let result = descriptors.withUnsafeMutableBufferPointer { buffer in
            valueOrErrno { poll(buffer.baseAddress, count, timeout(until: deadline)) }
        }
        switch result {
        case .success(let ready): return Int(ready)
        case .failure(let error): throw SystemCallError("wait for events", code: error.code)
        }
    }

    /// Milliseconds from now until `deadline`, rounded up; -1 (forever) without one.
    private static func timeout(until deadline: Int64?) -> Int32 {
        guard let deadline else { return -1 }
        let remaining = max(0, deadline - SystemClock.now())
        return Int32(min((remaining + 999_999) / 1_000_000, Int64(Int32.max)))
    }
}
