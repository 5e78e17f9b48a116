// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif

/// Child processes started with `posix_spawn`.
public enum ChildProcess {
    /// Waits for the child `pid` to end and returns its wait status.
    /// - Throws: `SystemCallError` when `pid` is not a child of this process.
    @discardableResult
    public static func wait(for pid: pid_t) throws(SystemCallError) -> Int32 {
        var status: Int32 = 0
        if case .failure(let error) = valueOrErrno({ waitpid(pid, &status, 0) }) {
            throw SystemCallError("wait for process \(pid)", code: error.code)
        }
        return status
    }
}
