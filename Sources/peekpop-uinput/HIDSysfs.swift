// SPDX-License-Identifier: MIT
import InputEvents
import SystemCalls

/// What sysfs says of a uhid device: the evdev nodes its driver registered, found by the `uniq`
/// it was made with (hid-input gives it to each input device). Only input devices' attributes are
/// read: reading a HID device's `uevent` waits for its device lock, which the driver's probe holds
/// while it waits for the answers to its report requests, from the reader.
enum HIDSysfs {
    static let inputs = "/sys/class/input"

    /// Every `eventN` of every input device whose `uniq` is `uniq`, in the order the driver made them.
    static func eventNodes(uniq: String) -> [UhidDevice.Node] {
        let names = ((try? Files.names(in: inputs)) ?? []).filter { $0.hasPrefix("input") }
        return names.sorted { number($0) < number($1) }.flatMap { input -> [UhidDevice.Node] in
            let path = Files.resolvingSymbolicLinks(Files.join(inputs, input))
            guard text(path + "/uniq") == uniq else { return [] }
            let events = ((try? Files.names(in: path)) ?? []).filter { $0.hasPrefix("event") }.sorted()
            return events.map { UhidDevice.Node(devnode: "/dev/input/" + $0, name: text(path + "/name"), sysfs: path) }
        }
    }

    /// The HID device an input device of `node` belongs to (`…/0018:27C6:0E00.0001`).
    static func hidFolder(of node: UhidDevice.Node) -> String {
        Files.parentDirectory(of: Files.parentDirectory(of: node.sysfs))
    }

    /// The driver bound to the HID device at `folder` (where its `driver` link points).
    static func driverName(of folder: String) -> String {
        Files.lastName(of: Files.resolvingSymbolicLinks(folder + "/driver"))
    }

    /// What a node reads back.
    enum Capability {
        /// Multitouch positions (`ABS_MT_POSITION_X`).
        case touch
        /// A pen (`BTN_TOOL_PEN`).
        case pen
    }

    /// Whether `node` has `capability`, from its `capabilities/abs` or `capabilities/key` bitmap
    /// (hex words of the kernel's `long`, the highest first).
    static func has(_ capability: Capability, node: UhidDevice.Node) -> Bool {
        let (file, bit) = switch capability {
        case .touch: ("abs", Int(AbsCode.mtPositionX))
        case .pen: ("key", Int(KeyCode.btnToolPen))
        }
        guard let bytes = try? Files.read(node.sysfs + "/capabilities/" + file) else { return false }
        let words = String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" }).reversed().map { UInt64($0, radix: 16) ?? 0 }
        let word = bit / 64
        return word < words.count && words[word] & (1 << UInt64(bit % 64)) != 0
    }

    private static func number(_ name: String) -> Int { Int(name.drop { !$0.isNumber }) ?? 0 }

    /// A one-line sysfs attribute without its newline; empty when it cannot be read.
    private static func text(_ path: String) -> String {
        let bytes = (try? Files.read(path)) ?? []
        return String(decoding: bytes.last == 0x0a ? bytes.dropLast() : bytes[...], as: UTF8.self)
    }
}
