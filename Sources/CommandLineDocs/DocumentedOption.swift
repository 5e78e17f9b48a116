// SPDX-License-Identifier: MIT
import CommandLineOptions

/// An option as its command declares it, with what `--help`, the man page and the completions say
/// about it: the one place an option is described.
public struct DocumentedOption: Sendable {
    /// The option the parser reads.
    public let option: Option
    /// What it does: one paragraph, not wrapped (each output wraps it its own way).
    public let help: String
    /// What its value can be (unused for a flag).
    public let values: ArgumentValues

    public init(_ option: Option, _ help: String, values: ArgumentValues = .text) {
        self.option = option
        self.help = help
        self.values = values
    }

    /// `-o, --output FILE` or `--json`: the option as the help and the man page list it.
    public var listing: String {
        (option.shortName.map { "\($0), " } ?? "") + option.usage
    }
}
