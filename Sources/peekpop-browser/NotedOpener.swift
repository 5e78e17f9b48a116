import CommandLineSupport
import SessionRunner

/// The system browser for a window that must outlive it: a link xdg-open cannot take is said on
/// stderr and the session goes on (the window is not a script whose status reports the failure).
struct NotedOpener: LinkOpener {
    var browser = SystemBrowser()

    mutating func open(_ url: String) {
        do {
            try browser.open(url)
        } catch {
            Note.print("\(error)")
        }
    }
}
