/// The actions a link preview offers (UIKit's `previewActionItems` for a link in WKWebView).
public enum PreviewAction: String, Hashable, Sendable, CaseIterable {
    /// Open the link: the same as popping.
    case open
    /// Open the link in a new tab, which comes to the front.
    case openInNewTab = "open-in-new-tab"
    /// Put the link's URL on the clipboard.
    case copyLink = "copy-link"
    /// Hand the link's URL to a share sheet.
    case share
}
