// SPDX-License-Identifier: MIT
/// A whole JSON document as data: what the programs write (`peekpop session show`, profiles,
/// `peekpop devices --json`), written the way `JSONText` writes stream lines (RFC 8259 escapes, no
/// spaces) with its objects' keys in the order given, and what `init(parsing:)` reads. Its shape
/// is written down once and the commas, quotes and brackets come from `write`.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// Every number, as its text: as `init(parsing:)` read it, or as `integer`, `fixed` or
    /// `number(_:)` wrote it.
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    /// Keys and values, in the order they are written (or were read: a repeated key is kept too).
    case object([Member])

    /// One key of an object and its value.
    public struct Member: Hashable, Sendable {
        public var key: String
        public var value: JSONValue

        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// `.string(text)`, or `.null` when there is no text.
    public static func string(_ text: String?) -> JSONValue { text.map { .string($0) } ?? .null }

    /// `value` in decimal.
    public static func integer(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }

    /// `.integer(value)`, or `.null` when there is no value.
    public static func integer(_ value: Int?) -> JSONValue { value.map { .integer($0) } ?? .null }

    /// `value` with exactly `decimals` digits after the point (`JSONText`'s fixed form: stable,
    /// diffable output).
    public static func fixed(_ value: Double, decimals: Int) -> JSONValue { .number(JSONNumber(value, decimals: decimals)) }

    /// `value` in the shortest form that reads back as the same double; `.null` when it is not
    /// finite, which JSON cannot write.
    public static func number(_ value: Double) -> JSONValue { JSONNumber(value).map { .number($0) } ?? .null }

    /// The document's text, without a newline.
    public var text: String {
        var out: [UInt8] = []
        write(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the document's text to `out`.
    public func write(to out: inout [UInt8]) {
        switch self {
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                element.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONText.appendString(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                member.value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        default:
            writeScalar(to: &out)
        }
    }

    /// Appends a value that is neither an array nor an object (nothing for those).
    func writeScalar(to out: inout [UInt8]) {
        switch self {
        case .null: JSONText.appendRaw("null", to: &out)
        case .bool(let value): value ? JSONText.appendRaw("true", to: &out) : JSONText.appendRaw("false", to: &out)
        case .number(let number): out += number.text.utf8
        case .string(let text): JSONText.appendString(text, to: &out)
        case .array, .object: break
        }
    }

    /// The same document with every object's keys in the order of their UTF-8 bytes (a repeated
    /// key keeps its place among its equals): output that does not depend on the order a type
    /// lists its members in.
    public func sortingKeys() -> JSONValue {
        switch self {
        case .array(let elements):
            .array(elements.map { $0.sortingKeys() })
        case .object(let members):
            .object(members.map { Member($0.key, $0.value.sortingKeys()) }
                .enumerated()
                .sorted { $0.element.key.utf8.lexicographicallyPrecedes($1.element.key.utf8) || $0.element.key == $1.element.key && $0.offset < $1.offset }
                .map(\.element))
        default:
            self
        }
    }
}
