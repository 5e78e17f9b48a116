// SPDX-License-Identifier: MIT
/// What the actions under a revealed link preview offer (iOS 10's preview actions in Safari), in
/// the order they are listed, top to bottom.
public enum PreviewAction: Hashable, Sendable, CaseIterable {
    /// Opens the link by the navigation policy, as a pop does.
    case open
    /// Opens the link in a new tab behind the selected one.
    case openInNewTab
    /// Puts the link's URL on the clipboard.
    case copyLink
    /// Hands the link's URL to the desktop's way of sharing (an e-mail).
    case share
}
