// SPDX-License-Identifier: MIT
import InputEvents

/// The tab overview: shown, drawn as cards, left by focusing a tab.
extension BrowserSession {
    /// The overview, with a fresh snapshot asked for of every tab that shows a page.
    mutating func showOverview(into step: inout SessionStep) {
        state.mode = .overview
        step.changes.append(.mode(.overview))
        for tab in state.tabs {
            guard let url = tab.current?.url else { continue }
            step.commands.append(.takeSnapshot(tab: tab.id, url: url))
        }
        step.commands.append(.showOverview(cards))
        step.events.append(.overviewShown)
    }

    /// The overview's cards, in the tabs' order.
    var cards: [OverviewCard] {
        state.tabs.map { OverviewCard(tab: $0.id, title: $0.current?.title ?? "") }
    }

    /// Brings the tab at `index` to the front, leaving the overview if it is shown; the tab left
    /// behind, when it shows a page, has its snapshot taken as it was left.
    mutating func focus(_ index: Int, into step: inout SessionStep) {
        let tab = state.tabs[index]
        if state.mode != .page {
            state.mode = .page
            step.changes.append(.mode(.page))
        }
        if state.selectedTab != tab.id {
            if let left = state.tabs.first(where: { $0.id == state.selectedTab }), let url = left.current?.url {
                step.commands.append(.takeSnapshot(tab: left.id, url: url))
            }
            state.selectedTab = tab.id
            step.changes.append(.selectedTab(tab.id))
        }
        step.commands.append(.focusTab(tab.id))
        step.events.append(.tabFocused(tab: tab.id, url: tab.current?.url))
    }
}
