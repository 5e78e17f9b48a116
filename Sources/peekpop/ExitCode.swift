/// Exit statuses from sysexits(3), as DESIGN.md promises them to scripts.
enum ExitCode: Int32 {
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

/// A failure the user can act on: what to print on stderr and how to exit.
struct CLIError: Error {
    var code: ExitCode
    var message: String

    init(_ code: ExitCode, _ message: String) {
        self.code = code
        self.message = message
    }

    static func usage(_ message: String, help: String) -> CLIError {
        CLIError(.usage, "\(message)\n\(help)")
    }
}
