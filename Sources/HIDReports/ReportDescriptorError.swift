// SPDX-License-Identifier: MIT
/// Why bytes are not a report descriptor this module can use, and where: the offset of the item
/// at fault (the descriptor's length when an open collection or delimiter is never closed).
public struct ReportDescriptorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The first byte of the item at fault, from 0.
    public var offset: Int
    /// What is wrong there, e.g. `End Collection with no open collection`.
    public var reason: String

    public init(offset: Int, reason: String) {
        self.offset = offset
        self.reason = reason
    }

    /// `descriptor byte 57: End Collection with no open collection`.
    public var description: String { "descriptor byte \(offset): \(reason)" }
}
