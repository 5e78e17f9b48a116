#if canImport(Glibc)
import Glibc
#endif

/// One `peekpop COMMAND`: its line in `--help`, its own help, and what it does.
struct Command: Sendable {
    var name: String
    var summary: String
    var help: String
    var run: @Sendable ([String]) throws -> Void
}

/// The command line: dispatch to a command, its failures to sysexits codes and stderr.
enum PeekpopCommandLine {
    static let version = "0.1.0"

    /// The commands, in the order `peekpop --help` lists them.
    static let commands: [Command] = [
        Command(name: "demo", summary: DemoCommand.summary, help: DemoCommand.help, run: DemoCommand.run),
        Command(name: "replay", summary: ReplayCommand.summary, help: ReplayCommand.help, run: ReplayCommand.run),
        Command(name: "run", summary: RunCommand.summary, help: RunCommand.help, run: RunCommand.run),
        Command(name: "devices", summary: DevicesCommand.summary, help: DevicesCommand.help, run: DevicesCommand.run),
        Command(name: "record", summary: RecordCommand.summary, help: RecordCommand.help, run: RecordCommand.run),
        Command(name: "calibrate", summary: CalibrateCommand.summary, help: CalibrateCommand.help, run: CalibrateCommand.run),
        Command(name: "plot", summary: PlotCommand.summary, help: PlotCommand.help, run: PlotCommand.run),
        Command(name: "session", summary: SessionCommand.summary, help: SessionCommand.help, run: SessionCommand.run),
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
                    printError("peekpop: unknown command '\(words[1])'\n\n\(help)")
                    return .usage
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
                printError("peekpop: unknown command '\(first)'\n\n\(help)")
                return .usage
            }
            let arguments = Array(words.dropFirst())
            // Every command's -h/--help is answered here, so none has to check for it.
            if arguments.contains("-h") || arguments.contains("--help") {
                print(command.help)
                return .ok
            }
            return execute(command.run, arguments)
        }
    }

    static func execute(_ run: ([String]) throws -> Void, _ words: [String]) -> ExitCode {
        do {
            try run(words)
            return .ok
        } catch let error as CLIError {
            printError(error.code == .usage ? "peekpop: \(error.message)" : error.message)
            return error.code
        } catch {
            printError("peekpop: internal error: \(error)")
            return .software
        }
    }
}

exit(PeekpopCommandLine.run(Array(CommandLine.arguments.dropFirst())).rawValue)
