// SPDX-License-Identifier: MIT
/// What a reader of a parsed document asks of a value: its kind's contents, nil for another kind.
extension JSONValue {
    /// The first member named `key` (a repeated key's later values are not looked at); nil when
    /// there is none, or this is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    public var objectMembers: [Member]? {
        guard case .object(let members) = self else { return nil }
        return members
    }

    public var arrayElements: [JSONValue]? {
        guard case .array(let elements) = self else { return nil }
        return elements
    }

    public var stringValue: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    public var boolValue: Bool? {
        guard case .bool(let value) = self else { return nil }
        return value
    }

    /// A number of any form as a double (one read: as `Double` parses its text).
    public var doubleValue: Double? {
        switch self {
        case .number(let number): number.double
        default: nil
        }
    }

    /// A whole number an `Int` holds exactly (`JSONNumber.integer`).
    public var integerValue: Int? {
        switch self {
        case .number(let number): number.integer
        default: nil
        }
    }

    /// The value's kind as error messages name it: "an object", "a number", "null"…
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
