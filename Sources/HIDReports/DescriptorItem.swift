// SPDX-License-Identifier: MIT
/// One item of a report descriptor (HID 1.11 §6.2.2): a prefix byte giving the item's type, tag
/// and data size, then 0, 1, 2 or 4 data bytes, little-endian. Long items (prefix 0xFE) are read
/// whole so that they can be skipped: no usage table defines one, and hid-core rejects them.
struct DescriptorItem {
    enum ItemType {
        case main, global, local
        /// Type 3 other than the long item prefix: reserved, and skipped as hid-core skips it.
        case reserved
        case long
    }

    /// The prefix byte's offset in the descriptor.
    var offset: Int
    var type: ItemType
    /// The prefix's high nibble (a long item's tag is not kept).
    var tag: UInt8
    /// How many data bytes followed the prefix.
    var size: Int
    /// The data bytes as an unsigned number (`item_udata` in hid-core).
    var data: UInt32

    /// The data sign-extended from its size (`item_sdata`): `15 81` is −127, `16 00 80` is −32768.
    var signedData: Int {
        switch size {
        case 1: Int(Int8(truncatingIfNeeded: data))
        case 2: Int(Int16(truncatingIfNeeded: data))
        case 4: Int(Int32(bitPattern: data))
        default: 0
        }
    }

    /// The item's name in the HID specification, for error messages (`Logical Maximum`).
    var name: String { Self.name(type: type, tag: tag) }

    static func name(type: ItemType, tag: UInt8) -> String {
        switch type {
        case .main: mainNames[Int(tag)] ?? "main item \(tag)"
        case .global: globalNames[Int(tag)] ?? "global item \(tag)"
        case .local: localNames[Int(tag)] ?? "local item \(tag)"
        case .reserved: "reserved item"
        case .long: "long item"
        }
    }

    private static let mainNames = [8: "Input", 9: "Output", 10: "Collection", 11: "Feature", 12: "End Collection"]
    private static let globalNames = [
        0: "Usage Page", 1: "Logical Minimum", 2: "Logical Maximum", 3: "Physical Minimum", 4: "Physical Maximum",
        5: "Unit Exponent", 6: "Unit", 7: "Report Size", 8: "Report ID", 9: "Report Count", 10: "Push", 11: "Pop",
    ]
    private static let localNames = [
        0: "Usage", 1: "Usage Minimum", 2: "Usage Maximum", 3: "Designator Index", 4: "Designator Minimum",
        5: "Designator Maximum", 7: "String Index", 8: "String Minimum", 9: "String Maximum", 10: "Delimiter",
    ]
}

/// Reads a descriptor's items in order; an item cut short by the end of the bytes is an error at
/// its prefix, never a read past the end.
struct DescriptorItemReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next item; nil at the end of the bytes.
    mutating func next() throws(ReportDescriptorError) -> DescriptorItem? {
        guard position < bytes.count else { return nil }
        let offset = position
        let prefix = bytes[position]
        let left = bytes.count - position - 1
        if prefix == 0xFE {
            guard left >= 2 else {
                throw ReportDescriptorError(offset: offset, reason: "long item needs its size and tag bytes, \(left) left")
            }
            let size = Int(bytes[position + 1])
            guard left - 2 >= size else {
                throw ReportDescriptorError(offset: offset, reason: "long item needs \(size) data bytes, \(left - 2) left")
            }
            position += 3 + size
            return DescriptorItem(offset: offset, type: .long, tag: bytes[offset + 2], size: size, data: 0)
        }
        let size = [0, 1, 2, 4][Int(prefix & 0x03)]
        let type: DescriptorItem.ItemType = [.main, .global, .local, .reserved][Int(prefix >> 2 & 0x03)]
        let tag = prefix >> 4
        guard left >= size else {
            let name = DescriptorItem.name(type: type, tag: tag)
            throw ReportDescriptorError(offset: offset, reason: "\(name) needs \(size) data byte\(size == 1 ? "" : "s"), \(left) left")
        }
        var data: UInt32 = 0
        for index in 0..<size { data |= UInt32(bytes[position + 1 + index]) << (8 * index) }
        position += 1 + size
        return DescriptorItem(offset: offset, type: type, tag: tag, size: size, data: data)
    }
}
