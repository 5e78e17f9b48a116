// SPDX-License-Identifier: MIT
/// `--help` as a terminal shows it, made from a `ProgramDoc`: the usage, the description, the
/// operands and options with what they do, notes, exit statuses and examples, wrapped to `width`.
public struct HelpText: Sendable {
    /// The widest line the prose is filled to.
    public static let width = 100
    /// The column option descriptions start at, at most.
    static let descriptionColumn = 21

    let program: ProgramDoc

    public init(_ program: ProgramDoc) {
        self.program = program
    }

    /// The program's own help: with its commands listed when it has any.
    public var programHelp: String {
        render(program.main, exitStatus: "\(program.exitStatusSummary) (sysexits(3))")
    }

    /// The help of one of the program's commands.
    public func help(for command: CommandDoc) -> String {
        render(command, exitStatus: command.exitStatus)
    }

    private func render(_ command: CommandDoc, exitStatus: String?) -> String {
        var blocks: [[String]] = [usage(command)]
        blocks += command.description.map { paragraph($0) }
        let entries = command.operands.map { ($0.name, $0.help) } + command.optionsWithHelp.map { ($0.listing, $0.help) }
        if command.name == nil && !program.commands.isEmpty {
            blocks.append(["Commands:"] + list(program.commands.map { ($0.name ?? "", $0.summary) }, indent: 2))
            blocks.append(["Options:"] + list(entries, indent: 2))
        } else {
            blocks.append(list(entries, indent: 0))
        }
        blocks += command.notes.map { paragraph($0) }
        if let exitStatus {
            blocks.append(paragraph("Exit status: \(exitStatus)."))
        }
        if !command.examples.isEmpty {
            blocks.append(["Example\(command.examples.count == 1 ? "" : "s"):"]
                          + command.examples.flatMap { $0.split(separator: "\n").map { "  \($0)" } })
        }
        return blocks.map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
    }

    /// `Usage: peekpop replay FILE [--desc DESC] …`, each alternative on its own lines, long ones
    /// continued under their first operand.
    private func usage(_ command: CommandDoc) -> [String] {
        let lead = ([program.name] + (command.name.map { [$0] } ?? [])).joined(separator: " ") + " "
        return command.synopsis.enumerated().flatMap { index, synopsis in
            let prefix = index == 0 ? "Usage: " : "       "
            return TextWrapping.wrap(words: TextWrapping.synopsisGroups(synopsis), width: Self.width,
                                     first: prefix + lead, indent: prefix.count + lead.count)
        }
    }

    private func paragraph(_ text: String) -> [String] {
        TextWrapping.wrap(text, width: Self.width, indent: 0)
    }

    /// Terms with their descriptions in a column; a term too wide for it has its description below.
    private func list(_ entries: [(term: String, text: String)], indent: Int) -> [String] {
        let widest = entries.map(\.term.count).max() ?? 0
        let column = min(indent + widest + 3, indent + Self.descriptionColumn)
        let pad = String(repeating: " ", count: indent)
        return entries.flatMap { term, text in
            let head = pad + term
            if head.count + 2 > column {
                return [head] + TextWrapping.wrap(text, width: Self.width, first: String(repeating: " ", count: column), indent: column)
            }
            return TextWrapping.wrap(text, width: Self.width, first: head + String(repeating: " ", count: column - head.count), indent: column)
        }
    }
}
