// SPDX-License-Identifier: MIT
import CUdev
import SystemCalls

/// Hotplug of touchscreens, tablets and touchpads: udev's netlink events for the input subsystem (sent once
/// udev has tagged the device, so its `ID_INPUT_*` properties are set). Wait until
/// `fileDescriptor` is readable (poll), then call `receive()` until it returns nil.
public final class UdevMonitor {
    private let pointer: OpaquePointer
    private let context: UdevContext
    /// The netlink socket (non-blocking): readable when a change waits. libudev owns it.
    public let fileDescriptor: FileDescriptor

    /// - Throws: `DeviceError` of kind `.failed` when the netlink socket cannot be set up.
    public init(context: UdevContext) throws(DeviceError) {
        guard let pointer = udev_monitor_new_from_netlink(context.pointer, "udev") else {
            throw DeviceError(.failed, node: "udev", reason: "cannot listen for hotplug events: \(Errno.current)")
        }
        self.pointer = pointer
        self.context = context
        fileDescriptor = FileDescriptor(borrowing: udev_monitor_get_fd(pointer), path: "the udev monitor")
        for result in [udev_monitor_filter_add_match_subsystem_devtype(pointer, "input", nil),
                       udev_monitor_enable_receiving(pointer)] where result < 0 {
            throw DeviceError(.failed, node: "udev", reason: "cannot listen for hotplug events: \(Errno(-result))")
        }
    }

    deinit { udev_monitor_unref(pointer) }

    /// The next change to an event node that matters, nil when none is waiting. Changes of
    /// other devices (keyboards, mice, `inputN` parents) are skipped.
    public func receive() -> DeviceChange? {
        while let raw = udev_monitor_receive_device(pointer) {
            let device = UdevDevice(taking: raw)
            guard let node = device.node, let action = device.action else { continue }
            if action == "remove" { return .removed(node: node) }
            if action == "add" || action == "change", let info = device.info { return .added(info) }
        }
        return nil
    }
}
