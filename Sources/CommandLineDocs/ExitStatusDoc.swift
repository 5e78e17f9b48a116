// SPDX-License-Identifier: MIT
/// One exit status a program may end with and what it means.
public struct ExitStatusDoc: Sendable {
    public let code: Int32
    /// Short, as it reads after the number in `--help` ("64 wrong usage").
    public let meaning: String

    public init(_ code: Int32, _ meaning: String) {
        self.code = code
        self.meaning = meaning
    }
}
