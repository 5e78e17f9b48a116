// SPDX-License-Identifier: MIT
/// Bytes held in memory as a byte source.
public final class MemoryBytes: ByteSource {
    public let name: String
    private let bytes: [UInt8]
    /// The first byte not yet read.
    private var offset = 0

    /// `bytes`, named `name` in errors.
    public init(_ bytes: [UInt8], name: String) {
        self.bytes = bytes
        self.name = name
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        let count = min(buffer.count, bytes.count - offset)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { source in
            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<(offset + count)]))
        }
        offset += count
        return count
    }
}
