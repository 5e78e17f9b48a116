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

    /// Output to `file`.
    init(file: FileDescriptor) {
        self.file = file
        name = file.path
        bytes.reserveCapacity(Self.blockSize * 2)
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

    /// Writes out the buffer once it holds a block (memory output keeps growing).
    mutating func flushIfFull() throws(RecordingError) {
        if file != nil, bytes.count >= Self.blockSize { try flush() }
    }

    /// Writes out whatever is buffered (nothing to do for memory output).
    mutating func flush() throws(RecordingError) {
        guard let file, !bytes.isEmpty else { return }
        try bytes.withUnsafeBytes { buffer in
            Result { () throws(RecordingError) in try file.writeAll(buffer) }
        }.get()
        bytes.removeAll(keepingCapacity: true)
    }
}
