// SPDX-License-Identifier: MIT
import CommandLineDocs
import CommandLineOptions
import CommandLineSupport
#if canImport(Glibc)
import Glibc
#endif

/// One `peekpop COMMAND`: what its help, the man page and the completions say about it (and the
/// options its parser reads), and what it does with them.
struct Command: Sendable {
    var doc: CommandDoc
    var run: @Sendable (ParsedArguments) throws -> Void

    var name: String { doc.name ?? "" }
}

/// The command line: dispatch to a command, its failures to sysexits codes and stderr.
enum PeekpopCommandLine {
    static let version = PeekpopVersion.current

    /// The commands, in the order `peekpop --help` lists them.
    static let commands: [Command] = [
        Command(doc: DemoCommand.doc, run: DemoCommand.run),
        Command(doc: ReplayCommand.doc, run: ReplayCommand.run),
        Command(doc: RunCommand.doc, run: RunCommand.run),
        Command(doc: DevicesCommand.doc, run: DevicesCommand.run),
        Command(doc: RecordCommand.doc, run: RecordCommand.run),
        Command(doc: CalibrateCommand.doc, run: CalibrateCommand.run),
        Command(doc: PlotCommand.doc, run: PlotCommand.run),
        Command(doc: SessionCommand.doc, run: SessionCommand.run),
    ]

    static let versionOption = Option.flag("--version")

    /// peekpop's documentation: `--help`, peekpop(1) and the completions are all made from it.
    static let program = ProgramDoc(
        name: "peekpop",
        version: version,
        main: CommandDoc(
            name: nil,
            summary: "peek, pop, pinch, edge-pan and tap gestures from Linux touchscreens and pen tablets",
            synopsis: ["COMMAND [OPTIONS]", "--version | --man | --completions SHELL"],
            description: ["""
                peekpop turns pressure and multitouch input from Linux touchscreens and pen tablets into \
                peek, pop, pinch, edge-pan and tap gestures, streamed as JSON lines (protocol v1, described \
                in docs/PROTOCOL.md).
                """],
            options: [
                DocumentedOption(versionOption, "print the version."),
            ] + DocumentationOptions.documented(for: "peekpop"),
            notes: [
                "`peekpop COMMAND --help` shows a command's own help.",
                """
                Every command reads its options the same way: `--name VALUE` or `--name=VALUE`, each at most \
                once, anywhere among the operands; `--` ends the options. A value that starts with '-' is \
                written `--name=-value`.
                """,
            ],
            exitStatus: nil,
            examples: [
                "peekpop demo",
                "peekpop replay Recordings/demo/pressure-touchscreen.demo.events",
                "peekpop devices",
                "peekpop run --site ~/.config/peekpop/site.json --state ~/.local/state/peekpop",
            ]),
        commands: commands.map(\.doc),
        exitStatuses: [
            ExitStatusDoc(ExitCode.ok.rawValue, "ok"),
            ExitStatusDoc(ExitCode.usage.rawValue, "usage"),
            ExitStatusDoc(ExitCode.dataError.rawValue, "bad data"),
            ExitStatusDoc(ExitCode.noInput.rawValue, "cannot open input"),
            ExitStatusDoc(ExitCode.unavailable.rawValue, "no device"),
            ExitStatusDoc(ExitCode.software.rawValue, "internal error (a bug in peekpop)"),
            ExitStatusDoc(ExitCode.cannotCreate.rawValue, "cannot write output"),
            ExitStatusDoc(ExitCode.temporaryFailure.rawValue, "another daemon holds the socket, or another process the state folder"),
            ExitStatusDoc(ExitCode.noPermission.rawValue, "permission denied (with what to do)"),
            ExitStatusDoc(ExitCode.configuration.rawValue, "no XDG_RUNTIME_DIR for the daemon's socket"),
        ],
        environment: [
            TermDoc("XDG_RUNTIME_DIR", "where `peekpop run` makes its socket, peekpop.sock, unless --socket is given."),
            TermDoc("XDG_CONFIG_HOME", """
                where device profiles are written and found, in peekpop/devices/ (~/.config when unset or not \
                an absolute path).
                """),
            TermDoc("HOME", "the home folder, for the defaults of XDG_CONFIG_HOME."),
        ],
        files: [
            TermDoc("$XDG_RUNTIME_DIR/peekpop.sock", """
                the daemon's socket (mode 0600): the gesture stream for every client, peekpop-browser among them.
                """),
            TermDoc("$XDG_CONFIG_HOME/peekpop/devices/BUS-VENDOR-PRODUCT-NAME.json", """
                a device's force profile, written by `peekpop calibrate` (with a plot beside it as .svg), used \
                by replay, run, plot and devices for that device.
                """),
            TermDoc("DIR/session.sqlite", """
                the browser session kept with --state DIR (with SQLite's -wal and -shm files beside it); the \
                folder is made private (mode 0700). A corrupt database is moved aside.
                """),
            TermDoc("/usr/lib/udev/rules.d/70-peekpop.rules", """
                the udev rule that gives the seat's user read access to touchscreens and tablets (or in \
                /etc/udev/rules.d, from `make install-udev`); log in again after installing it.
                """),
            TermDoc("/usr/lib/systemd/user/peekpop.service", """
                the systemd user unit that runs `peekpop run` (`systemctl --user enable --now peekpop`; logs \
                with `journalctl --user -u peekpop`).
                """),
        ],
        seeAlso: ["peekpop-browser(1)", "libinput(1)", "evemu-record(1)", "udev(7)", "sysexits(3)"])

    static let help = HelpText(program).programHelp

    /// A command's `--help`.
    static func help(for command: CommandDoc) -> String {
        HelpText(program).help(for: command)
    }

    static func run(_ words: [String]) -> ExitCode {
        guard let first = words.first else {
            printError(help)
            return .usage
        }
        switch first {
        case "-h", "--help", "help":
            if words.count > 1 {
                guard let command = commands.first(where: { $0.name == words[1] }) else {
                    return CommandExecution.fail(.usage("unknown command '\(words[1])'\n", help: help))
                }
                print(help(for: command.doc))
                return .ok
            }
            print(help)
            return .ok
        default:
            if first.hasPrefix("-") {
                return CommandExecution.run(words, options: program.main.parserOptions, help: help, runProgramOptions)
            }
            guard let command = commands.first(where: { $0.name == first }) else {
                return CommandExecution.fail(.usage("unknown command '\(first)'\n", help: help))
            }
            return execute(command, Array(words.dropFirst()))
        }
    }

    /// `--version`, `--man` or `--completions SHELL`: exactly one, alone.
    static func runProgramOptions(_ arguments: ParsedArguments) throws {
        try arguments.noOperands()
        let options = program.main.parserOptions
        guard options.filter(arguments.isGiven).count == 1 else { throw UsageError.exactlyOne(options.map(\.name)) }
        if arguments.flag(versionOption) {
            print("peekpop \(version)")
        } else {
            _ = try DocumentationOptions.printIfAsked(arguments, for: program)
        }
    }

    /// Parses `words` against the command's options and runs it: its help when `-h`/`--help` stands
    /// as an option, exit 64 with the help for a usage error.
    static func execute(_ command: Command, _ words: [String]) -> ExitCode {
        CommandExecution.run(words, options: command.doc.parserOptions, help: help(for: command.doc), command.run)
    }
}

exit(PeekpopCommandLine.run(Array(CommandLine.arguments.dropFirst())).rawValue)
