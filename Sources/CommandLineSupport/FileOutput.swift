// SPDX-License-Identifier: MIT
import SystemCalls

/// Buffered writes to a file with `write(2)`: far cheaper than `print` per line on the replay hot
/// path. A failed write (a full disk, a closed pipe) is an error naming the stream.
public struct FileOutput {
    private let file: FileDescriptor
    private var buffer: [UInt8] = []
    private let capacity = 1 << 16

    public init(file: FileDescriptor) {
        self.file = file
        buffer.reserveCapacity(capacity)
    }

    public static func standardOutput() -> FileOutput { FileOutput(file: .standardOutput) }

    public mutating func writeLine(_ line: String) throws {
        buffer.append(contentsOf: line.utf8)
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= capacity { try flush() }
    }

    /// Writes `text` as it is (a terminal redraw has no newline).
    public mutating func write(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity { try flush() }
    }

    public mutating func flush() throws {
        let written = buffer.withUnsafeBytes { bytes in Result { () throws(SystemCallError) in try file.writeAll(bytes) } }
        if case .failure(let error) = written {
            throw CLIError(.cannotCreate, "cannot write to \(file.path ?? "output"): \(error.reason)")
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Writes one line to standard error, unbuffered (messages must not wait behind output).
public func printError(_ message: String) {
    var output = FileOutput(file: .standardError)
    // Nothing sensible is left to report a failure to when stderr itself cannot be written.
    try? output.writeLine(message.hasSuffix("\n") ? String(message.dropLast()) : message)
    try? output.flush()
}
