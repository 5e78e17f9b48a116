// SPDX-License-Identifier: MIT
import Contacts

/// What a pinch under way does to the tab overview, for a front end to draw with the fingers: on a
/// page, the page shrinking towards its card over the grid; on the overview, the grid zoomed. A
/// `showOverview` or `focusTab` completes it; `cancelOverviewZoom` springs it back.
public struct OverviewZoom: Hashable, Sendable {
    /// What the fingers hold.
    public enum Subject: Hashable, Sendable {
        /// The page of this tab (the selected one), scaled over the grid behind it.
        case page(TabID)
        /// The overview's grid.
        case grid
    }

    public var subject: Subject
    /// How far the fingers have spread (> 1) or closed (< 1) since the pinch began; a page is
    /// never drawn larger than the viewport, so its scale is at most 1.
    public var scale: Double
    /// The focal point of the pinch, in the stream's normalised coordinates: what is under it
    /// stays under it.
    public var focus: Point

    public init(subject: Subject, scale: Double, focus: Point) {
        self.subject = subject
        self.scale = scale
        self.focus = focus
    }
}
