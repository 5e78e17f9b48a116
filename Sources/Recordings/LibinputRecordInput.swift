import Glibc

/// The bytes of one libinput-record recording, shared by every parser cursor over it: either a
/// file, which each cursor opens on its own (so memory stays bounded), or a buffer in memory.
final class LibinputRecordInput {
    private enum Origin {
        case file(path: String)
        case memory(base: UnsafeMutablePointer<UInt8>, count: Int)
    }

    private let origin: Origin
    /// The name used in error messages (the path for files).
    let name: String

    init(path: String) {
        origin = .file(path: path)
        name = path
    }

    init(bytes: [UInt8], name: String) {
        // Never zero-sized, so the pointer handed to libyaml is always a real allocation.
        let base = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        base.initialize(from: bytes, count: bytes.count)
        origin = .memory(base: base, count: bytes.count)
        self.name = name
    }

    deinit {
        switch origin {
        case .file: break
        case .memory(let base, _): base.deallocate()
        }
    }

    /// A stream for libyaml: an open `FILE*` (the caller closes it) or the memory buffer.
    enum Stream {
        case file(UnsafeMutablePointer<FILE>)
        case memory(UnsafePointer<UInt8>, Int)
    }

    func openStream() throws(RecordingError) -> Stream {
        switch origin {
        case .file(let path):
            guard let file = fopen(path, "rb") else {
                throw RecordingError(.unreadable, file: name, line: nil, reason: "cannot open: \(String(cString: strerror(errno)))")
            }
            return .file(file)
        case .memory(let base, let count):
            return .memory(UnsafePointer(base), count)
        }
    }

    /// The 1-based line holding byte `offset`, for errors libyaml reports as an offset only.
    func line(atOffset offset: Int) -> Int {
        var line = 1
        switch origin {
        case .memory(let base, let count):
            for byte in UnsafeBufferPointer(start: base, count: min(max(0, offset), count)) where byte == UInt8(ascii: "\n") { line += 1 }
        case .file(let path):
            guard let file = fopen(path, "rb") else { return line }
            defer { fclose(file) }
            var remaining = offset
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while remaining > 0 {
                let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, min($0.count, remaining), file) }
                if count == 0 { break }
                for byte in chunk.prefix(count) where byte == UInt8(ascii: "\n") { line += 1 }
                remaining -= count
            }
        }
        return line
    }
}
