// SPDX-License-Identifier: MIT
import CWebKit

/// A Swift closure as a GIO async call's `GAsyncReadyCallback` and its user data: boxed while the
/// call runs, given back when it completes (GIO calls the callback exactly once).
enum AsyncCompletion {
    /// The user data to pass with `callback`, holding `body`.
    static func retained(_ body: @escaping (OpaquePointer?) -> Void) -> gpointer {
        ClosureBox(body).retained()
    }

    /// The callback to pass: runs the closure and releases it.
    static let callback: GAsyncReadyCallback = { _, result, data in
        ClosureBox<(OpaquePointer?) -> Void>.take(data)(result)
    }
}
