#if canImport(Glibc)
import Glibc
#endif
import SystemCalls

/// Hands a URL to something outside peekpop. The session core only says which URLs to hand off;
/// this is where it happens, so tests and replays can choose what "open" means.
public protocol LinkOpener {
    mutating func open(_ url: String) throws
}

/// The desktop's system browser: `xdg-open URL`, the URL as one argument and never through a shell,
/// so no character in a link can become a command.
public struct SystemBrowser: LinkOpener {
    public init() {}

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public mutating func open(_ url: String) throws {
        var pid = pid_t()
        let arguments = ["xdg-open", url]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let status = posix_spawnp(&pid, "xdg-open", nil, nil, &argv, environ)
        guard status == 0 else {
            throw Failure(description: "cannot run xdg-open to open \(url): \(String(cString: strerror(status))) (install xdg-utils)")
        }
        // xdg-open hands the URL to the browser and returns; waiting reaps it. It was started
        // just above, so it is this process's child and the wait cannot fail.
        _ = try? ChildProcess.wait(for: pid)
    }
}

/// Opens nothing and remembers what it was asked: for replays, which simulate a user and must not
/// start a browser on the machine they run on, and for tests.
public struct RecordedLinks: LinkOpener {
    public private(set) var opened: [String] = []
    public init() {}
    public mutating func open(_ url: String) { opened.append(url) }
}
