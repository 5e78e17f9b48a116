// SPDX-License-Identifier: MIT
/// A whole JSON document as data, written the way `JSONText` writes stream lines (fixed decimals,
/// RFC 8259 escapes, no spaces) with its objects' keys in the order given: for output that is one
/// document rather than a line of the stream (`peekpop session show`), so that its shape is
/// written down once and the commas, quotes and brackets come from `write`.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case integer(Int)
    /// A number with exactly `decimals` digits after the point.
    case fixed(Double, decimals: Int)
    case string(String)
    case array([JSONValue])
    /// Keys and values, in the order they are written.
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

    /// `.integer(value)`, or `.null` when there is no value.
    public static func integer(_ value: Int?) -> JSONValue { value.map { .integer($0) } ?? .null }

    /// The document's text, without a newline.
    public var text: String {
        var out: [UInt8] = []
        write(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the document's text to `out`.
    public func write(to out: inout [UInt8]) {
        switch self {
        case .null: JSONText.appendRaw("null", to: &out)
        case .integer(let value): JSONText.appendInteger(value, to: &out)
        case .fixed(let value, let decimals): JSONText.appendFixed(value, decimals: decimals, to: &out)
        case .string(let text): JSONText.appendString(text, to: &out)
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
        }
    }
}
