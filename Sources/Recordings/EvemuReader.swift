// SPDX-License-Identifier: MIT
import InputEvents

/// Reads an evemu recording (format 1.0–1.3) as a stream of events for one device.
///
/// The description comes from the file itself, from an explicitly given description file
/// (`.desc`, `.prop`, `.device`: evemu format), or, for an events-only file, from the description
/// `DescriptionLocator` finds beside it. Timestamps pass through unchanged (absolute or relative,
/// even when they step back a little). Malformed input throws `RecordingError` with the file, the
/// 1-based line and the reason.
public struct EvemuReader: RecordingReader {
    public let devices: [DeviceDescription]

    private var source: LineSource
    private var parser: EvemuParser
    /// The first event, read while looking for the end of the description.
    private var pending: InputEvent?

    /// Opens the recording at `path`; `descriptionPath`, when given, describes the device instead of
    /// (or in the absence of) the file's own description.
    public init(path: String, descriptionPath: String? = nil) throws {
        let explicit = try descriptionPath.map(Self.readDescription(path:))
        try self.init(source: LineSource(path: path), description: explicit) {
            try DescriptionLocator.descriptionPath(forRecordingAt: path).map(Self.readDescription(path:))
        }
    }

    /// Reads `bytes`, reported under `name`; `description` describes the device of an events-only buffer.
    public init(bytes: [UInt8], name: String, description: DeviceDescription? = nil) throws {
        try self.init(source: LineSource(bytes: bytes, name: name), description: description) { nil }
    }

    /// Reads the description at the start of the evemu file at `path` (a `.desc`, `.prop` or
    /// `.device` file, or a recording with its own description).
    public static func readDescription(path: String) throws(RecordingError) -> DeviceDescription {
        var source = try LineSource(path: path)
        var parser = EvemuParser()
        _ = try nextEvent(from: &source, parser: &parser)
        guard let description = parser.description else {
            throw RecordingError(file: path, line: nil, reason: "no device description")
        }
        return description
    }

    /// Reads the file's description; `description` overrides it, and `locate` is asked only when
    /// neither exists.
    private init(
        source: LineSource, description: DeviceDescription?, locate: () throws -> DeviceDescription?
    ) throws {
        var source = source
        var parser = EvemuParser()
        let first = try Self.nextEvent(from: &source, parser: &parser)
        if let description = try description ?? parser.description ?? locate() {
            devices = [description]
        } else if let first {
            throw RecordingError(file: source.name, line: first.line, reason: "E: line before any device description")
        } else {
            throw RecordingError(file: source.name, line: nil, reason: "no device description")
        }
        self.source = source
        self.parser = parser
        self.pending = first?.event
    }

    public mutating func next() throws -> RecordedEvent? {
        if let event = pending {
            pending = nil
            return RecordedEvent(device: 0, event: event)
        }
        return try Self.nextEvent(from: &source, parser: &parser).map { RecordedEvent(device: 0, event: $0.event) }
    }

    /// The next event and its line; called first, it reads the description into `parser` on the way.
    private static func nextEvent(
        from source: inout LineSource, parser: inout EvemuParser
    ) throws(RecordingError) -> (event: InputEvent, line: Int)? {
        while let line = try source.nextLine() {
            let outcome = line.withUnsafeBufferPointer { bytes in
                Result { () throws(FieldError) in try parser.handle(EvemuLine(bytes)) }
            }
            switch outcome {
            case .success(let event?): return (event, source.lineNumber)
            case .success(nil): continue
            case .failure(let failure): throw source.error(failure.reason)
            }
        }
        do {
            try parser.finish()
        } catch {
            throw RecordingError(file: source.name, line: nil, reason: error.reason)
        }
        return nil
    }
}
