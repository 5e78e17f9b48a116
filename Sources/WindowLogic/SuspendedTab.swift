// SPDX-License-Identifier: MIT
import BrowserSession

/// A tab without a live web view: one not in front whose view the renderer let go of once it had
/// nothing under way, or one restored at launch behind the selected one and not shown since. What
/// it keeps brings it back as a relaunch does (`PageCommand.restore`): WebKit's own list (with its
/// scroll positions), the zoom, and its current page loaded as the core's load `load`, so the
/// core hears of it as the load it already follows. Twenty tabs cost one live page, not twenty.
package struct SuspendedTab {
    package init(load: LoadID?, history: BackForwardList, zoom: Double, state: RendererSessionState?) {
        self.load = load
        self.history = history
        self.zoom = zoom
        self.state = state
    }

    /// The load the page is brought back as; nil on the start view (only the list comes back).
    package var load: LoadID?
    /// The tab's list, for the page to load when WebKit's own cannot be restored.
    package var history: BackForwardList
    package var zoom: Double
    /// WebKit's serialised list; nil when it had none.
    package var state: RendererSessionState?
}
