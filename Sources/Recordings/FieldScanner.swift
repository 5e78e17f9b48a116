import InputEvents

/// Reads the space-separated fields of one evemu line, byte by byte.
///
/// Every failure is a reason string naming the field and quoting the offending text,
/// which the reader turns into a `RecordingError` at the current line.
struct FieldScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index: Int

    /// Scans `bytes` from `index` (just after the `X:` prefix).
    init(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) {
        self.bytes = bytes
        self.index = index
    }

    /// The rest of the line after leading blanks, for the device name.
    mutating func rest() -> UnsafeBufferPointer<UInt8> {
        skipBlanks()
        return UnsafeBufferPointer(rebasing: bytes[index...])
    }

    /// A hexadecimal field no greater than `maximum`.
    mutating func hex(_ field: String, maximum: UInt64) throws(FieldError) -> UInt64 {
        let token = try nextToken(field)
        var value: UInt64 = 0
        for byte in token {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte &- UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte &- UInt8(ascii: "a") &+ 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte &- UInt8(ascii: "A") &+ 10
            default: throw FieldError("bad hex number \(Self.quoted(token)) for \(field)")
            }
            value = value << 4 | UInt64(digit)
            if value > maximum {
                throw FieldError("\(field) \(Self.quoted(token)) out of range (0...0x\(String(maximum, radix: 16)))")
            }
        }
        return value
    }

    /// A decimal field that fits in `Int32`, with an optional sign.
    mutating func int32(_ field: String) throws(FieldError) -> Int32 {
        let token = try nextToken(field)
        var digits = token[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        guard !digits.isEmpty else { throw FieldError("bad number \(Self.quoted(token)) for \(field)") }
        var magnitude: Int64 = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else {
                throw FieldError("bad number \(Self.quoted(token)) for \(field)")
            }
            magnitude = magnitude * 10 + Int64(byte &- UInt8(ascii: "0"))
            if magnitude > 1 << 31 { throw FieldError("\(field) \(Self.quoted(token)) out of range for Int32") }
        }
        let value = negative ? -magnitude : magnitude
        guard let result = Int32(exactly: value) else {
            throw FieldError("\(field) \(Self.quoted(token)) out of range for Int32")
        }
        return result
    }

    /// `SECONDS.MICROSECONDS` (1 to 6 digits of microseconds, read as a count as evemu does).
    mutating func timestamp() throws(FieldError) -> Timestamp {
        let token = try nextToken("timestamp")
        guard let dot = token.firstIndex(of: UInt8(ascii: ".")) else {
            throw FieldError("bad timestamp \(Self.quoted(token)): expected SECONDS.MICROSECONDS")
        }
        let seconds = UnsafeBufferPointer(rebasing: token[..<dot])
        let micros = UnsafeBufferPointer(rebasing: token[(dot + 1)...])
        if seconds.first == UInt8(ascii: "-") { throw FieldError("negative timestamp \(Self.quoted(token))") }
        guard !seconds.isEmpty, !micros.isEmpty, Self.allDigits(seconds), Self.allDigits(micros) else {
            throw FieldError("bad timestamp \(Self.quoted(token)): expected SECONDS.MICROSECONDS")
        }
        guard micros.count <= 6 else {
            throw FieldError("bad timestamp \(Self.quoted(token)): more than 6 digits of microseconds")
        }
        // Whole seconds must leave room for the microseconds in an Int64 count.
        let secondsLimit = (Int64.max - 999_999) / 1_000_000
        var total: Int64 = 0
        for byte in seconds {
            total = total * 10 + Int64(byte &- UInt8(ascii: "0"))
            if total > secondsLimit { throw FieldError("timestamp \(Self.quoted(token)) out of range") }
        }
        var fraction: Int64 = 0
        for byte in micros { fraction = fraction * 10 + Int64(byte &- UInt8(ascii: "0")) }
        return Timestamp(microseconds: total * 1_000_000 + fraction)
    }

    /// True when only blanks remain.
    var atEnd: Bool {
        var position = index
        while position < bytes.count, Self.isBlank(bytes[position]) { position += 1 }
        return position == bytes.count
    }

    /// Fails unless only blanks remain, or, when `allowingComment`, blanks then a `#` comment.
    func expectEnd(after field: String, allowingComment: Bool = false) throws(FieldError) {
        var position = index
        while position < bytes.count, Self.isBlank(bytes[position]) { position += 1 }
        guard position < bytes.count else { return }
        if allowingComment, bytes[position] == UInt8(ascii: "#") { return }
        let extra = UnsafeBufferPointer(rebasing: bytes[position...])
        throw FieldError("unexpected \(Self.quoted(extra)) after \(field)")
    }

    private mutating func nextToken(_ field: String) throws(FieldError) -> UnsafeBufferPointer<UInt8> {
        skipBlanks()
        let tokenStart = index
        while index < bytes.count, !Self.isBlank(bytes[index]) { index += 1 }
        guard index > tokenStart else { throw FieldError("missing \(field)") }
        return UnsafeBufferPointer(rebasing: bytes[tokenStart..<index])
    }

    private mutating func skipBlanks() {
        while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 }
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func allDigits(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        text.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// `text` in quotes for a message, cut to 32 bytes.
    static func quoted(_ text: UnsafeBufferPointer<UInt8>) -> String {
        let shown = String(decoding: text.prefix(32), as: UTF8.self)
        return "\"\(shown)\(text.count > 32 ? "…" : "")\""
    }
}

/// Why a field of a line could not be read.
struct FieldError: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
