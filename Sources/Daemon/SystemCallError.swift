#if canImport(Glibc)
import Glibc
#endif

/// A system call that failed: what was being done, on which path (when there is one), and errno.
public struct SystemCallError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The call and its purpose, e.g. "bind the socket".
    public var operation: String
    public var path: String?
    public var code: Int32

    public init(_ operation: String, path: String? = nil, code: Int32 = errno) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    public var description: String {
        "cannot \(operation)\(path.map { " \($0)" } ?? ""): \(String(cString: strerror(code)))"
    }
}
