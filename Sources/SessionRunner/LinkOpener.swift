// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif
import SystemCalls

/// Hands a URL to something outside peekpop: the system browser, or the desktop's sharing. The
/// session core only says which URLs to hand off or share; this is where it happens, so tests and
/// replays can choose what "open" and "share" mean.
public protocol LinkOpener {
    /// Opens `url` in the system browser.
    mutating func open(_ url: String) throws
    /// Shares `url` (a link preview's Share).
    mutating func share(_ url: String) throws
}

/// The desktop: `xdg-open URL` for the system browser and `xdg-email --subject URL --body URL`
/// (a new mail in the user's mail program) for sharing, the URL as one argument and never through
/// a shell, so no character in a link can become a command.
public struct SystemBrowser: LinkOpener {
    public init() {}

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public mutating func open(_ url: String) throws {
        try Self.run(["xdg-open", url], toDo: "open \(url)")
    }

    public mutating func share(_ url: String) throws {
        try Self.run(["xdg-email", "--subject", url, "--body", url], toDo: "share \(url)")
    }

    /// Runs `arguments` (the first found on `PATH`) and waits for it: xdg-open and xdg-email hand
    /// the URL on and return.
    private static func run(_ arguments: [String], toDo what: String) throws {
        var pid = pid_t()
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let status = posix_spawnp(&pid, arguments[0], nil, nil, &argv, environ)
        guard status == 0 else {
            throw Failure(description: "cannot run \(arguments[0]) to \(what): \(Errno(status)) (install xdg-utils)")
        }
        // Started just above, so it is this process's child and the wait cannot fail.
        _ = try? ChildProcess.wait(for: pid)
    }
}

/// Opens and shares nothing and remembers what it was asked: for replays, which simulate a user and
/// must not start a browser or a mail program on the machine they run on, and for tests.
public struct RecordedLinks: LinkOpener {
    public private(set) var opened: [String] = []
    public private(set) var shared: [String] = []
    public init() {}
    public mutating func open(_ url: String) { opened.append(url) }
    public mutating func share(_ url: String) { shared.append(url) }
}
