// SPDX-License-Identifier: MIT
import CEvdev
import InputEvents
#if canImport(Glibc)
import Glibc
#endif

/// A virtual kernel input device made from a recording's description. Owns the libevdev
/// template and the uinput handle; destroying it (deinit) unplugs the device.
final class UinputDevice {
    private let template: OpaquePointer
    private let handle: OpaquePointer
    /// The device node the kernel made, from `libevdev_uinput_get_devnode` (never assumed `eventN`).
    let devnode: String
    let name: String

    /// Creates the device through `/dev/uinput`.
    /// - Throws: `UinputError` naming `/dev/uinput` and the errno text.
    init(_ description: DeviceDescription) throws(UinputError) {
        guard let template = libevdev_new() else { throw UinputError(71, "libevdev_new failed: out of memory") }
        libevdev_set_name(template, description.name)
        libevdev_set_id_bustype(template, Int32(description.id.bustype))
        libevdev_set_id_vendor(template, Int32(description.id.vendor))
        libevdev_set_id_product(template, Int32(description.id.product))
        libevdev_set_id_version(template, Int32(description.id.version))
        for property in description.properties.sorted() {
            libevdev_enable_property(template, UInt32(property))
        }
        for (type, codes) in description.codes.sorted(by: { $0.key < $1.key }) {
            libevdev_enable_event_type(template, UInt32(type))
            for code in codes.sorted() {
                if type == EventType.abs {
                    let axis = description.absInfo[code] ?? AbsInfo(minimum: 0, maximum: 0)
                    var info = input_absinfo(value: axis.value, minimum: axis.minimum, maximum: axis.maximum,
                                             fuzz: axis.fuzz, flat: axis.flat, resolution: axis.resolution)
                    libevdev_enable_event_code(template, UInt32(type), UInt32(code), &info)
                } else {
                    libevdev_enable_event_code(template, UInt32(type), UInt32(code), nil)
                }
            }
        }
        var created: OpaquePointer?
        let status = libevdev_uinput_create_from_device(template, LIBEVDEV_UINPUT_OPEN_MANAGED.rawValue, &created)
        guard status == 0, let created else {
            libevdev_free(template)
            throw UinputError.system("cannot create \"\(description.name)\"", path: "/dev/uinput", errno: -status)
        }
        guard let node = libevdev_uinput_get_devnode(created) else {
            libevdev_uinput_destroy(created)
            libevdev_free(template)
            throw UinputError(69, "/dev/uinput: \"\(description.name)\" has no device node: is devtmpfs mounted on /dev?")
        }
        self.template = template
        self.handle = created
        self.devnode = String(cString: node)
        self.name = description.name
    }

    deinit {
        libevdev_uinput_destroy(handle)
        libevdev_free(template)
    }

    /// Writes one event; the kernel stamps it with its own clock.
    func write(_ event: InputEvent) throws(UinputError) {
        let status = libevdev_uinput_write_event(handle, UInt32(event.type), UInt32(event.code), event.value)
        guard status == 0 else { throw UinputError.system("cannot write \(event)", path: devnode, errno: -status) }
    }
}
