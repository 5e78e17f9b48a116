// SPDX-License-Identifier: MIT
import InputEvents

/// The buttons of a front end (`SessionControl`).
extension BrowserSession {
    /// A button pressed. In the page mode: back and forward as a committed edge-pan, reload loads
    /// the current page again, start opens the start page in a tab on its start view, an address
    /// opens in the tab in front, the tabs button shows the overview, each dismissing a preview left
    /// for its actions; a preview's action or a click beside it as a tap there. In either mode: new
    /// tab opens one on the start page and brings it to the front, a URL handed over opens in a tab
    /// in front, close closes a tab; the tabs button in the overview goes back to the tab in front.
    /// A control that has nothing to do (the buttons are disabled then, `controls`, `canCloseTab`)
    /// and the page's buttons in the overview do nothing.
    mutating func handle(_ control: SessionControl, at time: Timestamp, into step: inout SessionStep) {
        if state.mode == .page {
            // Any button but an action's is a click beside the actions.
            let choice: LinkPreview.Input = if case .previewAction(let action) = control { .chose(action) } else { .dismiss }
            updatePreview(choice, at: time, into: &step)
        }
        switch (state.mode, control) {
        case (_, .newTab):
            appendTab(loading: configuration.start, focused: true, at: time, into: &step)
        case (_, .closeTab(let tab)):
            close(tab, into: &step)
        case (_, .openTab(let url)):
            if accepts(url) { openTab(url, at: time, into: &step) }
        case (.page, .overview):
            showOverview(into: &step)
        case (.overview, .overview):
            focus(selected, into: &step)
        case (_, .previewAction), (_, .dismissPreview), (.overview, .back), (.overview, .forward), (.overview, .reload), (.overview, .start),
             (.overview, .address):
            break
        case (.page, .address(let url)):
            enter(url, at: time, into: &step)
        case (.page, .back):
            go(.back, into: &step)
        case (.page, .forward):
            go(.forward, into: &step)
        case (.page, .reload):
            var tab = state.tabs[selected]
            guard let url = tab.current?.url else { return }
            let load = ledger.startLoad(inTab: tab.id)
            tab.progress = 0
            state.tabs[selected] = tab
            step.commands.append(.reload(load, url: url, tab: tab.id))
            step.changes.append(.tabSaved(tab, position: selected))
        case (.page, .start):
            guard state.tabs[selected].current == nil else { return }
            visit(configuration.start, inTab: selected, opensSite: true, at: time, into: &step)
        }
    }
}
