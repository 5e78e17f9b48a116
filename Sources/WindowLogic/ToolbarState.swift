// SPDX-License-Identifier: MIT
import BrowserSession

/// What the toolbar shows after a step of the session, read off the core alone: which buttons can
/// be pressed, the number of tabs, and the address field's text and whether it shows.
package struct ToolbarState: Equatable {
    package var canGoBack: Bool
    package var canGoForward: Bool
    package var canReload: Bool
    /// The tab the close button closes: the one in front, while it can be closed.
    package var closable: TabID?
    package var tabCount: Int
    /// The page in front's URL; empty on its start view.
    package var address: String
    /// Whether the address field shows: not while a link's preview is on screen (the page in front
    /// is not what the user looks at then), nor in the overview (no page is in front).
    package var showsAddress: Bool

    package init(_ core: BrowserSession) {
        (canGoBack, canGoForward, canReload) = core.controls
        closable = core.canCloseTab ? core.state.selectedTab : nil
        tabCount = core.state.tabs.count
        address = core.address ?? ""
        let previewing = switch core.preview.state {
        case .previewing, .revealed, .choosing: true
        case .idle, .resolving, .committed, .dismissed, .acted: false
        }
        showsAddress = core.state.mode == .page && !previewing
    }
}
