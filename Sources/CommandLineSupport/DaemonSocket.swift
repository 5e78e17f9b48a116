// SPDX-License-Identifier: MIT
import SystemCalls

/// Where the daemon's socket is: the one default every program shares.
public enum DaemonSocket {
    /// `given` (`--socket PATH`), or `$XDG_RUNTIME_DIR/peekpop.sock`, where `peekpop run` listens by default.
    /// - Throws: `CLIError` 78 when there is neither.
    public static func path(_ given: String?) throws -> String {
        if let given { return given }
        guard let runtime = Environment.value("XDG_RUNTIME_DIR"), runtime.hasPrefix("/") else {
            throw CLIError(.configuration, "XDG_RUNTIME_DIR is not set, so there is no default socket: log in through a session that sets it (systemd-logind does), or give --socket PATH")
        }
        return (runtime.hasSuffix("/") ? runtime : runtime + "/") + "peekpop.sock"
    }
}
