#if canImport(Glibc)
import Glibc
#endif

/// Buffered writes to a file descriptor with `write(2)`: far cheaper than `print` per line on the
/// replay hot path. A failed write (a full disk, a closed pipe) is an error naming the stream.
struct FileOutput {
    private let descriptor: Int32
    private let name: String
    private var buffer: [UInt8] = []
    private let capacity = 1 << 16

    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
        buffer.reserveCapacity(capacity)
    }

    static func standardOutput() -> FileOutput { FileOutput(descriptor: STDOUT_FILENO, name: "standard output") }

    mutating func writeLine(_ line: String) throws {
        buffer.append(contentsOf: line.utf8)
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= capacity { try flush() }
    }

    /// Writes `text` as it is (a terminal redraw has no newline).
    mutating func write(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity { try flush() }
    }

    mutating func flush() throws {
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { bytes in
                Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw CLIError(.cannotCreate, "cannot write to \(name): \(String(cString: strerror(errno)))")
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Writes one line to standard error, unbuffered (messages must not wait behind output).
func printError(_ message: String) {
    var output = FileOutput(descriptor: STDERR_FILENO, name: "standard error")
    // Nothing sensible is left to report a failure to when stderr itself cannot be written.
    try? output.writeLine(message.hasSuffix("\n") ? String(message.dropLast()) : message)
    try? output.flush()
}
