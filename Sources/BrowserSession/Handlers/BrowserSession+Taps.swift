// SPDX-License-Identifier: MIT
import Contacts
import Gestures
import InputEvents

/// A tap on a page is the page's click; a tap in the overview presses its button or picks its card.
extension BrowserSession {
    /// The page sees a click; what it asks for comes back as `navigationRequested`.
    func click(at point: Point, into step: inout SessionStep) {
        let tab = state.tabs[selected]
        guard tab.current != nil else { return }
        step.commands.append(.click(at: point, tab: tab.id))
    }

    /// A tap in the overview: on a button, as a click on it; else on a card, focusing its tab.
    mutating func tapOverview(at point: Point, time: Timestamp, into step: inout SessionStep) {
        let overview = TabOverview(count: state.tabs.count)
        switch overview.button(at: point) {
        case .newTab: handle(.newTab, at: time, into: &step)
        case .close(let index): handle(.closeTab(state.tabs[index].id), at: time, into: &step)
        case nil: if let index = overview.thumbnail(at: point) { focus(index, into: &step) }
        }
    }
}
