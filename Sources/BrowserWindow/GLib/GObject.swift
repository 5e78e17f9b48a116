// SPDX-License-Identifier: MIT
import CWebKit

/// GObject's reference counting, in one place: what the window holds of a GObject it did not make
/// itself is retained here and released here, so a leak or a double release has one file to look in.
enum GObject {
    /// Takes a reference to `object` and returns it.
    @discardableResult
    static func retain(_ object: OpaquePointer) -> OpaquePointer {
        g_object_ref(UnsafeMutableRawPointer(object))
        return object
    }

    /// Takes a reference to `object` and returns it.
    @discardableResult
    static func retain<T>(_ object: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<T> {
        g_object_ref(UnsafeMutableRawPointer(object))
        return object
    }

    /// Gives up a reference to `object` (nothing for nil).
    static func release(_ object: OpaquePointer?) {
        if let object { g_object_unref(UnsafeMutableRawPointer(object)) }
    }

    /// Gives up the reference `object` holds, if any, and forgets it (`g_clear_object`).
    static func clear(_ object: inout OpaquePointer?) {
        release(object)
        object = nil
    }

    /// Gives up a reference to `object` (nothing for nil).
    static func release<T>(_ object: UnsafeMutablePointer<T>?) {
        if let object { g_object_unref(UnsafeMutableRawPointer(object)) }
    }
}
