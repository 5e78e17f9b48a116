// SPDX-License-Identifier: MIT
import Glibc

/// Hands out the lines of a byte source (a file or memory) one at a time, as slices of its own
/// buffer (no `String` per line), reading the source in 64 KiB chunks.
///
/// Lines end at LF; a CR before the LF is dropped (CRLF files). A line longer than
/// `maximumLineLength` fails as soon as that many bytes have been seen without a line end,
/// so memory stays bounded whatever the input. NUL bytes and invalid UTF-8 are errors.
/// After an error the source must not be used again.
public struct LineSource {
    /// The longest accepted line, in bytes, line terminator excluded.
    public static let maximumLineLength = 4096
    static let chunkSize = 64 * 1024

    /// The file name used in errors.
    public let name: String
    /// The 1-based number of the line last returned (0 before the first).
    public private(set) var lineNumber = 0

    private var buffer: [UInt8]
    /// The first byte not yet handed out.
    private var start = 0
    /// The end of the valid bytes in `buffer`.
    private var end: Int
    private let source: any ByteSource
    private var reachedEnd = false

    /// Lines of `source`, reported under its name.
    public init(source: any ByteSource) {
        self.source = source
        name = source.name
        // Room for a whole chunk after a carried-over partial line.
        buffer = [UInt8](repeating: 0, count: Self.chunkSize + Self.maximumLineLength + 2)
        end = 0
    }

    /// Lines of `bytes`, reported under `name`.
    public init(bytes: [UInt8], name: String) {
        self.init(source: MemoryBytes(bytes, name: name))
    }

    /// Lines of the file at `path`.
    /// - Throws: `RecordingError` of kind `.unreadable` when it cannot be opened.
    public init(path: String) throws(RecordingError) {
        self.init(source: try FileBytes(path: path))
    }

    /// The next line without its terminator, or nil at the end of the input.
    /// - Throws: `RecordingError` for an over-long line, a NUL byte, invalid UTF-8 or a read error.
    public mutating func nextLine() throws(RecordingError) -> ArraySlice<UInt8>? {
        while true {
            // Room for the longest line and its CR LF.
            let window = Self.maximumLineLength + 2
            let limit = min(end, start + window)
            if let newline = firstNewline(from: start, to: limit) {
                let line = buffer[start..<newline]
                start = newline + 1
                return try accept(line)
            }
            if limit - start >= window { throw tooLong() }
            if reachedEnd {
                guard start < end else { return nil }
                let line = buffer[start..<end]
                start = end
                return try accept(line)
            }
            try refill()
        }
    }

    private mutating func tooLong() -> RecordingError {
        lineNumber += 1
        return error("line longer than \(Self.maximumLineLength) bytes")
    }

    /// An error at the current line.
    func error(_ reason: String) -> RecordingError {
        RecordingError(file: name, line: lineNumber, reason: reason)
    }

    private func firstNewline(from: Int, to: Int) -> Int? {
        guard from < to else { return nil }
        return buffer.withUnsafeBufferPointer { bytes -> Int? in
            guard let base = bytes.baseAddress, let found = memchr(base + from, 0x0A, to - from) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Counts the line, drops a trailing CR and checks the bytes are text.
    private mutating func accept(_ raw: ArraySlice<UInt8>) throws(RecordingError) -> ArraySlice<UInt8> {
        let line = raw.last == 0x0D ? raw.dropLast() : raw
        if line.count > Self.maximumLineLength { throw tooLong() }
        lineNumber += 1
        try line.withUnsafeBufferPointer { bytes throws(RecordingError) in
            guard let base = bytes.baseAddress, !Self.isPlainASCII(bytes) else { return }
            if let nul = memchr(base, 0, bytes.count) {
                throw error("binary data: NUL byte at column \(base.distance(to: nul.assumingMemoryBound(to: UInt8.self)) + 1)")
            }
            if String(validating: bytes, as: UTF8.self) == nil {
                throw error("binary data: line is not valid UTF-8")
            }
        }
        return line
    }

    /// True when every byte is ASCII and none is NUL (nearly every line), checked eight bytes at a
    /// time: one pass instead of a search for NUL and then another for non-ASCII bytes.
    private static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(bytes)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        while index + 8 <= raw.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // A byte of 0 borrows into its high bit when 1 is taken from each byte; bytes from 1 to
            // 0x7f never do, so the high bits stay clear exactly when all eight are plain ASCII.
            if ((word &- ones) | word) & highBits != 0 { return false }
            index += 8
        }
        while index < raw.count {
            if raw[index] == 0 || raw[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }

    /// Moves the unfinished line to the front of the buffer and reads the next chunk after it.
    private mutating func refill() throws(RecordingError) {
        let carried = end - start
        if start > 0 {
            buffer.withUnsafeMutableBufferPointer { bytes in
                guard let base = bytes.baseAddress else { return }
                memmove(base, base + start, carried)
            }
            start = 0
            end = carried
        }
        let count = try buffer.withUnsafeMutableBytes { bytes in
            Result { () throws(RecordingError) in try source.read(into: UnsafeMutableRawBufferPointer(rebasing: bytes[carried...])) }
        }.get()
        if count == 0 { reachedEnd = true }
        end += count
    }
}
