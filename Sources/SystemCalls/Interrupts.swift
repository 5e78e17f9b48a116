// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif

/// Makes `call` again for as long as it fails with `EINTR` (interrupted by a signal before it did
/// anything), and returns its first other result. This is the one place in the project that
/// retries `EINTR`, as swift-system's `valueOrErrno(retryOnInterrupt:)` is for its wrappers.
///
/// `errorCode` reads the errno out of a result, nil when the call succeeded: calls differ in how
/// they say it (-1 and `errno`, the code itself as `clock_nanosleep` returns it, `-errno` as
/// libevdev returns it).
///
/// Inlinable, so that callers in other modules get it specialised: generic across the module
/// boundary, every call went through the result type's metadata, and a device read makes one
/// call per event.
@inlinable
public func retryingOnInterrupt<Result>(_ call: () -> Result, errorCode: (Result) -> Int32?) -> Result {
    while true {
        let result = call()
        if errorCode(result) != EINTR { return result }
    }
}

/// A call that returns a negative number and sets `errno` when it fails (most of them): its
/// result, or the errno it failed with, retried through `EINTR`.
func valueOrErrno<Value: FixedWidthInteger>(_ call: () -> Value) -> Result<Value, Errno> {
    var code: Int32 = 0
    let value = retryingOnInterrupt(call) { result in
        code = result < 0 ? errno : 0
        return result < 0 ? code : nil
    }
    return value < 0 ? .failure(Errno(code)) : .success(value)
}

