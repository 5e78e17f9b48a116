// SPDX-License-Identifier: MIT
import CommandLineDocs
import CommandLineOptions

/// A small program with every kind of option, operand and value, for the generators' tests.
enum SampleProgram {
    static let doc = ProgramDoc(
        name: "tool-x",
        version: "1.2",
        main: CommandDoc(
            name: nil, summary: "does things with `files`", synopsis: ["COMMAND [OPTIONS]"],
            description: ["A tool. It reads FILE and writes --output; a line may start with .dots or 'quotes'."],
            options: [DocumentedOption(.flag("--version"), "print the version.")],
            exitStatus: nil,
            examples: ["tool-x play a.events \\\n    --speed 2"]),
        commands: [
            CommandDoc(
                name: "play", summary: "play: a recording [fast]",
                synopsis: ["FILE [--speed N] [--format a|b] [-o FILE] [--dir DIR] [--device PATH] [--loud]"],
                description: ["Plays FILE, naïvely\\backslashed."],
                operands: [DocumentedOperand("FILE", "the recording.", values: .files(extensions: ["events", "yml"]))],
                options: [
                    DocumentedOption(.value("--speed", "N"), "how fast: a number; 1 is as recorded."),
                    DocumentedOption(.value("--format", "FORMAT"), "a or b.", values: .choices(["a", "b"])),
                    DocumentedOption(.value("--output", short: "-o", "FILE"), "where it's [written].", values: .anyFile),
                    DocumentedOption(.value("--dir", "DIR"), "a folder.", values: .directories),
                    DocumentedOption(.value("--device", "PATH"), "a device node.", values: .deviceNodes),
                    DocumentedOption(.flag("--loud"), "say a great deal more than anyone would ever want to read about what happens here."),
                ],
                exitStatus: "0 played, 64 wrong usage"),
            CommandDoc(name: "show", summary: "show things", synopsis: ["WHAT"], description: [],
                       operands: [DocumentedOperand("WHAT", "what to show.", values: .choices(["all", "some"]))],
                       options: [], exitStatus: nil),
        ],
        exitStatuses: [ExitStatusDoc(0, "ok"), ExitStatusDoc(64, "usage")],
        environment: [TermDoc("TOOL_X_HOME", "where it lives.")],
        files: [TermDoc("$TOOL_X_HOME/x.conf", "its settings.")],
        seeAlso: ["libinput(1)", "udev(7)"])

    /// Every spelling of every option of every command, `-h`/`--help` included.
    static var spellings: [String] {
        ([doc.main] + doc.commands).flatMap(\.optionsWithHelp).flatMap { [$0.option.name] + [$0.option.shortName].compactMap { $0 } }
    }
}
