// SPDX-License-Identifier: MIT
import Foundation
import SystemCalls
import Testing

@Suite struct ThreadPriorityTests {
    /// What a thread saw, handed over by the semaphore it signals when done.
    private final class Seen: @unchecked Sendable {
        var niceness: Int32?
        var error: SystemCallError?
    }

    /// Runs `niceness` through `lowerCallingThread` on a thread of its own.
    private static func lowered(to niceness: Int32) -> Seen {
        let seen = Seen(), done = DispatchSemaphore(value: 0)
        Thread {
            do throws(SystemCallError) {
                try ThreadPriority.lowerCallingThread(to: niceness)
                seen.niceness = ThreadPriority.ofCallingThread
            } catch {
                seen.error = error
            }
            done.signal()
        }.start()
        done.wait()
        return seen
    }

    @Test func lowersTheCallingThreadOnlyAndWithoutPrivilege() {
        let before = ThreadPriority.ofCallingThread
        let seen = Self.lowered(to: 10)
        #expect(seen.error == nil)
        #expect(seen.niceness == max(10, before))
        // The thread that asked nothing keeps its priority.
        #expect(ThreadPriority.ofCallingThread == before)
    }

    @Test func aNicenessBeyondTheRangeIsClampedNotRefused() {
        #expect(Self.lowered(to: 40).niceness == 19)
    }
}
