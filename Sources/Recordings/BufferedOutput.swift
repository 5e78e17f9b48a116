// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif
import SystemCalls

/// Where a recording writer puts its bytes: a file, written with `write(2)` in 64 KiB blocks, or
/// memory, which keeps everything. Write errors surface from `flush()` (or the append that filled
/// the block) as `RecordingError` of kind `.unwritable` naming the path and the errno text.
struct BufferedOutput {
    private static let blockSize = 64 * 1024

    private let file: FileDescriptor?
    /// The path or name used in errors.
    let name: String
    /// What is not written yet; for memory output, everything.
    private(set) var bytes: [UInt8] = []

    /// Output to `file`, named `name` in errors.
    init(file: FileDescriptor, name: String) {
        self.file = file
        self.name = name
        bytes.reserveCapacity(Self.blockSize * 2)
    }

    /// Output to a new (or truncated) file at `path`, mode 0644 before the umask.
    /// - Throws: `RecordingError` of kind `.unwritable`: `PATH: cannot create: REASON`.
    init(creating path: String) throws(RecordingError) {
        do {
            self.init(file: try FileDescriptor.open(path, O_WRONLY | O_CREAT | O_TRUNC, permissions: 0o644), name: path)
        } catch {
            throw RecordingError(.unwritable, file: path, line: nil, reason: "cannot create: \(error.reason)")
        }
    }

    /// Output kept in memory; `name` stands for it in errors.
    init(memoryNamed name: String) {
        file = nil
        self.name = name
    }

    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(contentsOf more: some Sequence<UInt8>) {
        bytes.append(contentsOf: more)
    }

    /// Appends what `write` appends to the buffer's bytes (`Digits`' numbers, written in place).
    mutating func append(_ write: (inout [UInt8]) -> Void) {
        write(&bytes)
    }

    /// Writes out the buffer once it holds a block (memory output keeps growing).
    mutating func flushIfFull() throws(RecordingError) {
        if file != nil, bytes.count >= Self.blockSize { try flush() }
    }

    /// Writes out whatever is buffered (nothing to do for memory output).
    mutating func flush() throws(RecordingError) {
        guard let file, !bytes.isEmpty else { return }
        let written = bytes.withUnsafeBytes { buffer in
            Result { () throws(SystemCallError) in try file.writeAll(buffer) }
        }
        if case .failure(let error) = written {
            throw RecordingError(.unwritable, file: name, line: nil, reason: "cannot write: \(error.reason)")
        }
        bytes.removeAll(keepingCapacity: true)
    }
}
