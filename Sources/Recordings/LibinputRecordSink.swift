import Glibc

/// Where a `LibinputRecordWriter` puts its bytes: a file descriptor, written in large buffered
/// `write(2)` calls, or memory.
final class LibinputRecordSink {
    private static let flushThreshold = 64 * 1024

    private let fileDescriptor: Int32?
    let path: String
    private(set) var buffer: [UInt8] = []

    init(fileDescriptor: Int32, path: String) {
        self.fileDescriptor = fileDescriptor
        self.path = path
        buffer.reserveCapacity(Self.flushThreshold * 2)
    }

    init(name: String) {
        fileDescriptor = nil
        path = name
    }

    func append(_ text: String) throws(LibinputRecordWriteError) {
        buffer.append(contentsOf: text.utf8)
        if fileDescriptor != nil, buffer.count >= Self.flushThreshold { try flush() }
    }

    func append(_ bytes: [UInt8]) throws(LibinputRecordWriteError) {
        buffer.append(contentsOf: bytes)
        if fileDescriptor != nil, buffer.count >= Self.flushThreshold { try flush() }
    }

    /// Writes everything buffered to the file descriptor (memory output keeps it all).
    func flush() throws(LibinputRecordWriteError) {
        guard let fileDescriptor else { return }
        var written = 0
        while written < buffer.count {
            let result = buffer.withUnsafeBytes { bytes in
                write(fileDescriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                buffer.removeFirst(written)
                throw LibinputRecordWriteError(path: path, reason: "write failed: \(reason)")
            }
            guard result > 0 else {
                buffer.removeFirst(written)
                throw LibinputRecordWriteError(path: path, reason: "write failed: the output accepted no bytes")
            }
            written += result
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
