// SPDX-License-Identifier: MIT
import Contacts

/// What the session core asks of the renderer (the headless site model, or a WebKit window). A
/// renderer may answer at once or late, with `PageEvent`s; the core never waits for an answer.
public enum PageCommand: Hashable, Sendable {
    /// Load `url` in `tab` as a new page (the core has already put it in the tab's list); the
    /// renderer creates the tab's view the first time a command names it.
    case load(LoadID, url: String, tab: TabID)
    /// Go back or forward in `tab` to `target`, the entry the core's list is now on. A renderer whose
    /// own list is elsewhere (a load not committed yet, a list not restored) loads `target` instead.
    case go(BackForwardTransition.Direction, to: NavigationTarget, tab: TabID)
    /// Show `tab`'s page moved by an edge-pan under way, over the entry it would go to (sent on
    /// every move of the pan). A `go` in the same direction completes it; `cancelTransition`
    /// springs it back.
    case showTransition(BackForwardTransition, tab: TabID)
    /// Spring the transition shown on `tab` back: the pan ended short, was cancelled, or can no
    /// longer go where it was going.
    case cancelTransition(tab: TabID)
    /// Load `tab`'s current page, `url`, again as `load`; its list stays as it is.
    case reload(LoadID, url: String, tab: TabID)
    /// Rebuild `tab` as the store kept it (at session start): its list, its zoom, the renderer's own
    /// record of the list when it left one (`state`; the renderer restores it before it loads, and
    /// loads the current page without it when it cannot), and a load of its current page. A tab on
    /// its start view has no load (nil): only its renderer's list is restored, for its forward.
    case restore(LoadID?, history: BackForwardList, zoom: Double, state: RendererSessionState?, tab: TabID)
    /// Show the preview of `link.href` over the page, grown from the link's rect.
    case showPreview(Link)
    /// Reveal the actions under the preview of `url`: the card slides up from
    /// `PreviewLayout.peeking` to `PreviewLayout.revealed`, the actions' rows under it.
    case showPreviewActions(url: String)
    /// Take the preview of `url` away (released, cancelled, an action chosen, or become the page).
    case hidePreview(url: String)
    /// Put `url` on the clipboard (a preview's Copy Link).
    case copyLink(url: String)
    /// Set the page zoom of `tab`.
    case setZoom(Double, tab: TabID)
    /// Show the tab overview with its cards in the session's tab order (snapshots of the tabs are
    /// asked for separately); a page shrinking with the fingers (`showOverviewZoom`) lands in its card.
    case showOverview([OverviewCard])
    /// Show a pinch under way (`OverviewZoom`) over the overview's `cards`: sent on every move of
    /// the pinch. `showOverview` or `focusTab` completes it; `cancelOverviewZoom` springs it back.
    case showOverviewZoom(OverviewZoom, cards: [OverviewCard])
    /// Spring the pinch shown by `showOverviewZoom` back: the page back to full size (then zoomed as
    /// the pinch asked, if it did), or the grid back to rest.
    case cancelOverviewZoom
    /// Bring `tab` to the front, leaving the overview (from its card, grown to the page).
    case focusTab(TabID)
    /// `tab` is closed: the renderer lets go of its view and whatever it holds of it.
    case closeTab(TabID)
    /// Take a snapshot of `tab`'s page (at `url`) for the overview; answered by `snapshotTaken`.
    /// Asked when the page has finished loading, when the tab is left for another and when the
    /// overview opens; a renderer that no longer shows the tab's page live (a suspended tab) may
    /// answer nothing: its last snapshot stands.
    case takeSnapshot(tab: TabID, url: String)
    /// Find the link under `point` on `tab`'s page; answered by `hitTestResult`.
    case hitTest(HitTestID, at: Point, tab: TabID)
    /// Click at `point` on `tab`'s page, as a finger's tap there would: the page sees the click, and
    /// a navigation it starts comes back as `navigationRequested`, which the policy decides as for
    /// any click. A click that starts nothing is answered by nothing.
    case click(at: Point, tab: TabID)
}

/// Where a back or forward move lands.
public enum NavigationTarget: Hashable, Sendable {
    /// The tab's empty state before its first page: nothing loads.
    case startView
    /// The page at `url`, loaded as `load`.
    case page(url: String, load: LoadID)
}
