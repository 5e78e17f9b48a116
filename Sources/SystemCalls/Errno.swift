// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif

/// An errno value, as `valueOrErrno` fails with it, and the one place its text comes from: every
/// module that reports a failed C call (libudev's, libevdev's, `posix_spawn`'s) words it through
/// `description` rather than calling `strerror` itself.
public struct Errno: Error, Hashable, Sendable, CustomStringConvertible {
    public var code: Int32

    public init(_ code: Int32) { self.code = code }

    /// The calling thread's `errno` now: read it straight after the call that failed.
    public static var current: Errno { Errno(errno) }

    /// The errno text, e.g. "No such file or directory".
    public var description: String { String(cString: strerror(code)) }
}
