// SPDX-License-Identifier: MIT
import CommandLineSupport
import SessionRunner

/// The desktop for a window that must outlive it: a link xdg-open or xdg-email cannot take is said
/// on stderr and the session goes on (the window is not a script whose status reports the failure).
struct NotedOpener: LinkOpener {
    var desktop = SystemBrowser()

    mutating func open(_ url: String) {
        noting { try desktop.open(url) }
    }

    mutating func share(_ url: String) {
        noting { try desktop.share(url) }
    }

    private func noting(_ body: () throws -> Void) {
        do {
            try body()
        } catch {
            Note.print("\(error)")
        }
    }
}
