// SPDX-License-Identifier: MIT
import CommandLineDocs
import CommandLineOptions
import CommandLineSupport
import DaemonClient

/// `peekpop-native-host`: the command line of the WebExtension's native messaging host.
enum NativeHostCommand {
    static let socket = Option.value("--socket", "PATH")

    /// The host's documentation: `--help`, peekpop-native-host(1) and the completions are all made from it.
    static let program = ProgramDoc(
        name: "peekpop-native-host",
        version: PeekpopVersion.current,
        main: CommandDoc(
            name: nil,
            summary: "the native messaging host that passes peekpop's gestures to its WebExtension",
            synopsis: ["[--socket PATH] [ORIGIN | MANIFEST EXTENSION-ID]", "--man | --completions SHELL"],
            description: ["""
                The native messaging host of the peekpop WebExtension: Chromium or Firefox starts it with pipes on \
                its standard input and output when the extension connects, and it passes the gestures of the \
                peekpop daemon's socket to the extension, one native message each (4-byte length in the machine's \
                byte order, then UTF-8 JSON; docs/NATIVE-HOST.md has the messages). It says whether the daemon is \
                there (a status message), and while it is not it tries again (after 0.1 s, doubling to 2 s); \
                gestures the daemon left open when it went away are cancelled. Lines that are not protocol v1 are \
                skipped with a note. Nothing but messages is written to standard output; notes go to stderr. It \
                exits when the browser closes its standard input or sends SIGTERM (or SIGINT, SIGHUP). Messages \
                from the extension are read and checked (JSON, at most 64 MiB) and otherwise ignored.
                """],
            operands: [
                DocumentedOperand("ORIGIN", "what Chromium passes: the extension's origin (chrome-extension://ID/).", values: .text),
                DocumentedOperand("MANIFEST EXTENSION-ID", """
                    what Firefox passes: the path of the host's manifest and the extension's ID. Either is accepted \
                    and not used.
                    """, values: .text),
            ],
            options: [
                DocumentedOption(socket, "the daemon's socket (default $XDG_RUNTIME_DIR/peekpop.sock).", values: .anyFile),
            ] + DocumentationOptions.documented(for: "peekpop-native-host"),
            notes: ["""
                Browsers find the host through its manifest (peekpop_touch.json), which `make install` puts where \
                Chromium and Firefox look; run by hand, it waits for native messages on standard input.
                """],
            exitStatus: nil,
            examples: ["peekpop-native-host --socket /tmp/peekpop.sock < /dev/null    (exits at once: no browser)"]),
        commands: [],
        exitStatuses: [
            ExitStatusDoc(ExitCode.ok.rawValue, "the browser closed its end of the pipes or sent SIGTERM"),
            ExitStatusDoc(ExitCode.usage.rawValue, "wrong usage"),
            ExitStatusDoc(ExitCode.dataError.rawValue, "a malformed message from the browser (not JSON, over 64 MiB, cut short)"),
            ExitStatusDoc(ExitCode.cannotCreate.rawValue, "standard output cannot be written"),
            ExitStatusDoc(ExitCode.configuration.rawValue, "XDG_RUNTIME_DIR is not set and no --socket was given"),
        ],
        environment: [
            TermDoc("XDG_RUNTIME_DIR", "where the daemon's socket, peekpop.sock, is looked for unless --socket is given."),
        ],
        files: [
            TermDoc("$XDG_RUNTIME_DIR/peekpop.sock", "the socket of the peekpop daemon (`peekpop run`), read for gestures."),
        ],
        seeAlso: ["peekpop(1)", "peekpop-browser(1)"])

    static let help = HelpText(program).programHelp

    /// Runs the command line `words`, returning the exit status.
    static func main(_ words: [String]) -> ExitCode {
        CommandExecution.run(words, options: program.main.parserOptions, help: help) { arguments in
            if try DocumentationOptions.printIfAsked(arguments, for: program) { return }
            guard arguments.operands.count <= 2 else {
                throw UsageError.unexpectedOperand(arguments.operands[2])
            }
            let path = try DaemonSocket.path(try arguments.path(socket))
            guard let connection = DaemonConnection(path: path, reconnects: true) else {
                throw CLIError(.usage, "\(path): too long for a Unix socket path")
            }
            try NativeHost(connection: connection).run()
        }
    }
}
