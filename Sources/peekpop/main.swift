// SPDX-License-Identifier: MIT
import CommandLineOptions
import CommandLineSupport
#if canImport(Glibc)
import Glibc
#endif

/// One `peekpop COMMAND`: its line in `--help`, its own help, the options it takes (besides
/// `-h`/`--help`, which every command has) and what it does with them.
struct Command: Sendable {
    var name: String
    var summary: String
    var help: String
    var options: [Option]
    var run: @Sendable (ParsedArguments) throws -> Void
}

/// The command line: dispatch to a command, its failures to sysexits codes and stderr.
enum PeekpopCommandLine {
    static let version = "0.1.0"

    /// The commands, in the order `peekpop --help` lists them.
    static let commands: [Command] = [
        Command(name: "demo", summary: DemoCommand.summary, help: DemoCommand.help, options: DemoCommand.options, run: DemoCommand.run),
        Command(name: "replay", summary: ReplayCommand.summary, help: ReplayCommand.help, options: ReplayCommand.options, run: ReplayCommand.run),
        Command(name: "run", summary: RunCommand.summary, help: RunCommand.help, options: RunCommand.options, run: RunCommand.run),
        Command(name: "devices", summary: DevicesCommand.summary, help: DevicesCommand.help, options: DevicesCommand.options, run: DevicesCommand.run),
        Command(name: "record", summary: RecordCommand.summary, help: RecordCommand.help, options: RecordCommand.options, run: RecordCommand.run),
        Command(name: "calibrate", summary: CalibrateCommand.summary, help: CalibrateCommand.help, options: CalibrateCommand.options, run: CalibrateCommand.run),
        Command(name: "plot", summary: PlotCommand.summary, help: PlotCommand.help, options: PlotCommand.options, run: PlotCommand.run),
        Command(name: "session", summary: SessionCommand.summary, help: SessionCommand.help, options: SessionCommand.options, run: SessionCommand.run),
    ]

    static let help = """
    Usage: peekpop COMMAND [OPTIONS]

    peekpop turns pressure and multitouch input from Linux touchscreens and pen tablets into
    peek, pop, pinch, edge-pan and tap gestures, streamed as JSON lines (protocol v1, described
    in docs/PROTOCOL.md).

    Commands:
    \(commands.map { "  " + $0.name.padding(toLength: 11, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))

    Options:
      -h, --help     show this help; `peekpop COMMAND --help` shows a command's own
      --version      print the version

    Every command reads its options the same way: `--name VALUE` or `--name=VALUE`, each at most
    once, anywhere among the operands; `--` ends the options. A value that starts with '-' is
    written `--name=-value`.

    Exit status follows sysexits(3): 0 ok, 64 usage, 65 bad data, 66 cannot open input,
    69 no device, 73 cannot write output, 75 another daemon holds the socket, 77 permission
    denied (with what to do), 78 no XDG_RUNTIME_DIR for the daemon's socket.
    """

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
                print(command.help)
                return .ok
            }
            print(help)
            return .ok
        case "--version":
            print("peekpop \(version)")
            return .ok
        default:
            guard let command = commands.first(where: { $0.name == first }) else {
                return CommandExecution.fail(.usage("unknown command '\(first)'\n", help: help))
            }
            return execute(command, Array(words.dropFirst()))
        }
    }

    /// Parses `words` against the command's options and runs it: its help when `-h`/`--help` stands
    /// as an option, exit 64 with the help for a usage error.
    static func execute(_ command: Command, _ words: [String]) -> ExitCode {
        CommandExecution.run(words, options: command.options, help: command.help, command.run)
    }
}

exit(PeekpopCommandLine.run(Array(CommandLine.arguments.dropFirst())).rawValue)
