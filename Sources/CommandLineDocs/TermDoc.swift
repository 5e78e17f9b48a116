// SPDX-License-Identifier: MIT
/// A term and what it means: a file or an environment variable in the man page.
public struct TermDoc: Sendable {
    /// The file's path or the variable's name.
    public let term: String
    /// One paragraph, not wrapped.
    public let text: String

    public init(_ term: String, _ text: String) {
        self.term = term
        self.text = text
    }
}
