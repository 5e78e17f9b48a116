// SPDX-License-Identifier: MIT
import InputEvents

/// What one line of an evemu file says, read byte by byte.
///
/// Grammar (evemu 1.0–1.3, `src/evemu.c` in whot/evemu): `N: name`, `I: bus vendor product version`
/// (hex), `P:` 8 hex property-mask bytes, `B: type` then 8 hex code-mask bytes, `A: code min max fuzz flat
/// [resolution]` (hex code, decimal values; resolution from 1.2 on), `L:`/`S: code state` (LED and
/// switch state), `E: SEC.USEC type code value` (hex type and code, decimal value, optionally followed by
/// a `#` comment as evemu-record writes), `#` comment lines and blank lines.
/// Two leniencies over evemu: both `A:` forms are accepted whatever the `# EVEMU` line says, and
/// the description lines after `I:` may come in any order (evemu wants `P B A L S`).
enum EvemuLine {
    /// A blank line or a `#` comment.
    case ignorable
    case name(String)
    case id(DeviceID)
    /// Eight property-mask bytes, byte `i` in bits `8i ..< 8i+8`.
    case properties(UInt64)
    /// Eight code-mask bytes of `type`, packed as for `properties`.
    case mask(type: UInt16, bits: UInt64)
    case absInfo(code: UInt16, AbsInfo)
    /// An `L:` or `S:` line: initial LED or switch state, which replay does not need.
    case initialState
    case event(InputEvent)

    /// Reads one line (without its terminator).
    init(_ line: UnsafeBufferPointer<UInt8>) throws(FieldError) {
        guard let first = line.first else {
            self = .ignorable
            return
        }
        let blank = first == UInt8(ascii: " ") || first == UInt8(ascii: "\t")
        if first == UInt8(ascii: "#") || blank && line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
            self = .ignorable
            return
        }
        guard line.count >= 2, line[1] == UInt8(ascii: ":") else {
            throw FieldError("unknown line prefix \(FieldScanner.quoted(UnsafeBufferPointer(rebasing: line.prefix(2))))")
        }
        var fields = FieldScanner(line, from: 2)
        switch first {
        case UInt8(ascii: "E"): self = .event(try Self.event(&fields))
        case UInt8(ascii: "N"):
            let name = fields.rest()
            guard !name.isEmpty else { throw FieldError("empty device name") }
            self = .name(String(decoding: name, as: UTF8.self))
        case UInt8(ascii: "I"): self = .id(try Self.deviceID(&fields))
        case UInt8(ascii: "P"): self = .properties(try Self.maskBytes(&fields, "property mask byte"))
        case UInt8(ascii: "B"):
            let type = try fields.hex("event type", maximum: 0xffff)
            guard type <= UInt64(EventType.max) else {
                throw FieldError("event type 0x\(String(type, radix: 16)) above EV_MAX (0x\(String(EventType.max, radix: 16)))")
            }
            self = .mask(type: UInt16(type), bits: try Self.maskBytes(&fields, "code mask byte"))
        case UInt8(ascii: "A"):
            let (code, info) = try Self.absInfo(&fields)
            self = .absInfo(code: code, info)
        case UInt8(ascii: "L"), UInt8(ascii: "S"):
            _ = try fields.hex("code", maximum: 0xffff)
            _ = try fields.int32("state")
            try fields.expectEnd(after: "state")
            self = .initialState
        default:
            throw FieldError("unknown line prefix \(FieldScanner.quoted(UnsafeBufferPointer(rebasing: line.prefix(2))))")
        }
    }

    /// `E: SEC.USEC type code value [# comment]`
    private static func event(_ fields: inout FieldScanner) throws(FieldError) -> InputEvent {
        let time = try fields.timestamp()
        let type = UInt16(try fields.hex("event type", maximum: 0xffff))
        let code = UInt16(try fields.hex("event code", maximum: 0xffff))
        let value = try fields.int32("event value")
        try fields.expectEnd(after: "event value", allowingComment: true)
        return InputEvent(time: time, type: type, code: code, value: value)
    }

    /// `I: bus vendor product version`, all hex.
    private static func deviceID(_ fields: inout FieldScanner) throws(FieldError) -> DeviceID {
        let bustype = UInt16(try fields.hex("bus type", maximum: 0xffff))
        let vendor = UInt16(try fields.hex("vendor", maximum: 0xffff))
        let product = UInt16(try fields.hex("product", maximum: 0xffff))
        let version = UInt16(try fields.hex("version", maximum: 0xffff))
        try fields.expectEnd(after: "version")
        return DeviceID(bustype: bustype, vendor: vendor, product: product, version: version)
    }

    /// `A: code min max fuzz flat [resolution]`: hex code, decimal values.
    private static func absInfo(_ fields: inout FieldScanner) throws(FieldError) -> (code: UInt16, AbsInfo) {
        let code = try fields.hex("ABS code", maximum: 0xffff)
        guard code <= UInt64(AbsCode.max) else {
            throw FieldError("ABS code 0x\(String(code, radix: 16)) above ABS_MAX (0x\(String(AbsCode.max, radix: 16)))")
        }
        let minimum = try fields.int32("ABS minimum")
        let maximum = try fields.int32("ABS maximum")
        let fuzz = try fields.int32("ABS fuzz")
        let flat = try fields.int32("ABS flat")
        // Files before evemu 1.2 have no resolution column.
        let resolution = fields.atEnd ? 0 : try fields.int32("ABS resolution")
        try fields.expectEnd(after: "ABS resolution")
        return (UInt16(code), AbsInfo(minimum: minimum, maximum: maximum, fuzz: fuzz, flat: flat, resolution: resolution))
    }

    private static func maskBytes(_ fields: inout FieldScanner, _ field: String) throws(FieldError) -> UInt64 {
        var bits: UInt64 = 0
        for index in 0..<EvemuFormat.bytesPerMaskLine {
            bits |= try fields.hex(field, maximum: 0xff) << (8 * UInt64(index))
        }
        try fields.expectEnd(after: "\(EvemuFormat.bytesPerMaskLine) mask bytes")
        return bits
    }
}

extension EvemuLine {
    /// The line's prefix, for messages.
    var prefix: String {
        switch self {
        case .ignorable: "#"
        case .name: "N:"
        case .id: "I:"
        case .properties: "P:"
        case .mask: "B:"
        case .absInfo: "A:"
        case .initialState: "L:/S:"
        case .event: "E:"
        }
    }
}
