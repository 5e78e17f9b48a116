// SPDX-License-Identifier: MIT
import Gestures

/// Edge-pans and the history buttons: back and forward in the selected tab's list.
extension BrowserSession {
    /// An edge-pan from the left (right) edge: while it goes on, the renderer shows the page moving
    /// over the entry behind (ahead of) it; ended committed, it goes there (the renderer completes
    /// the move); ended short or cancelled, the page springs back. Where there is nowhere to go
    /// the page does not move, as WKWebView's swipe does not begin without a back or forward item.
    mutating func pan(_ phase: GesturePhase, from edge: Edge, progress: Double, committed: Bool, into step: inout SessionStep) {
        let direction: BackForwardTransition.Direction
        switch edge {
        case .left: direction = .back
        case .right: direction = .forward
        case .top, .bottom: return
        }
        // A preview or a pinch on screen keeps it: the page does not move.
        guard screenOwner.admits(.edgePan) else { return }
        let shown = transition != nil
        screenOwner = .nobody
        let tab = state.tabs[selected]
        switch phase {
        case .began, .changed:
            var history = tab.history
            if history.go(direction) {
                let moving = BackForwardTransition(direction: direction, progress: min(max(progress, 0), 1), destination: history.current)
                screenOwner = .transition(moving)
                step.commands.append(.showTransition(moving, tab: tab.id))
                return
            }
        case .ended:
            if committed, tab.history.canGo(direction) { return go(direction, into: &step) }
        case .cancelled:
            break
        }
        if shown { step.commands.append(.cancelTransition(tab: tab.id)) }
    }

    /// Goes back or forward in the selected tab's list, whatever the renderer is loading: the
    /// renderer is sent to the entry the list is now on. Nothing when there is nowhere to go.
    mutating func go(_ direction: BackForwardTransition.Direction, into step: inout SessionStep) {
        var tab = state.tabs[selected]
        guard tab.history.go(direction) else { return }
        let target: NavigationTarget
        if let url = tab.current?.url {
            let load = ledger.startLoad(inTab: tab.id)
            target = .page(url: url, load: load)
        } else {
            ledger.stopFollowing(tab.id)
            target = .startView
        }
        step.commands.append(.go(direction, to: target, tab: tab.id))
        arrive(&tab, into: &step)
        state.tabs[selected] = tab
        step.changes.append(.tabSaved(tab, position: selected))
        let url = tab.current?.url
        step.events.append(direction == .back ? .back(url: url) : .forward(url: url))
    }
}
