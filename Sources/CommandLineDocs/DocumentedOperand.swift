// SPDX-License-Identifier: MIT
/// A word a command takes that is not an option (`FILE`), with what the help says about it.
public struct DocumentedOperand: Sendable {
    /// Its name in the synopsis and in messages.
    public let name: String
    /// What it is: one paragraph, not wrapped.
    public let help: String
    /// What it can be, for the completions.
    public let values: ArgumentValues

    public init(_ name: String, _ help: String, values: ArgumentValues) {
        self.name = name
        self.help = help
        self.values = values
    }
}
