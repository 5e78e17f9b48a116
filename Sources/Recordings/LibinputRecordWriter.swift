// SPDX-License-Identifier: MIT
import InputEvents
import NumberFormat
import SystemCalls

/// Writes recordings in the format of `libinput record` (version 1): a header, then each device's
/// evdev description followed by its `events:` list, events grouped as `- evdev:` frames that end
/// at `SYN_REPORT` and annotated with their names (`# EV_ABS / ABS_MT_POSITION_X   512`).
///
/// The first device's events are written as they come; the other devices' events are kept in
/// memory until `finish()`, because the format puts each device's list after its description.
///
/// Errors are `RecordingError`s: `.unwritable` when the output fails (as for `EvemuWriter`),
/// `.malformed` when the devices or an event cannot be expressed in the format.
public final class LibinputRecordWriter {
    private var output: BufferedOutput
    private let devices: [DeviceDescription]
    private let nodes: [String?]
    /// The event text of devices 1..<n, written after the first device's list.
    private var pending: [[UInt8]]
    /// Per device: inside an `- evdev:` frame, and the time of its last `SYN_REPORT`.
    private var inFrame: [Bool]
    private var lastReport: [Timestamp?]
    private var finished = false

    /// Writes to an open file (not closed by the writer); `path` names it in errors.
    public convenience init(file: FileDescriptor, path: String, devices: [DeviceDescription], nodes: [String?] = []) throws(RecordingError) {
        try self.init(output: BufferedOutput(file: file, name: path), devices: devices, nodes: nodes)
    }

    /// Writes to memory; read the result from `bytes` after `finish()`.
    public convenience init(devices: [DeviceDescription], nodes: [String?] = []) throws(RecordingError) {
        try self.init(output: BufferedOutput(memoryNamed: "memory"), devices: devices, nodes: nodes)
    }

    private init(output: BufferedOutput, devices: [DeviceDescription], nodes: [String?]) throws(RecordingError) {
        guard !devices.isEmpty else { throw Self.unexpressible(output, "a recording needs at least one device") }
        for (index, device) in devices.enumerated() {
            for code in (device.codes[EventType.abs] ?? []).sorted() where device.absInfo[code] == nil {
                throw Self.unexpressible(output, "device \(index) lists ABS code \(code) without its absinfo")
            }
        }
        self.output = output
        self.devices = devices
        self.nodes = devices.indices.map { $0 < nodes.count ? nodes[$0] : nil }
        pending = Array(repeating: [], count: devices.count)
        inFrame = Array(repeating: false, count: devices.count)
        lastReport = Array(repeating: nil, count: devices.count)
        self.output.append("""
            # libinput record (written by peekpop)
            version: 1
            ndevices: \(devices.count)
            libinput:
              version: "unknown"
              git: "unknown"
            devices:

            """)
        self.output.append(Self.description(of: devices[0], node: self.nodes[0]))
        try self.output.flushIfFull()
    }

    /// The recording in memory, complete once `finish()` has returned (empty for file output,
    /// whose bytes are already written).
    public var bytes: [UInt8] { output.bytes }

    /// Appends one event to its device's list.
    public func write(_ recorded: RecordedEvent) throws(RecordingError) {
        guard !finished else { throw Self.unexpressible(output, "the recording is already finished") }
        let device = recorded.device
        guard devices.indices.contains(device) else {
            throw Self.unexpressible(output, "event for device \(device), but the recording has \(devices.count)")
        }
        let event = recorded.event
        guard event.time.microseconds >= 0 else {
            throw Self.unexpressible(output, "event time \(event.time) is before the start of the recording")
        }
        var text = ""
        if !inFrame[device] {
            text += "  - evdev:\n"
            inFrame[device] = true
        }
        text += eventLine(event, device: device)
        if event.isReport { inFrame[device] = false }
        if device == 0 {
            output.append(text)
            try output.flushIfFull()
        } else {
            pending[device].append(contentsOf: text.utf8)
        }
    }

    /// Writes the other devices and flushes. Call once, after the last event.
    public func finish() throws(RecordingError) {
        guard !finished else { return }
        finished = true
        for device in devices.indices.dropFirst() {
            output.append(Self.description(of: devices[device], node: nodes[device]))
            output.append(contentsOf: pending[device])
            pending[device] = []
            try output.flushIfFull()
        }
        try output.flush()
    }

    /// Writes `events` of `devices` to memory and returns the file's bytes.
    public static func encode(devices: [DeviceDescription], nodes: [String?] = [], events: some Sequence<RecordedEvent>) throws(RecordingError) -> [UInt8] {
        let writer = try LibinputRecordWriter(devices: devices, nodes: nodes)
        for event in events { try writer.write(event) }
        try writer.finish()
        return writer.bytes
    }

    /// What the format cannot hold: bad data for the output named by `output`.
    private static func unexpressible(_ output: BufferedOutput, _ reason: String) -> RecordingError {
        RecordingError(.malformed, file: output.name, line: nil, reason: reason)
    }

    // MARK: Formatting

    /// `- [sec, usec, type, code, value] # comment`, padded like libinput record's output.
    private func eventLine(_ event: InputEvent, device: Int) -> String {
        let seconds = event.time.microseconds / 1_000_000
        let microseconds = event.time.microseconds % 1_000_000
        let typeName = EventNames.typeName(event.type) ?? "type \(event.type)"
        let codeName = EventNames.codeName(type: event.type, code: event.code) ?? "code \(event.code)"
        let comment: String
        if event.type == EventType.syn && event.code == SynCode.mtReport {
            comment = "++++++++++++ \(codeName) (\(event.value)) ++++++++++"
        } else if event.type == EventType.syn {
            let delta = lastReport[device].map { (event.time - $0).microseconds / 1_000 } ?? 0
            if event.isReport { lastReport[device] = event.time }
            comment = "------------ \(codeName) (\(event.value)) ---------- \(delta >= 0 ? "+" : "")\(delta)ms"
        } else {
            comment = "\(typeName) / \(Self.padRight(codeName, 20)) \(Self.padLeft(String(event.value), 6))"
        }
        return "    - [\(Self.padLeft(String(seconds), 3)), \(Self.padLeft(String(microseconds), 6)), "
            + "\(Self.padLeft(String(event.type), 3)), \(Self.padLeft(String(event.code), 3)), "
            + "\(Self.padLeft(String(event.value), 7))] # \(comment)\n"
    }

    /// One device's entry in `devices:` up to and including its `events:` key.
    static func description(of device: DeviceDescription, node: String?) -> String {
        var text = node.map { "- node: \(quoted($0))\n  evdev:\n" } ?? "- evdev:\n"
        let id = device.id
        text += "    # ID: bus \(hex(id.bustype)) vendor \(hex(id.vendor)) product \(hex(id.product)) version \(hex(id.version))\n"
        text += "    name: \(quoted(device.name))\n"
        text += "    id: [\(id.bustype), \(id.vendor), \(id.product), \(id.version)]\n"
        text += "    codes:\n"
        for type in device.codes.keys.sorted() {
            let codes = (device.codes[type] ?? []).sorted().map(String.init).joined(separator: ", ")
            text += "      \(type): [\(codes)] # \(EventNames.typeName(type) ?? "type \(type)")\n"
        }
        if !device.absInfo.isEmpty {
            text += "    absinfo:\n"
            for code in device.absInfo.keys.sorted() {
                guard let axis = device.absInfo[code] else { continue }
                text += "      \(code): [\(axis.minimum), \(axis.maximum), \(axis.fuzz), \(axis.flat), \(axis.resolution)]"
                text += " # \(EventNames.codeName(type: EventType.abs, code: code) ?? "ABS code \(code)")\n"
            }
        }
        text += "    properties: [\(device.properties.sorted().map(String.init).joined(separator: ", "))]\n"
        text += "  events:\n"
        return text
    }

    /// `text` as a YAML double-quoted scalar: quotes, backslashes, line breaks and every character
    /// YAML does not allow raw are escaped; other non-ASCII text stays as UTF-8.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: result += "\\\""
            case 0x5C: result += "\\\\"
            case 0x09: result += "\\t"
            case 0x0A: result += "\\n"
            case 0x0D: result += "\\r"
            case 0x20...0x7E, 0xA0...0xD7FF, 0xE000...0xFEFE, 0xFF00...0xFFFD, 0x10000...0x10FFFF:
                result.unicodeScalars.append(scalar)
            case 0...0xFF: result += "\\x" + Digits.hex(UInt64(scalar.value), width: 2)
            default: result += "\\u" + Digits.hex(UInt64(scalar.value), width: 4)
            }
        }
        return result + "\""
    }

    private static func hex(_ value: UInt16) -> String { "0x" + Digits.hex(UInt64(value), width: 4) }

    private static func padLeft(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    private static func padRight(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
