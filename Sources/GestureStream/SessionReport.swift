// SPDX-License-Identifier: MIT
/// What the browser session did, as a session line reports it (the `session` key and its keys).
///
/// The stream's own value: `GestureStream` does not know the session core; the front ends map the
/// core's events to these.
public enum SessionReport: Hashable, Sendable {
    /// The `session` key: the one table of event names, for the encoder and the decoder.
    public enum Name: String, CaseIterable, Hashable, Sendable {
        case previewShown = "preview-shown"
        case previewDismissed = "preview-dismissed"
        case navigated
        case back
        case forward
        case zoom
        case overviewShown = "overview-shown"
        case tabFocused = "tab-focused"
        case previewActions = "preview-actions"
        case tabOpened = "tab-opened"
        case tabClosed = "tab-closed"
        case linkCopied = "link-copied"
        case linkShared = "link-shared"
    }

    /// The `mode` of a navigation: where the page went.
    public enum Mode: String, CaseIterable, Hashable, Sendable {
        /// In this tab: the policy keeps the host in the app.
        case inApp = "in-app"
        /// Handed to the system browser.
        case external
    }

    /// A preview of `url` is shown (a peek on a link).
    case previewShown(url: String)
    /// The preview of `url` is gone (the peek ended or was cancelled without a pop).
    case previewDismissed(url: String)
    /// A link was followed.
    case navigated(url: String, mode: Mode)
    /// Went back, to a page or to the start view.
    case back(PageLocation)
    /// Went forward, to a page or to the start view.
    case forward(PageLocation)
    /// The page zoom is now `scale`.
    case zoom(scale: Double)
    /// The tab overview is shown.
    case overviewShown
    /// Tab `tab` is selected, showing a page or its start view.
    case tabFocused(tab: Int, PageLocation)
    /// The actions are revealed under the preview of `url` (the finger slid up during the peek).
    case previewActions(url: String)
    /// The new tab `tab` opened at `url`: a preview's Open in New Tab (behind the selected one), or
    /// the new-tab button (the start page, focused next).
    case tabOpened(tab: Int, url: String)
    /// Tab `tab` was closed.
    case tabClosed(tab: Int)
    /// A preview's Copy Link put `url` on the clipboard.
    case linkCopied(url: String)
    /// A preview's Share handed `url` to the desktop.
    case linkShared(url: String)

    /// The `session` key of the line.
    public var name: Name {
        switch self {
        case .previewShown: .previewShown
        case .previewDismissed: .previewDismissed
        case .navigated: .navigated
        case .back: .back
        case .forward: .forward
        case .zoom: .zoom
        case .overviewShown: .overviewShown
        case .tabFocused: .tabFocused
        case .previewActions: .previewActions
        case .tabOpened: .tabOpened
        case .tabClosed: .tabClosed
        case .linkCopied: .linkCopied
        case .linkShared: .linkShared
        }
    }
}
