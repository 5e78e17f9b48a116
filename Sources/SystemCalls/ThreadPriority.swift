// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif
import CLinux

/// The calling thread's share of the processors: on Linux each thread has its own nice value, and
/// anyone may raise their own (lower their priority) without privilege.
public enum ThreadPriority {
    /// Gives the calling thread the nice value `niceness` (0 ordinary, 19 the least), so work that
    /// can wait (a worker's image encoding) yields to the threads and processes a person is
    /// waiting on when the processors are busy.
    public static func lowerCallingThread(to niceness: Int32) throws(SystemCallError) {
        guard setpriority(thread, callingThread, niceness) == 0 else {
            throw SystemCallError("lower the thread's priority (setpriority)")
        }
    }

    /// The calling thread's nice value.
    public static var ofCallingThread: Int32 {
        getpriority(thread, callingThread)
    }

    /// On Linux, PRIO_PROCESS with a thread's id names that thread alone.
    private static var thread: __priority_which_t { __priority_which_t(PRIO_PROCESS.rawValue) }
    private static var callingThread: id_t { id_t(gettid()) }
}
