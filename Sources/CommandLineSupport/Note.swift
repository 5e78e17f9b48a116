// SPDX-License-Identifier: MIT
/// A message for the user on standard error, after the program's name: the one place that adds
/// `peekpop: ` (or `peekpop-browser: `; errors, notes, the daemon's log all go through it).
public enum Note {
    /// The name the program was started by, without its folder, and ": ".
    private static let prefix = (CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "peekpop") + ": "

    /// Prints `PROGRAM: MESSAGE` on standard error.
    public static func print(_ message: String) {
        printError(prefix + message)
    }
}
