// SPDX-License-Identifier: MIT
import CEvdev

/// Names of event types, codes and properties, from libevdev's tables (`EV_ABS`, `ABS_MT_SLOT`, …).
public enum EventNames {
    public static func typeName(_ type: UInt16) -> String? {
        libevdev_event_type_get_name(UInt32(type)).map { String(cString: $0) }
    }

    public static func codeName(type: UInt16, code: UInt16) -> String? {
        libevdev_event_code_get_name(UInt32(type), UInt32(code)).map { String(cString: $0) }
    }

    public static func propertyName(_ property: UInt16) -> String? {
        libevdev_property_get_name(UInt32(property)).map { String(cString: $0) }
    }

    /// The type number for a name such as `EV_ABS`.
    public static func type(named name: String) -> UInt16? {
        let value = libevdev_event_type_from_name(name)
        return value < 0 ? nil : UInt16(value)
    }

    /// The code number for a name such as `ABS_MT_SLOT` within `type`.
    public static func code(named name: String, type: UInt16) -> UInt16? {
        let value = libevdev_event_code_from_name(UInt32(type), name)
        return value < 0 ? nil : UInt16(value)
    }
}
