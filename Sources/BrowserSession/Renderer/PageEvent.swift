// SPDX-License-Identifier: MIT
/// What the renderer tells the session core, whenever it happens: the answers to the core's
/// commands and what the page did by itself. Load events name the load they belong to; the core
/// ignores those of a load it no longer follows (superseded by another, or the tab went back).
public enum PageEvent: Hashable, Sendable {
    /// The load started (WebKit's `WEBKIT_LOAD_STARTED`).
    case loadStarted(LoadID)
    /// The load committed at `url`: different from the URL asked for after a server redirect.
    case loadCommitted(LoadID, url: String)
    /// How far the load has come, 0 to 1.
    case loadProgress(LoadID, Double)
    /// The load finished.
    case loadFinished(LoadID)
    /// The load failed or was stopped; the tab stays on the page it names.
    case loadFailed(LoadID)
    /// The page of the load has this title (when it loads, or later when a script changes it).
    case titleChanged(LoadID, String)
    /// The page in `tab` asks to go to `url` (a native click, a script setting `location`,
    /// `window.open`); the renderer holds it and loads it only if the core answers with `load`.
    case navigationRequested(tab: TabID, url: String)
    /// The page in `tab` moved to `url` without a load (`history.pushState`, a fragment): done,
    /// the core records it.
    case pageNavigated(tab: TabID, url: String)
    /// The renderer's back/forward list of `tab` changed by something the core did not ask for
    /// (pruned, `history.replaceState`); the core takes it unless one of its own loads is pending there.
    case backForwardListChanged(tab: TabID, history: BackForwardList)
    /// The renderer's own record of `tab`'s list changed (after a load committed or finished, or its
    /// list changed): the core keeps it with the tab for the store. nil when the renderer has none to
    /// give (its list is empty): the core keeps the one it has, so a renderer that never got as far as
    /// a page cannot wipe a stored list.
    case sessionStateChanged(tab: TabID, state: RendererSessionState?)
    /// The answer to `hitTest`: the link under the point, or none.
    case hitTestResult(HitTestID, link: Link?)
    /// The answer to `takeSnapshot`: the snapshot's size and an identifier of its pixels.
    case snapshotTaken(tab: TabID, url: String, width: Int, height: Int, key: String)
}
