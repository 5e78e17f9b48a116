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

    /// Runs `call` until it does not fail with EINTR; its result, or the error it failed with.
    @discardableResult
    static func retrying<T: BinaryInteger>(_ operation: String, path: String? = nil, _ call: () -> T) throws(SystemCallError) -> T {
        while true {
            let result = call()
            if result >= 0 { return result }
            if errno != EINTR { throw SystemCallError(operation, path: path) }
        }
    }
}
