// SPDX-License-Identifier: MIT
import CUdev
#if canImport(Glibc)
import Glibc
#endif

/// Owns one `struct udev_device` and reads what `DeviceInfo` needs from it.
final class UdevDevice {
    private let pointer: OpaquePointer

    /// Takes over a reference libudev handed out (it is unreferenced here).
    init(taking pointer: OpaquePointer) { self.pointer = pointer }

    /// The device at `syspath`, nil when it has gone.
    convenience init?(context: UdevContext, syspath: String) {
        guard let pointer = udev_device_new_from_syspath(context.pointer, syspath) else { return nil }
        self.init(taking: pointer)
    }

    deinit { udev_device_unref(pointer) }

    var syspath: String { string(udev_device_get_syspath(pointer)) ?? "" }
    var node: String? { string(udev_device_get_devnode(pointer)) }
    /// `add`, `remove`, `change`… for a device from a monitor; nil for an enumerated one.
    var action: String? { string(udev_device_get_action(pointer)) }

    /// Every udev property (`ID_INPUT_TOUCHSCREEN`, `LIBINPUT_CALIBRATION_MATRIX`, …).
    var properties: [String: String] {
        var properties: [String: String] = [:]
        var entry = udev_device_get_properties_list_entry(pointer)
        while let current = entry {
            if let name = string(udev_list_entry_get_name(current)) {
                properties[name] = string(udev_list_entry_get_value(current)) ?? ""
            }
            entry = udev_list_entry_get_next(current)
        }
        return properties
    }

    /// The kernel's device name: the `name` attribute of the parent input device (`inputN`).
    var name: String? {
        // The parent belongs to this device: it must not be unreferenced.
        guard let parent = udev_device_get_parent_with_subsystem_devtype(pointer, "input", nil) else { return nil }
        return string(udev_device_get_sysattr_value(parent, "name"))
    }

    /// The touchscreen or tablet this is, nil for anything else or a node-less device.
    var info: DeviceInfo? {
        guard let node else { return nil }
        return DeviceInfo(node: node, syspath: syspath, name: name ?? "unnamed device", properties: properties,
                          readable: access(node, R_OK) == 0)
    }

    private func string(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
