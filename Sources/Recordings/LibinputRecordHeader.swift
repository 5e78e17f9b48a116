// SPDX-License-Identifier: MIT
import InputEvents

/// Everything in a libinput recording except the events: the file version and each device's
/// node and evdev description. Read in one streaming pass that skips the event lists.
struct LibinputRecordHeader {
    /// The only file format version `libinput record` has written.
    static let supportedVersion: Int64 = 1
    /// Each device's events are read by a parser of its own; this bounds their number (a whole
    /// machine recorded with `--all` has a few dozen).
    static let maximumDevices = 256

    var devices: [DeviceDescription] = []
    /// Each device's node (`/dev/input/event5`), nil when the file gives none.
    var nodes: [String?] = []
    /// Whether each device has a non-empty `events:` key.
    var hasEvents: [Bool] = []

    init(_ parser: LibinputRecordYAMLParser) throws(RecordingError) {
        try parser.enterDocument()
        var version: Int64?
        var declaredCount: (count: Int64, line: Int)?
        var sawDevices = false
        var seen: Set<String> = []

        while let key = try parser.nextKey() {
            let known = ["version", "ndevices", "devices"].contains(key)
            if known, !seen.insert(key).inserted { throw parser.error("duplicate key \(key): at the top level") }
            switch key {
            case "version":
                let value = try parser.expectInteger("version", in: Int64.min...Int64.max)
                guard value == Self.supportedVersion else {
                    throw parser.error("unsupported version \(value) (only version \(Self.supportedVersion) is known)")
                }
                version = value
            case "ndevices":
                declaredCount = (try parser.expectInteger("ndevices", in: 1...Int64(Int32.max)), parser.line)
            case "devices":
                sawDevices = true
                try parseDevices(parser)
            default:
                try parser.skipValue()
            }
        }
        try parser.advance()
        if parser.kind == .documentEnd { try parser.advance() }
        if parser.kind == .documentStart { throw parser.error("a second YAML document follows the recording") }

        guard version != nil else { throw RecordingError(file: parser.name, line: nil, reason: "missing version: (not a libinput recording?)") }
        guard sawDevices else { throw RecordingError(file: parser.name, line: nil, reason: "missing devices:") }
        if let declaredCount, declaredCount.count != Int64(devices.count) {
            throw RecordingError(file: parser.name, line: declaredCount.line,
                                 reason: "ndevices: says \(declaredCount.count) but devices: lists \(devices.count)")
        }
    }

    private mutating func parseDevices(_ parser: LibinputRecordYAMLParser) throws(RecordingError) {
        try parser.expect(.sequenceStart, "devices: as a list")
        let listLine = parser.line
        while true {
            try parser.advance()
            if parser.kind == .sequenceEnd { break }
            guard parser.kind == .mappingStart else { throw parser.error("each entry of devices: must be a mapping, found \(parser.found)") }
            guard devices.count < Self.maximumDevices else { throw parser.error("more than \(Self.maximumDevices) devices") }
            try parseDevice(parser, index: devices.count)
        }
        guard !devices.isEmpty else { throw RecordingError(file: parser.name, line: listLine, reason: "devices: lists no device") }
    }

    private mutating func parseDevice(_ parser: LibinputRecordYAMLParser, index: Int) throws(RecordingError) {
        let deviceLine = parser.line
        var description: DeviceDescription?
        var node: String?
        var events = false
        var seen: Set<String> = []
        while let key = try parser.nextKey() {
            let known = ["node", "evdev", "events"].contains(key)
            if known, !seen.insert(key).inserted { throw parser.error("duplicate key \(key): in device \(index)") }
            switch key {
            case "node":
                try parser.advance()
                guard parser.kind == .scalar else { throw parser.error("node: must be a path, found \(parser.found)") }
                node = parser.isNull ? nil : parser.text
            case "evdev":
                description = try LibinputRecordEvdevSection.parse(parser, device: index)
            case "events":
                try parser.advance()
                switch parser.kind {
                case .sequenceStart:
                    // Skipped item by item; the cursors read the events themselves.
                    while true {
                        try parser.advance()
                        if parser.kind == .sequenceEnd { break }
                        events = true
                        try parser.skipNode()
                    }
                case .scalar where parser.isNull:
                    events = false
                case .scalar, .alias, .mappingStart, .mappingEnd, .sequenceEnd, .streamStart, .streamEnd, .documentStart, .documentEnd:
                    throw parser.error("events: must be a list, found \(parser.found)")
                }
            default:
                try parser.skipValue()
            }
        }
        guard let description else {
            throw RecordingError(file: parser.name, line: deviceLine, reason: "device \(index) has no evdev: description")
        }
        devices.append(description)
        nodes.append(node)
        hasEvents.append(events)
    }
}
