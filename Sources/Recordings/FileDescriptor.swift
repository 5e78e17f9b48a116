import Glibc

/// An open file descriptor, closed when the last reference goes away (when owned).
/// System calls interrupted by a signal (`EINTR`) are retried; failures become
/// `RecordingError`s naming the path and the errno text.
final class FileDescriptor {
    let rawValue: Int32
    /// The path (or a name such as `<stdout>`) used in error messages.
    let path: String
    private let owned: Bool

    /// Wraps a descriptor opened elsewhere (stdout, a socket); it is not closed here.
    init(borrowing rawValue: Int32, path: String) {
        self.rawValue = rawValue
        self.path = path
        self.owned = false
    }

    /// Opens `path` read-only.
    init(readingFrom path: String) throws(RecordingError) {
        self.path = path
        self.owned = true
        self.rawValue = try Self.retrying(path, kind: .unreadable, action: "cannot open") {
            open(path, O_RDONLY | O_CLOEXEC)
        }
    }

    /// Creates or truncates `path` for writing (mode 0644 before the umask).
    init(writingTo path: String) throws(RecordingError) {
        self.path = path
        self.owned = true
        self.rawValue = try Self.retrying(path, kind: .unwritable, action: "cannot create") {
            open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        }
    }

    deinit {
        if owned { close(rawValue) }
    }

    /// Reads up to `buffer.count` bytes; 0 at the end of the file.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(RecordingError) -> Int {
        try Self.retrying(path, kind: .unreadable, action: "cannot read") {
            Glibc.read(rawValue, buffer.baseAddress, buffer.count)
        }
    }

    /// Writes every byte of `bytes`, continuing after short writes.
    func writeAll(_ bytes: UnsafeRawBufferPointer) throws(RecordingError) {
        var offset = 0
        while offset < bytes.count {
            let remaining = UnsafeRawBufferPointer(rebasing: bytes[offset...])
            offset += try Self.retrying(path, kind: .unwritable, action: "cannot write") {
                Glibc.write(rawValue, remaining.baseAddress, remaining.count)
            }
        }
    }

    /// Runs `call` until it does not fail with `EINTR`; any other failure becomes an error.
    private static func retrying<Result: BinaryInteger>(
        _ path: String, kind: RecordingError.Kind, action: String, _ call: () -> Result
    ) throws(RecordingError) -> Result {
        while true {
            let result = call()
            if result >= 0 { return result }
            let code = errno
            if code == EINTR { continue }
            throw RecordingError(kind, file: path, line: nil, reason: "\(action): \(String(cString: strerror(code)))")
        }
    }
}
