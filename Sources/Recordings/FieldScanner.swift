// SPDX-License-Identifier: MIT
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

    // The number readers below convert while they scan, in one pass over the bytes (this is the
    // replay's hot path: every event line holds four numbers); a message quotes the whole token.

    /// A hexadecimal field no greater than `maximum`.
    mutating func hex(_ field: String, maximum: UInt64) throws(FieldError) -> UInt64 {
        skipBlanks()
        let start = index
        var value: UInt64 = 0
        while index < bytes.count, !Self.isBlank(bytes[index]) {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte &- UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte &- UInt8(ascii: "a") &+ 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte &- UInt8(ascii: "A") &+ 10
            default: throw FieldError("bad hex number \(quotedToken(from: start)) for \(field)")
            }
            value = value << 4 | UInt64(digit)
            if value > maximum {
                throw FieldError("\(field) \(quotedToken(from: start)) out of range (0...0x\(String(maximum, radix: 16)))")
            }
            index += 1
        }
        guard index > start else { throw FieldError("missing \(field)") }
        return value
    }

    /// A decimal field that fits in `Int32`, with an optional sign.
    mutating func int32(_ field: String) throws(FieldError) -> Int32 {
        skipBlanks()
        let start = index
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative || index < bytes.count && bytes[index] == UInt8(ascii: "+") { index += 1 }
        let digitsStart = index
        var magnitude: Int64 = 0
        while index < bytes.count, !Self.isBlank(bytes[index]) {
            let byte = bytes[index]
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else {
                throw FieldError("bad number \(quotedToken(from: start)) for \(field)")
            }
            magnitude = magnitude * 10 + Int64(byte &- UInt8(ascii: "0"))
            if magnitude > 1 << 31 { throw FieldError("\(field) \(quotedToken(from: start)) out of range for Int32") }
            index += 1
        }
        guard index > start else { throw FieldError("missing \(field)") }
        guard index > digitsStart else { throw FieldError("bad number \(quotedToken(from: start)) for \(field)") }
        guard let result = Int32(exactly: negative ? -magnitude : magnitude) else {
            throw FieldError("\(field) \(quotedToken(from: start)) out of range for Int32")
        }
        return result
    }

    /// `SECONDS.MICROSECONDS` (1 to 6 digits of microseconds, read as a count as evemu does).
    mutating func timestamp() throws(FieldError) -> Timestamp {
        skipBlanks()
        let start = index
        // Whole seconds must leave room for the microseconds in an Int64 count.
        let secondsLimit = (Int64.max - 999_999) / 1_000_000
        var seconds: Int64 = 0, secondDigits = 0
        var fraction: Int64 = 0, fractionDigits = 0
        var sawDot = false, onlyDigits = true, overflow = false
        while index < bytes.count, !Self.isBlank(bytes[index]) {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "."), !sawDot {
                sawDot = true
            } else if byte < UInt8(ascii: "0") || byte > UInt8(ascii: "9") {
                onlyDigits = false
            } else if !sawDot {
                secondDigits += 1
                if !overflow { seconds = seconds * 10 + Int64(byte &- UInt8(ascii: "0")) }
                overflow = overflow || seconds > secondsLimit
            } else {
                fractionDigits += 1
                if fractionDigits <= 6 { fraction = fraction * 10 + Int64(byte &- UInt8(ascii: "0")) }
            }
        }
        guard index > start else { throw FieldError("missing timestamp") }
        // Complaints in order: the shape, the sign, the digits, the precision, the range.
        guard sawDot else { throw FieldError("bad timestamp \(quotedToken(from: start)): expected SECONDS.MICROSECONDS") }
        if bytes[start] == UInt8(ascii: "-") { throw FieldError("negative timestamp \(quotedToken(from: start))") }
        guard secondDigits > 0, fractionDigits > 0, onlyDigits else {
            throw FieldError("bad timestamp \(quotedToken(from: start)): expected SECONDS.MICROSECONDS")
        }
        guard fractionDigits <= 6 else {
            throw FieldError("bad timestamp \(quotedToken(from: start)): more than 6 digits of microseconds")
        }
        guard !overflow else { throw FieldError("timestamp \(quotedToken(from: start)) out of range") }
        return Timestamp(microseconds: seconds * 1_000_000 + fraction)
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

    /// The token that starts at `start`, quoted for a message.
    private func quotedToken(from start: Int) -> String {
        var end = start
        while end < bytes.count, !Self.isBlank(bytes[end]) { end += 1 }
        return Self.quoted(UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }

    private mutating func skipBlanks() {
        while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 }
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
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
