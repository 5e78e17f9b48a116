// SPDX-License-Identifier: MIT
/// What the session did, as reported to the user and other programs (the `session` lines of
/// `peekpop replay --site`). Reported only after the changes behind it are committed.
public enum SessionEvent: Hashable, Sendable {
    case previewShown(url: String)
    case previewDismissed(url: String)
    /// The actions are revealed under the preview of `url` (the finger slid up during the peek).
    case previewActionsShown(url: String)
    case navigated(url: String, mode: NavigationMode)
    /// Went back; nil `url` means the start view.
    case back(url: String?)
    case forward(url: String?)
    case zoom(scale: Double)
    case overviewShown
    case tabFocused(tab: TabID, url: String?)
    /// A new tab `tab` opened at `url`: a preview's Open in New Tab (behind the selected one), or
    /// the new-tab button (the start page, then focused).
    case tabOpened(tab: TabID, url: String)
    /// Tab `tab` was closed.
    case tabClosed(tab: TabID)
    /// A preview's Copy Link put `url` on the clipboard.
    case linkCopied(url: String)
    /// A preview's Share handed `url` to the desktop.
    case linkShared(url: String)
}

/// Where a navigation went.
public enum NavigationMode: String, Hashable, Sendable {
    /// In this tab: the policy keeps the host in the app.
    case inApp = "in-app"
    /// Handed to the system browser.
    case external
}
