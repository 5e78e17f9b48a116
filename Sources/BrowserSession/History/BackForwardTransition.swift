// SPDX-License-Identifier: MIT
/// An interactive back or forward transition while an edge-pan is under way, for a front end to
/// draw the page sliding over (or off) the entry it would go to; it commits only if the pan ends
/// committed.
public struct BackForwardTransition: Hashable, Sendable {
    public enum Direction: Hashable, Sendable {
        /// From the left edge.
        case back
        /// From the right edge.
        case forward
    }

    public var direction: Direction
    /// How far the pan has come, 0 to 1 of the surface.
    public var progress: Double
    /// The entry the transition uncovers, the one it would go to: nil for the start view (back
    /// from the first page).
    public var destination: HistoryItem?

    public init(direction: Direction, progress: Double, destination: HistoryItem?) {
        self.direction = direction
        self.progress = progress
        self.destination = destination
    }
}
