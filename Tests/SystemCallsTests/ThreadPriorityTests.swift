// SPDX-License-Identifier: MIT
import CLinux
import Foundation
import SystemCalls
import Testing

@Suite struct ThreadPriorityTests {
    /// What a thread saw, handed over by the semaphore it signals when done.
    private final class Seen: @unchecked Sendable {
        var niceness: Int32?
        var error: SystemCallError?
    }

    /// The nice value of thread `id` (getpriority gives it per thread on Linux).
    private static func niceness(of id: pid_t) -> Int32 {
        getpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(id))
    }

    /// Runs `niceness` through `lowerCallingThread` on a thread of its own.
    private static func lowered(to niceness: Int32) -> Seen {
        let seen = Seen(), done = DispatchSemaphore(value: 0)
        Thread {
            do {
                try ThreadPriority.lowerCallingThread(to: niceness)
                seen.niceness = Self.niceness(of: gettid())
            } catch {
                seen.error = error
            }
            done.signal()
        }.start()
        done.wait()
        return seen
    }

    @Test func lowersTheCallingThreadOnlyAndWithoutPrivilege() {
        let before = Self.niceness(of: gettid())
        let seen = Self.lowered(to: 10)
        #expect(seen.error == nil)
        #expect(seen.niceness == max(10, before))
        // The thread that asked nothing keeps its priority.
        #expect(Self.niceness(of: gettid()) == before)
    }

    @Test func aNicenessBeyondTheRangeIsClampedNotRefused() {
        #expect(Self.lowered(to: 40).niceness == 19)
    }
}
