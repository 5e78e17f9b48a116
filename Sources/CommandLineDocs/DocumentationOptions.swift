// SPDX-License-Identifier: MIT
import CommandLineOptions

/// `--man` and `--completions SHELL`, which every program has: the options as each program's
/// documentation lists them, and what they print.
public enum DocumentationOptions {
    public static let man = Option.flag("--man")
    public static let completions = Option.value("--completions", "SHELL")

    /// The two options as the program `name` documents them.
    public static func documented(for name: String) -> [DocumentedOption] {
        [
            DocumentedOption(man, "print the manual page, \(name)(1), as roff (`\(name) --man | man -l -`)."),
            DocumentedOption(completions, "print the completion script for SHELL: \(ValueKind.choice(shells).description).",
                             values: .choices(shells)),
        ]
    }

    /// Prints `program`'s man page or a completion script when `arguments` ask for one.
    /// - Returns: whether one was asked for (and printed).
    public static func printIfAsked(_ arguments: ParsedArguments, for program: ProgramDoc) throws(UsageError) -> Bool {
        if arguments.flag(man) {
            print(ManPage(program).roff, terminator: "")
            return true
        }
        guard let shell = try arguments.choice(completions, among: Shell.allCases) else { return false }
        print(shell.completion(for: program), terminator: "")
        return true
    }

    private static let shells = Shell.allCases.map(\.rawValue)
}
