// SPDX-License-Identifier: MIT
/// Where a recording's bytes come from: a file (`FileBytes`, at the edge) or memory
/// (`MemoryBytes`). The readers read through it and do no I/O of their own.
public protocol ByteSource: AnyObject {
    /// The name errors give the input (the path for files).
    var name: String { get }

    /// Copies up to `buffer.count` of the next bytes into `buffer`: the count, 0 at the end.
    /// - Throws: `RecordingError` of kind `.unreadable` naming the input.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(RecordingError) -> Int
}
