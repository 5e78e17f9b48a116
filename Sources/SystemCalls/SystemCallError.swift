// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif

/// A system call that failed: what was being done, on which path (when there is one), and errno.
/// Every wrapper in this module throws it; each caller turns it into its own error at its edge
/// (`RecordingError`, `DeviceError`, an exit status), choosing the words the user sees.
public struct SystemCallError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The call and its purpose, e.g. "bind the socket".
    public var operation: String
    public var path: String?
    /// The errno value.
    public var code: Int32

    public init(_ operation: String, path: String? = nil, code: Int32 = errno) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    /// The errno text, e.g. "No such file or directory".
    public var reason: String { Errno(code).description }

    public var description: String {
        "cannot \(operation)\(path.map { " \($0)" } ?? ""): \(reason)"
    }
}
