// SPDX-License-Identifier: MIT
/// Why bytes are not one JSON text (RFC 8259), and where: the offset of the byte at fault, from 0.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The byte at fault (the length of the input when it ended too soon).
    public var offset: Int
    /// What is wrong there, e.g. `expected ',' or '}' after a member`.
    public var reason: String

    public init(offset: Int, reason: String) {
        self.offset = offset
        self.reason = reason
    }

    /// `expected ':' after an object key at byte 12`.
    public var description: String { "\(reason) at byte \(offset)" }
}
