// SPDX-License-Identifier: MIT
import CUdev
#if canImport(Glibc)
import Glibc
#endif

/// Owns a libudev context (`struct udev`).
public final class UdevContext {
    let pointer: OpaquePointer

    /// - Throws: `DeviceError` of kind `.failed` when libudev cannot start (out of memory).
    public init() throws(DeviceError) {
        guard let pointer = udev_new() else {
            throw DeviceError(.failed, node: "udev", reason: "cannot start libudev: \(String(cString: strerror(errno)))")
        }
        self.pointer = pointer
    }

    deinit { udev_unref(pointer) }
}
