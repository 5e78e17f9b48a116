// SPDX-License-Identifier: MIT
import SystemCalls

/// Unbuffered lines on stdout and stderr: the guest scripts poll the player's output while it runs.
enum Console {
    static func out(_ line: String) { write(line + "\n", to: .standardOutput) }
    /// `peekpop-uinput: MESSAGE` on stderr: the one place the program's name is added.
    static func note(_ message: String) { write("peekpop-uinput: " + message + "\n", to: .standardError) }

    /// Nothing is left to report a failure to when the console itself cannot be written.
    private static func write(_ text: String, to file: FileDescriptor) {
        _ = Array(text.utf8).withUnsafeBytes { bytes in Result { () throws(SystemCallError) in try file.writeAll(bytes) } }
    }
}
