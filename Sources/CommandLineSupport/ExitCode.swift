// SPDX-License-Identifier: MIT
/// Exit statuses from sysexits(3), as DESIGN.md promises them to scripts.
public enum ExitCode: Int32, Sendable {
    case ok = 0
    /// EX_USAGE: the command line is wrong.
    case usage = 64
    /// EX_DATAERR: a recording or profile is malformed (`FILE:LINE: reason`).
    case dataError = 65
    /// EX_NOINPUT: an input file cannot be opened.
    case noInput = 66
    /// EX_UNAVAILABLE: no device.
    case unavailable = 69
    /// EX_SOFTWARE: a bug in peekpop.
    case software = 70
    /// EX_CANTCREAT: the output cannot be written.
    case cannotCreate = 73
    /// EX_TEMPFAIL: try again later (another daemon holds the socket).
    case temporaryFailure = 75
    /// EX_NOPERM: permission denied.
    case noPermission = 77
    /// EX_CONFIG: the environment lacks what is needed (no XDG_RUNTIME_DIR for the socket).
    case configuration = 78
}

/// An error of another module that carries its own words and status for the user (a recording's,
/// the session store's): `CommandExecution` reports it as `commandLineError` says, wherever in a
/// command it was thrown, so no command maps such errors itself.
public protocol CommandLineFailure: Error {
    var commandLineError: CLIError { get }
}

/// A failure the user can act on: what to print on stderr and how to exit. The message never
/// names the program: `Note` adds it when the error is printed.
public struct CLIError: Error {
    /// How the message is printed.
    public enum Form: Sendable {
        /// `peekpop: MESSAGE`.
        case plain
        /// `FILE:LINE: reason` as it is, the way compilers report bad input (malformed data).
        case located
        /// `peekpop: MESSAGE`, then the command's help.
        case usage(help: String)
    }

    public var code: ExitCode
    public var message: String
    public var form: Form

    public init(_ code: ExitCode, _ message: String) {
        self.init(code, message, form: .plain)
    }

    private init(_ code: ExitCode, _ message: String, form: Form) {
        self.code = code
        self.message = message
        self.form = form
    }

    /// Exit 64 with `message` and the command's help.
    public static func usage(_ message: String, help: String) -> CLIError {
        CLIError(.usage, message, form: .usage(help: help))
    }

    /// Exit 65 with a message that starts with the file (and line) it is about.
    public static func malformed(_ message: String) -> CLIError {
        CLIError(.dataError, message, form: .located)
    }

    /// Prints the error on standard error.
    public func report() {
        switch form {
        case .plain: Note.print(message)
        case .located: printError(message)
        case .usage(let help): Note.print("\(message)\n\(help)")
        }
    }
}
