// SPDX-License-Identifier: MIT
import SystemCalls
/// Why the daemon's socket cannot be set up, each with what to do about it.
public enum ListenerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Another peekpop (or another program) is accepting on the path: it is never taken over.
    case inUse(path: String)
    /// Something other than a socket is at the path: it is never removed.
    case notASocket(path: String)
    /// The path does not fit in a Unix socket address (`sun_path`).
    case pathTooLong(path: String, limit: Int)
    /// Binding, listening or checking the socket failed.
    case system(SystemCallError)

    public var description: String {
        switch self {
        case .inUse(let path):
            "\(path): a peekpop daemon is already running there (connect to it, or stop it first: systemctl --user stop peekpop)"
        case .notASocket(let path):
            "\(path) exists and is not a socket: move it away or choose another --socket PATH"
        case .pathTooLong(let path, let limit):
            "\(path): a socket path must be shorter than \(limit) bytes: choose a shorter --socket PATH"
        case .system(let error):
            "\(error)"
        }
    }
}
