// SPDX-License-Identifier: MIT
import InputEvents

/// One event of a recording and the index of the device (in `RecordingReader.devices`) it came from.
public struct RecordedEvent: Hashable, Sendable {
    public var device: Int
    public var event: InputEvent

    public init(device: Int, event: InputEvent) {
        self.device = device
        self.event = event
    }
}

/// A recording read as a stream: the device descriptions up front, then events one at a time
/// in time order, so memory does not grow with the file.
public protocol RecordingReader {
    /// The devices the recording describes, in file order (evemu files have exactly one).
    var devices: [DeviceDescription] { get }

    /// The next event, or nil at the end of the recording.
    /// - Throws: `RecordingError` naming the file and line of malformed input.
    mutating func next() throws -> RecordedEvent?
}

/// Malformed or unreadable recording input, located as `FILE:LINE: reason`.
public struct RecordingError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// The bytes are not a valid recording (sysexits 65, `EX_DATAERR`).
        case malformed
        /// The file cannot be opened or read (sysexits 66, `EX_NOINPUT`).
        case unreadable
        /// The output cannot be created or written (sysexits 73, `EX_CANTCREAT`).
        case unwritable
    }

    public var kind: Kind
    public var file: String
    /// 1-based line, or nil when the problem is not on one line (an empty file, a missing description).
    public var line: Int?
    public var reason: String

    public init(_ kind: Kind = .malformed, file: String, line: Int?, reason: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.reason = reason
    }

    public var description: String {
        if let line { return "\(file):\(line): \(reason)" }
        return "\(file): \(reason)"
    }
}
