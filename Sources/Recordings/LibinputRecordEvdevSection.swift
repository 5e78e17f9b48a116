// SPDX-License-Identifier: MIT
import InputEvents

/// The `evdev:` mapping of one device in a libinput recording: name, ids, supported codes,
/// absolute axes (`[min, max, fuzz, flat, resolution]`) and properties.
enum LibinputRecordEvdevSection {
    /// Reads the mapping that starts at the parser's next event into a description.
    static func parse(_ parser: LibinputRecordYAMLParser, device: Int) throws(RecordingError) -> DeviceDescription {
        try parser.expect(.mappingStart, "the evdev: description of device \(device) as a mapping")
        let sectionLine = parser.line
        var name: String?
        var id: DeviceID?
        var codes: [UInt16: Set<UInt16>]?
        var absInfo: [UInt16: AbsInfo] = [:]
        var properties: Set<UInt16> = []
        var seen: Set<String> = []

        while let key = try parser.nextKey() {
            let known = ["name", "id", "codes", "absinfo", "properties"].contains(key)
            if known, !seen.insert(key).inserted { throw parser.error("duplicate key \(key): in the evdev: description") }
            switch key {
            case "name":
                try parser.advance()
                guard parser.kind == .scalar, !parser.isNull else { throw parser.error("name must be a string, found \(parser.found)") }
                name = parser.text
            case "id":
                try parser.expect(.sequenceStart, "id as a list [bustype, vendor, product, version]")
                var parts: [UInt16] = []
                while true {
                    try parser.advance()
                    if parser.kind == .sequenceEnd { break }
                    guard parts.count < 4 else { throw parser.error("id has more than 4 numbers") }
                    guard let value = parser.integer else { throw parser.error("id must hold numbers, found \(parser.found)") }
                    guard let part = UInt16(exactly: value) else { throw parser.error("id number \(value) is out of range 0...65535") }
                    parts.append(part)
                }
                guard parts.count == 4 else { throw parser.error("id has \(parts.count) numbers, expected 4 [bustype, vendor, product, version]") }
                id = DeviceID(bustype: parts[0], vendor: parts[1], product: parts[2], version: parts[3])
            case "codes":
                codes = try parseCodes(parser)
            case "absinfo":
                absInfo = try parseAbsInfo(parser)
            case "properties":
                properties = try parseNumberList(parser, what: "property", maximum: InputProperty.max)
            default:
                try parser.skipValue()
            }
        }

        guard let name else { throw RecordingError(file: parser.name, line: sectionLine, reason: "device \(device) has no name:") }
        guard let id else { throw RecordingError(file: parser.name, line: sectionLine, reason: "device \(device) has no id:") }
        guard let codes else { throw RecordingError(file: parser.name, line: sectionLine, reason: "device \(device) has no codes:") }
        for code in (codes[EventType.abs] ?? []).sorted() where absInfo[code] == nil {
            let label = EventNames.codeName(type: EventType.abs, code: code) ?? "ABS code \(code)"
            throw RecordingError(file: parser.name, line: sectionLine, reason: "device \(device) lists \(label) in codes: but has no absinfo: for it")
        }
        return DeviceDescription(name: name, id: id, properties: properties, codes: codes, absInfo: absInfo)
    }

    /// `codes:` — a mapping from event type to the list of supported codes.
    private static func parseCodes(_ parser: LibinputRecordYAMLParser) throws(RecordingError) -> [UInt16: Set<UInt16>] {
        try parser.expect(.mappingStart, "codes: as a mapping from event type to codes")
        var codes: [UInt16: Set<UInt16>] = [:]
        while let _ = try parser.nextKey() {
            guard let value = parser.integer, let type = UInt16(exactly: value), let maximum = maximumCode(ofType: type) else {
                throw parser.error("codes: key must be an event type number, found \(parser.found)")
            }
            guard codes[type] == nil else { throw parser.error("event type \(type) is listed twice in codes:") }
            codes[type] = try parseNumberList(parser, what: "code of event type \(type)", maximum: maximum)
        }
        return codes
    }

    /// `absinfo:` — a mapping from `ABS_*` code to `[min, max, fuzz, flat, resolution]`.
    private static func parseAbsInfo(_ parser: LibinputRecordYAMLParser) throws(RecordingError) -> [UInt16: AbsInfo] {
        try parser.expect(.mappingStart, "absinfo: as a mapping from axis code to [min, max, fuzz, flat, resolution]")
        var axes: [UInt16: AbsInfo] = [:]
        while let _ = try parser.nextKey() {
            guard let value = parser.integer, let code = UInt16(exactly: value), code <= AbsCode.max else {
                throw parser.error("absinfo: key must be an axis code 0...\(AbsCode.max), found \(parser.found)")
            }
            guard axes[code] == nil else { throw parser.error("axis \(code) is listed twice in absinfo:") }
            try parser.expect(.sequenceStart, "absinfo of axis \(code) as [min, max, fuzz, flat, resolution]")
            var numbers: [Int32] = []
            while true {
                try parser.advance()
                if parser.kind == .sequenceEnd { break }
                guard numbers.count < 5 else { throw parser.error("absinfo of axis \(code) has more than 5 numbers") }
                guard let number = parser.integer else { throw parser.error("absinfo of axis \(code) must hold numbers, found \(parser.found)") }
                guard let fitting = Int32(exactly: number) else { throw parser.error("absinfo number \(number) does not fit 32 bits") }
                numbers.append(fitting)
            }
            guard numbers.count == 5 else {
                throw parser.error("absinfo of axis \(code) has \(numbers.count) numbers, expected 5 [min, max, fuzz, flat, resolution]")
            }
            axes[code] = AbsInfo(minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3], resolution: numbers[4])
        }
        return axes
    }

    /// A flow or block list of numbers `0...maximum`.
    private static func parseNumberList(_ parser: LibinputRecordYAMLParser, what: String, maximum: UInt16) throws(RecordingError) -> Set<UInt16> {
        try parser.expect(.sequenceStart, "a list of \(what) numbers")
        var numbers: Set<UInt16> = []
        while true {
            try parser.advance()
            if parser.kind == .sequenceEnd { return numbers }
            guard let value = parser.integer else { throw parser.error("\(what) must be a number, found \(parser.found)") }
            guard let number = UInt16(exactly: value), number <= maximum else {
                throw parser.error("\(what) \(value) is out of range 0...\(maximum)")
            }
            numbers.insert(number)
        }
    }
}
