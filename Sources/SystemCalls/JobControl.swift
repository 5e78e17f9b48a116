// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif

/// This process's own job control, as a shell's Ctrl-Z and `fg` do it to a job.
public enum JobControl {
    /// Stops this process (`SIGSTOP`, which nothing can catch) and returns once something
    /// continues it (`SIGCONT`): a test holds a player still at a point it chose.
    public static func stopHere() {
        raise(SIGSTOP)
    }
}
