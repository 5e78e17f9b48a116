// SPDX-License-Identifier: MIT
/// One program's documentation: its own command line, its commands, and what only the man page
/// holds (exit statuses in full, files, environment, related pages).
public struct ProgramDoc: Sendable {
    /// The executable's name (`peekpop`).
    public var name: String
    public var version: String
    /// The program's own command line: its summary (the man page's NAME line), synopsis,
    /// description, top-level options and examples.
    public var main: CommandDoc
    /// Its commands, in the order the help lists them (none for a program without commands).
    public var commands: [CommandDoc]
    public var exitStatuses: [ExitStatusDoc]
    public var environment: [TermDoc]
    public var files: [TermDoc]
    /// Other man pages, as `libinput(1)`.
    public var seeAlso: [String]

    public init(name: String, version: String, main: CommandDoc, commands: [CommandDoc],
                exitStatuses: [ExitStatusDoc], environment: [TermDoc], files: [TermDoc], seeAlso: [String]) {
        self.name = name
        self.version = version
        self.main = main
        self.commands = commands
        self.exitStatuses = exitStatuses
        self.environment = environment
        self.files = files
        self.seeAlso = seeAlso
    }

    /// `0 ok, 64 usage, …`: the statuses as the program's help lists them.
    public var exitStatusSummary: String {
        exitStatuses.map { "\($0.code) \($0.meaning)" }.joined(separator: ", ")
    }
}
