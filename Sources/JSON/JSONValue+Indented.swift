// SPDX-License-Identifier: MIT
/// A document for people to read and edit (a device profile): one value a line, two spaces a
/// level, `"key" : value`. This is how Foundation's `JSONEncoder` printed with `.prettyPrinted`,
/// so profiles written before and after look alike.
extension JSONValue {
    /// The document's indented text, without a final newline.
    public var indentedText: String {
        var out: [UInt8] = []
        writeIndented(to: &out, level: 0)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the document indented, as if it began `level` levels in.
    public func writeIndented(to out: inout [UInt8], level: Int) {
        switch self {
        case .array(let elements):
            writeIndented(elements, open: UInt8(ascii: "["), close: UInt8(ascii: "]"), to: &out, level: level) { element, out in
                element.writeIndented(to: &out, level: level + 1)
            }
        case .object(let members):
            writeIndented(members, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), to: &out, level: level) { member, out in
                JSONText.appendString(member.key, to: &out)
                JSONText.appendRaw(" : ", to: &out)
                member.value.writeIndented(to: &out, level: level + 1)
            }
        default:
            writeScalar(to: &out)
        }
    }

    /// `open`, each item on a line of its own one level in, `close` on a line at `level`. An empty
    /// array or object has an empty line between its brackets, as `JSONEncoder` wrote it.
    private func writeIndented<Item>(_ items: [Item], open: UInt8, close: UInt8, to out: inout [UInt8], level: Int,
                                     item write: (Item, inout [UInt8]) -> Void) {
        out += [open, UInt8(ascii: "\n")]
        if items.isEmpty { out.append(UInt8(ascii: "\n")) }
        for (index, item) in items.enumerated() {
            out += repeatElement(UInt8(ascii: " "), count: 2 * (level + 1))
            write(item, &out)
            if index < items.count - 1 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "\n"))
        }
        out += repeatElement(UInt8(ascii: " "), count: 2 * level)
        out.append(close)
    }
}
