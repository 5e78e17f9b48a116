// SPDX-License-Identifier: MIT
/// One Collection a field is inside: its type, its usage, and which collection of the descriptor
/// it is, so that two collections of the same usage (a report's Finger collections) stay apart.
public struct HIDCollection: Hashable, Sendable {
    /// Application, Logical, Physical…
    public var type: CollectionType
    /// The collection's first usage (0 when it had none), as an extended usage.
    public var usage: UInt32
    /// The collection's number in descriptor order, from 0.
    public var index: Int

    public init(type: CollectionType, usage: UInt32, index: Int) {
        self.type = type
        self.usage = usage
        self.index = index
    }
}

/// A Collection item's data byte (HID 1.11 §6.2.2.6). A struct rather than an enum: values 0x07 to
/// 0x7F are reserved and 0x80 to 0xFF vendor-defined, and the parser keeps whatever it is given.
public struct CollectionType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let physical = CollectionType(rawValue: 0x00)
    public static let application = CollectionType(rawValue: 0x01)
    public static let logical = CollectionType(rawValue: 0x02)
    public static let report = CollectionType(rawValue: 0x03)
    public static let namedArray = CollectionType(rawValue: 0x04)
    public static let usageSwitch = CollectionType(rawValue: 0x05)
    public static let usageModifier = CollectionType(rawValue: 0x06)

    public var description: String {
        switch rawValue {
        case 0x00: "Physical"
        case 0x01: "Application"
        case 0x02: "Logical"
        case 0x03: "Report"
        case 0x04: "Named Array"
        case 0x05: "Usage Switch"
        case 0x06: "Usage Modifier"
        default: "Collection type \(rawValue)"
        }
    }
}
