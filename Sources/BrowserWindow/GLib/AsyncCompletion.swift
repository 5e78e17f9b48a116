// SPDX-License-Identifier: MIT
import CWebKit

/// A Swift closure for a GIO async call's `GAsyncReadyCallback`: retained while the call runs,
/// released when it completes (GIO calls the callback exactly once).
final class AsyncCompletion {
    let body: (OpaquePointer?) -> Void

    init(_ body: @escaping (OpaquePointer?) -> Void) { self.body = body }

    /// The user data to pass with `callback`.
    func retained() -> UnsafeMutableRawPointer { Unmanaged.passRetained(self).toOpaque() }

    /// The callback to pass: runs the closure and releases it.
    static let callback: GAsyncReadyCallback = { _, result, data in
        Unmanaged<AsyncCompletion>.fromOpaque(data!).takeRetainedValue().body(result)
    }
}
