// SPDX-License-Identifier: MIT
import SystemCalls
#if canImport(Glibc)
import Glibc
#endif

/// A file of "SECONDS EVENT [DETAILS]" lines, SECONDS on `CLOCK_MONOTONIC` (the clock a benchmark's
/// or a test's driver reads when it sends a gesture or plays a frame), appended as things happen.
public final class TraceFile {
    private let file: FileDescriptor

    /// A trace appending to the file at `path`, created when missing.
    /// - Throws: `SystemCallError` when the file cannot be opened.
    public init(path: String) throws(SystemCallError) {
        file = try FileDescriptor.open(path, O_WRONLY | O_CREAT | O_APPEND, permissions: 0o644)
    }

    func write(_ event: String) {
        let line = "\(SystemClock.Instant.now().seconds) \(event)\n"
        // A trace that cannot be written leaves its reader short of lines, which it reports.
        try? line.utf8CString.dropLast().withUnsafeBytes { try file.writeAll($0) }
    }
}
