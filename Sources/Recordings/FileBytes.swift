// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif
import SystemCalls

/// A file read with `read(2)` as a byte source: the one place the readers' bytes come from disk.
public final class FileBytes: ByteSource {
    private let file: FileDescriptor
    public let name: String

    /// Opens `path` read-only.
    /// - Throws: `RecordingError` of kind `.unreadable`: `PATH: cannot open: REASON`.
    public init(path: String) throws(RecordingError) {
        do {
            file = try FileDescriptor.open(path, O_RDONLY)
        } catch {
            throw RecordingError(.unreadable, file: path, line: nil, reason: "cannot open: \(error.reason)")
        }
        name = path
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws(RecordingError) -> Int {
        do {
            return try file.read(into: buffer)
        } catch {
            throw RecordingError(.unreadable, file: name, line: nil, reason: "cannot read: \(error.reason)")
        }
    }
}
