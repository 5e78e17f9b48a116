// SPDX-License-Identifier: MIT
import Contacts
import Gestures
import InputEvents
import WebAddress

/// Pinches: on a page they zoom it or shrink it into the overview, over the overview they zoom its
/// grid; both draw with the fingers while they last (`OverviewZoom`).
extension BrowserSession {
    /// A pinch over a page: closing fingers shrink the page over the grid, and lifted below
    /// `overviewScale` open the overview; otherwise the page zooms by the scale when they lift. It
    /// first dismisses a preview left for its actions; a preview or a transition still on screen
    /// keeps the screen, and the pinch does nothing.
    mutating func pinchPage(_ phase: GesturePhase, scale: Double, focalPoint: Point, time: Timestamp, into step: inout SessionStep) {
        switch phase {
        case .began:
            updatePreview(.dismiss, at: time, into: &step)
        case .changed:
            // Fingers spreading show nothing: they zoom the page when they lift.
            guard scale.isFinite, scale > 0, scale < 1 || overviewZoom != nil, screenOwner.admits(.pinch) else { return }
            showZoom(OverviewZoom(subject: .page(state.selectedTab), scale: min(scale, 1), focus: focalPoint), into: &step)
        case .ended:
            guard screenOwner.admits(.pinch) else { return }
            let shown = endZoom()
            guard scale.isFinite, scale > 0 else {
                if shown { step.commands.append(.cancelOverviewZoom) }
                return
            }
            if scale < Self.overviewScale { return showOverview(into: &step) }
            if shown { step.commands.append(.cancelOverviewZoom) }
            zoom(by: scale, into: &step)
        case .cancelled:
            if endZoom() { step.commands.append(.cancelOverviewZoom) }
        }
    }

    /// A pinch over the overview zooms its grid with the fingers and, released at
    /// `TabOverview.criticalScale` or past it, focuses the tab `TabOverview` names.
    mutating func pinchGrid(_ phase: GesturePhase, scale: Double, focalPoint: Point, into step: inout SessionStep) {
        switch phase {
        case .began:
            // It shows itself as it moves.
            break
        case .changed:
            guard scale.isFinite, scale > 0, screenOwner.admits(.pinch) else { return }
            showZoom(OverviewZoom(subject: .grid, scale: scale, focus: focalPoint), into: &step)
        case .ended:
            guard screenOwner.admits(.pinch) else { return }
            _ = endZoom()
            // Released before the critical scale (or pinched in, past the grid's end): back to rest.
            guard scale.isFinite, scale >= TabOverview.criticalScale,
                  let index = TabOverview(count: state.tabs.count).focus(pinchAt: focalPoint, scale: scale)
            else {
                step.commands.append(.cancelOverviewZoom)
                return
            }
            focus(index, into: &step)
        case .cancelled:
            if endZoom() { step.commands.append(.cancelOverviewZoom) }
        }
    }

    /// A pinch under way, for the renderer to draw with the fingers.
    mutating func showZoom(_ zoom: OverviewZoom, into step: inout SessionStep) {
        screenOwner = .overviewZoom(zoom)
        step.commands.append(.showOverviewZoom(zoom, cards: cards))
    }

    /// Frees the screen of a pinch's zoom, saying whether one was shown (to be sprung back or completed).
    mutating func endZoom() -> Bool {
        guard overviewZoom != nil else { return false }
        screenOwner = .nobody
        return true
    }

    /// Zooms the selected tab's page by `scale`, clamped, and remembers the zoom for its host: every
    /// tab on that host follows. Nothing on the start view or when the clamp leaves the zoom as it was.
    mutating func zoom(by scale: Double, into step: inout SessionStep) {
        let tab = state.tabs[selected]
        guard let url = tab.current?.url else { return }
        let zoom = min(max(tab.zoom * scale, Self.zoomRange.lowerBound), Self.zoomRange.upperBound)
        guard zoom != tab.zoom else { return }
        // A page without a host (a file) zooms alone.
        let host = NavigationPolicy.host(of: url, idna: configuration.idna)
        for index in state.tabs.indices where index == selected || host != nil && state.tabs[index].current.flatMap({ NavigationPolicy.host(of: $0.url, idna: configuration.idna) }) == host {
            state.tabs[index].zoom = zoom
            step.changes.append(.tabSaved(state.tabs[index], position: index))
            step.commands.append(.setZoom(zoom, tab: state.tabs[index].id))
        }
        if let host {
            state.zoomByHost[host] = zoom
            step.changes.append(.hostZoom(host: host, scale: zoom))
        }
        step.events.append(.zoom(scale: zoom))
    }
}
