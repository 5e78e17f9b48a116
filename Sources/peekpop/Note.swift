/// A message for the user on standard error, after the program's name: the one place that adds
/// `peekpop: ` (errors, notes, the daemon's log all go through it).
enum Note {
    private static let prefix = "peekpop: "

    /// Prints `peekpop: MESSAGE` on standard error.
    static func print(_ message: String) {
        printError(prefix + message)
    }
}
