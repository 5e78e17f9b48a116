// SPDX-License-Identifier: MIT
/// A program's manual page in man(7) roff, made from the same `ProgramDoc` as its `--help`: NAME,
/// SYNOPSIS, DESCRIPTION, OPTIONS, COMMANDS, EXIT STATUS, ENVIRONMENT, FILES, EXAMPLES, SEE ALSO.
public struct ManPage: Sendable {
    let program: ProgramDoc

    public init(_ program: ProgramDoc) {
        self.program = program
    }

    /// The page, ready for `man -l -`.
    public var roff: String {
        var lines = [
            ".\\\" \(program.name)(1), made by `\(program.name) --man` from the source of its --help. Do not edit.",
            ".TH \(program.name.uppercased()) 1 \"\" \"\(program.name) \(program.version)\" \"User Commands\"",
            ".SH NAME",
            Roff.literal(program.name) + " \\- " + Roff.prose(program.main.summary),
            ".SH SYNOPSIS",
        ]
        lines += synopsis(program.main) + program.commands.flatMap(synopsis)
        lines += [".SH DESCRIPTION"] + paragraphs(program.main.description)
        lines += [".SH OPTIONS"] + entries(program.main) + paragraphs(program.main.notes)
        if !program.commands.isEmpty {
            lines.append(".SH COMMANDS")
            for command in program.commands {
                lines += section(command)
            }
        }
        lines += [".SH \"EXIT STATUS\""]
        lines += program.exitStatuses.flatMap { [".TP", ".B \($0.code)", Roff.prose($0.meaning) + "."] }
        lines += terms("ENVIRONMENT", program.environment, font: "B")
        lines += terms("FILES", program.files, font: "I")
        if !program.main.examples.isEmpty {
            lines += [".SH EXAMPLES"] + examples(program.main.examples)
        }
        lines.append(".SH \"SEE ALSO\"")
        lines += program.seeAlso.enumerated().map { index, page in
            let (name, section) = Self.split(page)
            return ".BR \(Roff.literal(name)) (\(section))" + (index == program.seeAlso.count - 1 ? "" : ",")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func synopsis(_ command: CommandDoc) -> [String] {
        command.synopsis.flatMap { form in
            [".SY \(Roff.literal(program.name))", Roff.synopsis(([command.name].compactMap { $0 } + [form]).joined(separator: " ")), ".YS"]
        }
    }

    /// A command's subsection: its synopsis, description, operands and options, notes, exit
    /// statuses and examples.
    private func section(_ command: CommandDoc) -> [String] {
        var lines = [".SS \(Roff.literal(command.name ?? program.name))"]
        lines += command.synopsis.flatMap { [".PP", Roff.synopsis("\(program.name) \(command.name ?? "") \($0)")] }
        lines += paragraphs(command.description) + entries(command) + paragraphs(command.notes)
        if let exitStatus = command.exitStatus {
            lines += [".PP", Roff.prose("Exit status: \(exitStatus).")]
        }
        if !command.examples.isEmpty {
            lines += [".PP", "Example\(command.examples.count == 1 ? "" : "s"):"] + examples(command.examples)
        }
        return lines
    }

    private func entries(_ command: CommandDoc) -> [String] {
        command.operands.flatMap { [".TP", Roff.synopsis($0.name), Roff.prose($0.help)] }
            + command.optionsWithHelp.flatMap { [".TP", Roff.synopsis($0.listing), Roff.prose($0.help)] }
    }

    private func paragraphs(_ texts: [String]) -> [String] {
        texts.flatMap { [".PP", Roff.prose($0)] }
    }

    private func examples(_ commands: [String]) -> [String] {
        [".RS", ".EX"] + commands.flatMap { $0.split(separator: "\n").map { Roff.literal(String($0)) } } + [".EE", ".RE"]
    }

    private func terms(_ title: String, _ terms: [TermDoc], font: String) -> [String] {
        guard !terms.isEmpty else { return [] }
        return [".SH \(title)"] + terms.flatMap { [".TP", ".\(font) \"\(Roff.literal($0.term))\"", Roff.prose($0.text)] }
    }

    /// `libinput(1)` into `libinput` and `1`.
    private static func split(_ page: String) -> (String, String) {
        guard let open = page.lastIndex(of: "("), page.hasSuffix(")") else { return (page, "1") }
        return (String(page[..<open]), String(page[page.index(after: open)..<page.index(before: page.endIndex)]))
    }
}
