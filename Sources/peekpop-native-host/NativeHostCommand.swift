// SPDX-License-Identifier: MIT
import CommandLineOptions
import CommandLineSupport
import DaemonClient

/// `peekpop-native-host`: the command line of the WebExtension's native messaging host.
enum NativeHostCommand {
    static let help = """
    Usage: peekpop-native-host [--socket PATH] [ORIGIN | MANIFEST EXTENSION-ID]

    The native messaging host of the peekpop WebExtension: Chromium or Firefox starts it with
    pipes on its standard input and output when the extension connects, and it passes the
    gestures of the peekpop daemon's socket to the extension, one native message each (4-byte
    length in the machine's byte order, then UTF-8 JSON; docs/NATIVE-HOST.md has the messages).
    It says whether the daemon is there (a status message), and while it is not it tries again
    (after 0.1 s, doubling to 2 s); gestures the daemon left open when it went away are cancelled.
    Lines that are not protocol v1 are skipped with a note. Nothing but messages is written to
    standard output; notes go to stderr. It exits when the browser closes its standard input or
    sends SIGTERM (or SIGINT, SIGHUP). Messages from the extension are read and checked (JSON, at
    most 64 MiB) and otherwise ignored.

    ORIGIN               what Chromium passes: the extension's origin (chrome-extension://ID/).
    MANIFEST EXTENSION-ID
                         what Firefox passes: the path of the host's manifest and the extension's ID.
                         Either is accepted and not used.
    --socket PATH        the daemon's socket (default $XDG_RUNTIME_DIR/peekpop.sock).
    -h, --help           show this help.

    Exit status: 0 the browser closed standard input or stdout, or sent SIGTERM; 64 wrong usage;
    65 a malformed message from the browser (not JSON, over 64 MiB, cut short); 73 standard
    output cannot be written; 78 XDG_RUNTIME_DIR is not set and no --socket was given.
    """

    static let socket = Option.value("--socket", "PATH")

    /// Runs the command line `words`, returning the exit status.
    static func main(_ words: [String]) -> ExitCode {
        CommandExecution.run(words, options: [socket], help: help) { arguments in
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
