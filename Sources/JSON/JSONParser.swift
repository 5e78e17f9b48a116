// SPDX-License-Identifier: MIT
extension JSONValue {
    /// The one JSON value `bytes` hold, strictly as RFC 8259 has it: whitespace (space, tab, line
    /// feed, carriage return) around it and nothing else, no trailing commas or comments, numbers in
    /// JSON's grammar, strings of UTF-8 with the escapes JSON has. A byte order mark before it is
    /// ignored, as §8.1 allows. Objects keep their members in order, a repeated key too.
    /// - Throws: `JSONSyntaxError` at the first byte that is not JSON.
    public init(parsing bytes: some Collection<UInt8>) throws(JSONSyntaxError) {
        let parse = { (buffer: UnsafeBufferPointer<UInt8>) in
            Result { () throws(JSONSyntaxError) in try JSONParser.parse(buffer) }
        }
        let result = bytes.withContiguousStorageIfAvailable(parse) ?? Array(bytes).withUnsafeBufferPointer(parse)
        self = try result.get()
    }

    /// The one JSON value `text` holds (`init(parsing:)` on its UTF-8).
    public init(parsing text: String) throws(JSONSyntaxError) {
        try self.init(parsing: text.utf8)
    }
}

/// RFC 8259's grammar over bytes, by recursive descent: each function reads one production from
/// `position` and leaves `position` after it.
struct JSONParser {
    /// How deeply arrays and objects may nest: the bound on the recursion (Foundation's
    /// `JSONDecoder` had the same).
    static let maximumDepth = 512

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var depth = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.position == bytes.count else { throw parser.error("text after the JSON value") }
        return value
    }

    /// The byte at `position`; nil at the end.
    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// `reason` at `position`, saying so when the input ended there.
    private func error(_ reason: String) -> JSONSyntaxError {
        JSONSyntaxError(offset: position, reason: position < bytes.count ? reason : "\(reason), but the input ended")
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    /// A value, after any whitespace.
    private mutating func value() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard let byte = current else { throw error("expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("expected a value")
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes[position...].starts(with: expected) else { throw error("expected \(word)") }
        position += expected.count
    }

    /// Steps into an array or object: past its bracket, one level deeper.
    private mutating func enter() throws(JSONSyntaxError) {
        guard depth < Self.maximumDepth else { throw error("arrays and objects nested more than \(Self.maximumDepth) deep") }
        depth += 1
        position += 1
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        var members: [JSONValue.Member] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a string as the member's key") }
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
            position += 1
            members.append(JSONValue.Member(key, try value()))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ",")?: position += 1
            case UInt8(ascii: "}")?: position += 1; return .object(members)
            default: throw error("expected ',' or '}' after a member")
            }
        }
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            elements.append(try value())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ",")?: position += 1
            case UInt8(ascii: "]")?: position += 1; return .array(elements)
            default: throw error("expected ',' or ']' after an element")
            }
        }
    }

    /// `-`? (`0` | [1-9][0-9]*) (`.` [0-9]+)? ([eE] [+-]? [0-9]+)?, kept as written.
    private mutating func number() throws(JSONSyntaxError) -> JSONNumber {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") {
            position += 1
        } else if skipDigits() == 0 {
            throw error("expected a digit")
        }
        if current == UInt8(ascii: ".") {
            position += 1
            guard skipDigits() > 0 else { throw error("expected a digit after the decimal point") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard skipDigits() > 0 else { throw error("expected a digit in the exponent") }
        }
        return JSONNumber(validated: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self))
    }

    /// Moves past the digits at `position`; how many there were.
    private mutating func skipDigits() -> Int {
        let start = position
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { position += 1 }
        return position - start
    }
}

extension JSONParser {
    /// A string, from its opening quote to after its closing one: UTF-8 checked, escapes decoded.
    /// Most strings have none: those are found whole and made at once.
    private mutating func string() throws(JSONSyntaxError) -> String {
        let opening = position
        position += 1
        let start = position
        while let byte = current, byte != UInt8(ascii: "\\") {
            if byte == UInt8(ascii: "\"") {
                let text = try Self.text(UnsafeBufferPointer(rebasing: bytes[start..<position]), at: opening)
                position += 1
                return text
            }
            guard byte >= 0x20 else { throw error("a control character in a string (JSON wants it escaped)") }
            position += 1
        }
        var decoded = Array(bytes[start..<position])
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return try Self.text(decoded, at: opening)
            case UInt8(ascii: "\\"):
                try escape(into: &decoded)
            case ..<0x20:
                throw error("a control character in a string (JSON wants it escaped)")
            default:
                decoded.append(byte)
                position += 1
            }
        }
        throw error("expected '\"' to end the string")
    }

    /// `bytes` as text when they are UTF-8.
    private static func text(_ bytes: some Sequence<UInt8>, at opening: Int) throws(JSONSyntaxError) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw JSONSyntaxError(offset: opening, reason: "a string that is not UTF-8")
        }
        return text
    }

    /// One escape, from its backslash, appended to `out` as UTF-8. A `\u` escape of a high
    /// surrogate must be followed by one of a low surrogate (the two are one character); a lone
    /// surrogate is no character, so it is an error.
    private mutating func escape(into out: inout [UInt8]) throws(JSONSyntaxError) {
        let backslash = position
        position += 1
        guard let byte = current else { throw error("expected an escape") }
        let simple: UInt8? = switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
        if let simple {
            out.append(simple)
            position += 1
            return
        }
        guard byte == UInt8(ascii: "u") else { throw error("an escape JSON does not have") }
        let first = try hexEscape()
        var code = first
        if (0xD800...0xDBFF).contains(first), bytes[position...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) {
            position += 1
            let second = try hexEscape()
            guard (0xDC00...0xDFFF).contains(second) else {
                throw JSONSyntaxError(offset: backslash, reason: "a lone surrogate escape, which is no character")
            }
            code = 0x10000 + (first - 0xD800) << 10 + (second - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else {
            throw JSONSyntaxError(offset: backslash, reason: "a lone surrogate escape, which is no character")
        }
        UTF8.encode(scalar) { out.append($0) }
    }

    /// `u` and the four hex digits after it, as a number.
    private mutating func hexEscape() throws(JSONSyntaxError) -> UInt32 {
        position += 1
        var value: UInt32 = 0
        for _ in 0..<4 {
            let digit: UInt32? = switch current {
            case let byte? where byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case let byte? where byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
            case let byte? where byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
            case .some, nil: nil
            }
            guard let digit else { throw error("expected four hex digits after \\u") }
            value = value << 4 | digit
            position += 1
        }
        return value
    }
}
