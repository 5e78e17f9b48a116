// SPDX-License-Identifier: MIT
import CommandLineOptions

/// Everything a command line says about one command (or about a program without commands): what
/// `--help` prints, what the man page's section on it holds and what the completions offer. The
/// command's parser reads `parserOptions`, so nothing can be parsed that is not documented here.
public struct CommandDoc: Sendable {
    /// The command's name (`replay`); nil for the program itself.
    public var name: String?
    /// One line, as the program's command list shows it.
    public var summary: String
    /// The ways to call it, after the program's name and the command's (`FILE [--desc DESC]`);
    /// not wrapped.
    public var synopsis: [String]
    /// What it does: paragraphs, not wrapped.
    public var description: [String]
    /// The words that are not options, listed before the options.
    public var operands: [DocumentedOperand]
    /// Every option but `-h`/`--help`, which every command has.
    public var options: [DocumentedOption]
    /// Paragraphs after the options.
    public var notes: [String]
    /// The statuses it ends with ("0 done, 64 wrong usage, …"); nil for the program itself,
    /// whose statuses are the program's list.
    public var exitStatus: String?
    /// Command lines, each as it is typed (a long one continued with `\` on the next line).
    public var examples: [String]

    public init(name: String?, summary: String, synopsis: [String], description: [String],
                operands: [DocumentedOperand] = [], options: [DocumentedOption], notes: [String] = [],
                exitStatus: String?, examples: [String] = []) {
        self.name = name
        self.summary = summary
        self.synopsis = synopsis
        self.description = description
        self.operands = operands
        self.options = options
        self.notes = notes
        self.exitStatus = exitStatus
        self.examples = examples
    }

    /// The options as the parser takes them.
    public var parserOptions: [Option] { options.map(\.option) }

    /// The options with `-h, --help`, as every output lists them.
    public var optionsWithHelp: [DocumentedOption] {
        options + [DocumentedOption(.flag("--help", short: "-h"), "show this help.")]
    }
}
