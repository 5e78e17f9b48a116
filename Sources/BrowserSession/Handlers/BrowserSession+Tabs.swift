// SPDX-License-Identifier: MIT
import InputEvents
import WebAddress

/// Tabs and their pages: where a URL opens by the tab's policy and the session's scope, tabs
/// appended and closed, and each load asked of the renderer.
extension BrowserSession {
    /// Opens `url` by the tab's policy: in the tab at `index`; else where the scope sends pages
    /// outside it (a site file's to the system browser with every tab unchanged, the browsing
    /// mode's to a tab of its own in front); refused URLs do nothing.
    mutating func open(_ url: String, inTab index: Int, at time: Timestamp, into step: inout SessionStep) {
        switch (policy(ofTab: index).decide(url), configuration.scope.elsewhere) {
        case (.inApp, _):
            visit(url, inTab: index, at: time, into: &step)
        case (.external, .session):
            openTab(url, at: time, into: &step)
        case (.external, .systemBrowser):
            step.handOffs.append(url)
            step.events.append(.navigated(url: url, mode: .external))
        case (.refused, _):
            break
        }
    }

    /// An address entered for the tab in front: in the browsing mode any URL the session accepts
    /// loads there (it may take the tab to another site); with a site file, as a link (`open`).
    mutating func enter(_ url: String, at time: Timestamp, into step: inout SessionStep) {
        switch configuration.scope.elsewhere {
        case .session: if accepts(url) { visit(url, inTab: selected, opensSite: true, at: time, into: &step) }
        case .systemBrowser: open(url, inTab: selected, at: time, into: &step)
        }
    }

    /// A new tab after the others, loading `url` behind the selected one, when the session keeps it
    /// (with a site file, when its policy keeps it in the app; in the browsing mode, any site);
    /// otherwise as `open` (handed off, or refused).
    mutating func openInNewTab(_ url: String, at time: Timestamp, into step: inout SessionStep) {
        switch (policy(ofTab: selected).decide(url), configuration.scope.elsewhere) {
        case (.inApp, _), (.external, .session): appendTab(loading: url, focused: false, at: time, into: &step)
        case (.external, .systemBrowser), (.refused, _): open(url, inTab: selected, at: time, into: &step)
        }
    }

    /// `url` in a tab of its own, brought to the front (out of the overview): a URL handed to the
    /// session, or a link to another site in the browsing mode. The tab in front takes it instead
    /// when it has never been anywhere, which a new tab would leave empty behind.
    mutating func openTab(_ url: String, at time: Timestamp, into step: inout SessionStep) {
        if state.mode == .page, state.tabs[selected].history.isEmpty {
            return visit(url, inTab: selected, opensSite: true, at: time, into: &step)
        }
        appendTab(loading: url, focused: true, at: time, into: &step)
    }

    /// A new tab after the others, opening `url` as a site of its own, and brought to the front
    /// (out of the overview) when `focused`.
    mutating func appendTab(loading url: String, focused: Bool, at time: Timestamp, into step: inout SessionStep) {
        let id = nextTab()
        state.tabs.append(Tab(id: id))
        load(url, inTab: state.tabs.count - 1, opensSite: true, at: time, into: &step)
        step.events.append(.tabOpened(tab: id, url: url))
        if focused { focus(state.tabs.count - 1, into: &step) }
    }

    /// Closes `id`: the store drops it with its snapshot, the renderer its view. The tab after it
    /// (the one before, when it was the last) takes its place in front when it was selected, and
    /// is focused in the page mode; closing the only tab leaves a new one on its start view.
    mutating func close(_ id: TabID, into step: inout SessionStep) {
        guard let index = state.tabs.firstIndex(where: { $0.id == id }), state.tabs.count > 1 || !state.tabs[index].history.isEmpty else { return }
        if id == state.selectedTab, transition != nil {
            screenOwner = .nobody
            step.commands.append(.cancelTransition(tab: id))
        }
        state.tabs.remove(at: index)
        ledger.forget(id)
        step.changes.append(.tabClosed(id))
        step.commands.append(.closeTab(id))
        step.events.append(.tabClosed(tab: id))
        if state.tabs.isEmpty {
            let fresh = Tab(id: nextTab())
            state.tabs.append(fresh)
            step.changes.append(.tabSaved(fresh, position: 0))
        }
        // The overview draws its grid again, without the closed tab's card.
        if state.mode == .overview { step.commands.append(.showOverview(cards)) }
        guard id == state.selectedTab else { return }
        let next = state.tabs[min(index, state.tabs.count - 1)]
        state.selectedTab = next.id
        step.changes.append(.selectedTab(next.id))
        guard state.mode == .page else { return }
        step.commands.append(.focusTab(next.id))
        step.events.append(.tabFocused(tab: next.id, url: next.current?.url))
    }

    private mutating func nextTab() -> TabID {
        lastTab += 1
        return TabID(lastTab)
    }

    /// A new page in the tab at `index`, reported as navigated in the app (`load`).
    mutating func visit(_ url: String, inTab index: Int, opensSite: Bool = false, at time: Timestamp, into step: inout SessionStep) {
        load(url, inTab: index, opensSite: opensSite, at: time, into: &step)
        step.events.append(.navigated(url: url, mode: .inApp))
    }

    /// A new page in a tab: its list visits it (titled by its URL until the page says otherwise),
    /// global history records the visit, and the renderer loads it. A load that `opensSite` (an
    /// address, the start page, a link to another site, a URL handed over) may land on any site
    /// the session would open (`keepsLanding`).
    private mutating func load(_ url: String, inTab index: Int, opensSite: Bool, at time: Timestamp, into step: inout SessionStep) {
        var tab = state.tabs[index]
        tab.history.visit(HistoryItem(url: url, title: url))
        let load = opensSite ? ledger.startSiteLoad(inTab: tab.id) : ledger.startLoad(inTab: tab.id)
        step.commands.append(.load(load, url: url, tab: tab.id))
        arrive(&tab, into: &step)
        state.tabs[index] = tab
        step.changes += [.tabSaved(tab, position: index), .visit(url: url, title: url, at: time)]
    }

    /// The tab's current page starts loading at the zoom remembered for its host; the start view is
    /// complete at 1×. The renderer is told of a new zoom.
    func arrive(_ tab: inout Tab, into step: inout SessionStep) {
        let zoom: Double
        if let url = tab.current?.url {
            tab.progress = 0
            zoom = NavigationPolicy.host(of: url, idna: configuration.idna).flatMap { state.zoomByHost[$0] } ?? 1
        } else {
            tab.progress = 1
            zoom = 1
        }
        guard zoom != tab.zoom else { return }
        tab.zoom = zoom
        step.commands.append(.setZoom(zoom, tab: tab.id))
    }
}
