// SPDX-License-Identifier: MIT
/// The one gesture that holds the screen, drawn over the page (or the overview) until it ends: a
/// link preview, an edge-pan's transition or a pinch's overview zoom, never two at once
/// (`ScreenOwner.md`). While one holds it, another gesture's attempt to show itself is ignored. A
/// preview left for its actions (`LinkPreview.State.choosing`) yields to the next gesture: a tap or
/// a peek chooses or dismisses, a pinch or an edge-pan dismisses it and goes on.
public enum ScreenOwner: Hashable, Sendable {
    /// Nothing over the page or the overview (`SessionMode` says which): the screen is free.
    case nobody
    /// A peek's preview, from its hit-test until it is committed, dismissed or acted on; the
    /// machine is never at rest here (`LinkPreview.isAtRest`: the screen is free again then).
    case preview(LinkPreview)
    /// An edge-pan moving the selected tab's page over the entry behind or ahead of it.
    case transition(BackForwardTransition)
    /// A pinch shrinking the page into the overview, or zooming the overview's grid.
    case overviewZoom(OverviewZoom)

    /// The gestures that show something over the page while they last.
    enum Claimant {
        case peek
        case edgePan
        case pinch
    }

    /// Whether `claimant`'s gesture may show itself: the screen is free, or already its.
    func admits(_ claimant: Claimant) -> Bool {
        switch (self, claimant) {
        case (.nobody, _), (.preview, .peek), (.transition, .edgePan), (.overviewZoom, .pinch):
            true
        case (.preview, .edgePan), (.preview, .pinch), (.transition, .peek), (.transition, .pinch),
             (.overviewZoom, .peek), (.overviewZoom, .edgePan):
            false
        }
    }

    /// The preview on screen, nil when something else (or nothing) holds it.
    public var preview: LinkPreview? {
        guard case .preview(let preview) = self else { return nil }
        return preview
    }

    /// The transition on screen, nil when something else (or nothing) holds it.
    public var transition: BackForwardTransition? {
        guard case .transition(let transition) = self else { return nil }
        return transition
    }

    /// The overview zoom on screen, nil when something else (or nothing) holds it.
    public var overviewZoom: OverviewZoom? {
        guard case .overviewZoom(let zoom) = self else { return nil }
        return zoom
    }
}
