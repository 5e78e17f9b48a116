// SPDX-License-Identifier: MIT
import CUdev
import SystemCalls

/// Owns one `struct udev_enumerate`: the event nodes of the input subsystem, as udev knows them.
final class UdevEnumeration {
    private let pointer: OpaquePointer
    private let context: UdevContext

    init(context: UdevContext) throws(DeviceError) {
        guard let pointer = udev_enumerate_new(context.pointer) else {
            throw DeviceError(.failed, node: "udev", reason: "cannot list devices: \(Errno.current)")
        }
        self.pointer = pointer
        self.context = context
    }

    deinit { udev_enumerate_unref(pointer) }

    /// The input subsystem's `eventN` devices.
    func eventDevices() throws(DeviceError) -> [UdevDevice] {
        for result in [udev_enumerate_add_match_subsystem(pointer, "input"),
                       udev_enumerate_add_match_sysname(pointer, "event*"),
                       udev_enumerate_scan_devices(pointer)] where result < 0 {
            throw DeviceError(.failed, node: "udev", reason: "cannot list input devices: \(Errno(-result))")
        }
        var devices: [UdevDevice] = []
        var entry = udev_enumerate_get_list_entry(pointer)
        while let current = entry {
            // A device can go between the scan and this look-up: then it is simply not listed.
            if let name = udev_list_entry_get_name(current),
               let device = UdevDevice(context: context, syspath: String(cString: name)) {
                devices.append(device)
            }
            entry = udev_list_entry_get_next(current)
        }
        return devices
    }
}
