// SPDX-License-Identifier: MIT

/// Bulk appends onto the spare capacity of a byte array (`Array.append(addingCapacity:initializingWith:)`),
/// which is how the gesture line is written: straight into the bytes the daemon sends, one capacity
/// check for the whole line instead of one per piece. Public and inlinable for the stream's
/// encoders, which write their keys with it.
extension OutputSpan<UInt8> {
    /// Appends `text` (keys and punctuation) in one copy. Always inlined, so the copy of a literal
    /// has a constant length and compiles to a few moves instead of a call to `memcpy`.
    @inlinable @inline(__always)
    public mutating func append(_ text: StaticString) {
        append(copying: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends `bytes` in one copy. `OutputSpan` has no bulk append of its own; byte by byte would
    /// cost a capacity check and a store for each of the ~120 bytes of keys in every line, so this
    /// copies into its uninitialized tail after checking the tail is long enough.
    @inlinable @inline(__always)
    public mutating func append(copying bytes: UnsafeBufferPointer<UInt8>) {
        precondition(bytes.count <= freeCapacity, "OutputSpan capacity overflow")
        withUnsafeMutableBufferPointer { buffer, initialized in
            // Both are there unless there is nothing to copy.
            guard let source = bytes.baseAddress, let tail = buffer.baseAddress?.advanced(by: initialized) else { return }
            tail.initialize(from: source, count: bytes.count)
            initialized += bytes.count
        }
    }
}
