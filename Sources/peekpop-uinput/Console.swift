#if canImport(Glibc)
import Glibc
#endif

/// Unbuffered lines on stdout and stderr: the guest scripts poll the player's output while it runs.
enum Console {
    static func out(_ line: String) { write(line + "\n", to: STDOUT_FILENO) }
    /// `peekpop-uinput: MESSAGE` on stderr: the one place the program's name is added.
    static func note(_ message: String) { write("peekpop-uinput: " + message + "\n", to: STDERR_FILENO) }

    private static func write(_ text: String, to fd: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            bytes = bytes.dropFirst(count)
        }
    }
}
