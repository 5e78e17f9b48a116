// SPDX-License-Identifier: MIT
import Contacts

/// Where the link preview's card and its actions are, in the page area's normalised coordinates
/// ([0, 1]², y down), so the headless site model and the window agree and a tap chooses the same
/// action in both.
///
/// While peeking the card is centred with the page around it visible (blurred), as iOS showed it.
/// Once the finger has slid up `revealDistance`, the actions are revealed: `PreviewAction.allCases`
/// stacked at the bottom of the page area, each `actionHeight` tall, `gap` apart and as wide as
/// the card, and the card slid up by as much as it takes to end `gap` above them (past the top of
/// the page area, as on iOS).
public struct PreviewLayout: Hashable, Sendable {
    /// How far up (a fraction of the surface's height) the finger slides during a peek to reveal
    /// the actions: further than a finger drifts while pressing (the slop is a few millimetres),
    /// short enough to reach without lifting on a phone-sized or a laptop-sized screen.
    public static let revealDistance = 0.1
    /// A slide this much short of `revealDistance` still reaches it: floating point noise, not a
    /// real difference.
    public static let tolerance = 1e-9
    /// The height of one action's row.
    public static let actionHeight = 0.075
    /// The space between rows, between the card and the first row, and under the last row.
    public static let gap = 0.015

    /// The card while peeking.
    public static let peeking = PreviewLayout(card: Rect(x: 0.12, y: 0.1, width: 0.76, height: 0.8), actions: [:])

    /// The card slid up and the actions under it.
    public static let revealed: PreviewLayout = {
        let card = peeking.card
        let rows = Double(PreviewAction.allCases.count)
        let top = 1 - gap - rows * actionHeight - (rows - 1) * gap
        var actions: [PreviewAction: Rect] = [:]
        for (index, action) in PreviewAction.allCases.enumerated() {
            actions[action] = Rect(x: card.x, y: top + Double(index) * (actionHeight + gap), width: card.width, height: actionHeight)
        }
        return PreviewLayout(card: Rect(x: card.x, y: top - gap - card.height, width: card.width, height: card.height), actions: actions)
    }()

    /// The preview's card.
    public let card: Rect
    /// Each action's row; none while peeking.
    public let actions: [PreviewAction: Rect]

    /// Whether a finger that began a peek at `start` and is at `point` now has slid up far enough
    /// to reveal the actions.
    public static func reveals(slidFrom start: Point, to point: Point) -> Bool {
        start.y - point.y >= revealDistance - tolerance
    }

    /// The action whose row is under `point`, nil elsewhere (the card included).
    public func action(at point: Point) -> PreviewAction? {
        PreviewAction.allCases.first { actions[$0]?.contains(point) == true }
    }
}
