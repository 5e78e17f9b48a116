// SPDX-License-Identifier: MIT
/// The bytes of one libinput-record recording, shared by every parser cursor over it: each cursor
/// reads its own byte source, opened from the same place (a file is opened once per cursor, so
/// memory stays bounded).
final class LibinputRecordInput {
    /// The name used in error messages (the path for files).
    let name: String
    private let open: () throws(RecordingError) -> any ByteSource

    /// The file at `path`.
    convenience init(path: String) {
        self.init(name: path) { () throws(RecordingError) in try FileBytes(path: path) }
    }

    /// `bytes`, named `name` in errors.
    convenience init(bytes: [UInt8], name: String) {
        self.init(name: name) { MemoryBytes(bytes, name: name) }
    }

    private init(name: String, open: @escaping () throws(RecordingError) -> any ByteSource) {
        self.name = name
        self.open = open
    }

    /// A new source reading from the first byte.
    func openSource() throws(RecordingError) -> any ByteSource {
        try open()
    }

    /// The 1-based line holding byte `offset`, for errors libyaml reports as an offset only.
    func line(atOffset offset: Int) -> Int {
        var line = 1
        guard let source = try? open() else { return line }
        var remaining = offset
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while remaining > 0 {
            let count = chunk.withUnsafeMutableBytes { bytes in
                (try? source.read(into: UnsafeMutableRawBufferPointer(rebasing: bytes[..<min(bytes.count, remaining)]))) ?? 0
            }
            if count == 0 { break }
            for byte in chunk.prefix(count) where byte == UInt8(ascii: "\n") { line += 1 }
            remaining -= count
        }
        return line
    }
}
