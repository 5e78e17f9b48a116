// SPDX-License-Identifier: MIT
import CUdev
import SystemCalls

/// Owns a libudev context (`struct udev`).
public final class UdevContext {
    let pointer: OpaquePointer

    /// - Throws: `DeviceError` of kind `.failed` when libudev cannot start (out of memory).
    public init() throws(DeviceError) {
        guard let pointer = udev_new() else {
            throw DeviceError(.failed, node: "udev", reason: "cannot start libudev: \(Errno.current)")
        }
        self.pointer = pointer
    }

    deinit { udev_unref(pointer) }
}
