// SPDX-License-Identifier: MIT
import CWebKit

/// One reference to a GObject, given up when this goes, as WebKit's `GRefPtr`: the stored type of
/// what the window keeps (textures, paintables, list items, settings), so GObject reference
/// counting is written here alone and a leak or a double unref has one file to look in.
final class GRef {
    /// The object, valid while this lives. A local `GRef` may go right after its last use, before
    /// a C call given `pointer` returns: pass it through `use` there.
    let pointer: OpaquePointer

    /// Adopts the reference the caller was given (a `(transfer full)` result: `…_new`, `…_finish`,
    /// a render).
    init(adopting pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// Takes a reference of its own (a `(transfer none)` result, or an object someone else holds).
    init(retaining pointer: OpaquePointer) {
        g_object_ref(UnsafeMutableRawPointer(pointer))
        self.pointer = pointer
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// Runs `body` with the object, held until `body` returns.
    func use<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(self) { try body(pointer) }
    }
}
