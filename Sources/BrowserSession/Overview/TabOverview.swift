// SPDX-License-Identifier: MIT
import Contacts

/// The tab overview: a grid of thumbnails, one per tab in the session's order, and which thumbnail a
/// pinch-out or a tap focuses.
///
/// Layout, in the stream's normalised viewport coordinates ([0, 1]², y down): `columns` =
/// ⌈√n⌉ and `rows` = ⌈n / columns⌉, so the grid is never taller than wide. Every cell is a square of
/// side 1 / `columns` in normalised units (the viewport's own shape, scaled), the rows are centred
/// vertically, and tabs fill them left to right, top to bottom. A thumbnail is its cell less a
/// `margin` of the cell's side on every edge.
public struct TabOverview: Hashable, Sendable {
    /// The part of a cell's side left empty around its thumbnail on each edge.
    public static let margin = 0.1
    /// Areas or distances closer than this are a tie (floating point noise, not a real difference).
    public static let tieEpsilon = 1e-9
    /// A pinch-out on the overview released at this scale or past it focuses a tab; released
    /// before, the grid springs back. Half as wide again: a deliberate spread, not fingers
    /// settling on the glass, and reached comfortably with two fingers of one hand.
    public static let criticalScale = 1.5
    /// How far past `criticalScale` the title bars take to fade out completely.
    public static let titleFade = 0.25

    /// The thumbnail of each tab, in the session's tab order.
    public let thumbnails: [Rect]

    /// The layout for `count` tabs.
    public init(count: Int) {
        guard count > 0 else {
            thumbnails = []
            return
        }
        let columns = Int(Double(count).squareRoot().rounded(.up))
        let rows = (count + columns - 1) / columns
        let cell = 1 / Double(columns)
        let top = (1 - Double(rows) * cell) / 2
        let inset = cell * Self.margin
        thumbnails = (0..<count).map { index in
            Rect(x: Double(index % columns) * cell + inset, y: top + Double(index / columns) * cell + inset,
                 width: cell - 2 * inset, height: cell - 2 * inset)
        }
    }

    /// The close button of each thumbnail, in the same order: a square (in the viewport's shape) of
    /// `buttonSide` of the thumbnail at its top left corner, in its title bar.
    public var closeButtons: [Rect] {
        thumbnails.map { Rect(x: $0.x, y: $0.y, width: $0.width * Self.buttonSide, height: $0.height * Self.buttonSide) }
    }

    /// The part of a thumbnail's side its close button takes: a fingertip on the smallest grids.
    public static let buttonSide = 0.15

    /// The new-tab button: at the bottom middle of the viewport, below or between the thumbnails of
    /// most grids (it is on top where it overlaps one).
    public static let newTabButton = Rect(x: 0.46, y: 0.92, width: 0.08, height: 0.07)

    /// A button of the overview.
    public enum Button: Hashable, Sendable {
        /// The close button of the thumbnail at this index.
        case close(Int)
        /// The new-tab button.
        case newTab
    }

    /// The button under `point` (a tap): the new-tab button first, then a close button.
    public func button(at point: Point) -> Button? {
        if Self.newTabButton.contains(point) { return .newTab }
        return closeButtons.firstIndex { $0.contains(point) }.map(Button.close)
    }

    /// The thumbnail under `point` (a tap), nil in the gaps.
    public func thumbnail(at point: Point) -> Int? {
        thumbnails.firstIndex { $0.contains(point) }
    }

    /// The thumbnail a pinch-out focuses: every thumbnail zoomed about the focal point `focus` by
    /// `scale`, then the `mostVisible` of them. Nil only without tabs.
    public func focus(pinchAt focus: Point, scale: Double) -> Int? {
        Self.mostVisible(thumbnails.map { rect in
            Rect(x: focus.x + (rect.x - focus.x) * scale, y: focus.y + (rect.y - focus.y) * scale,
                 width: rect.width * scale, height: rect.height * scale)
        })
    }

    /// How opaque the title bars are with the grid zoomed by `scale`: opaque up to
    /// `criticalScale`, transparent from `criticalScale + titleFade`, linear between, so the top
    /// of each snapshot shows as the fingers pass the point where releasing focuses a tab.
    public static func titleOpacity(atScale scale: Double) -> Double {
        min(max((criticalScale + titleFade - scale) / titleFade, 0), 1)
    }

    /// The rect covering most of the viewport; of those tied, the one whose centre is nearest the
    /// viewport's centre; of those still tied, the first. Nil only for no rects.
    public static func mostVisible(_ rects: [Rect]) -> Int? {
        let candidates = rects.enumerated().map { (index: $0, area: visibleArea(of: $1), distance: distanceToCentre(of: $1)) }
        guard let largest = candidates.map(\.area).max() else { return nil }
        let biggest = candidates.filter { largest - $0.area <= tieEpsilon }
        guard let nearest = biggest.map(\.distance).min() else { return nil }
        return biggest.first { $0.distance - nearest <= tieEpsilon }?.index
    }

    /// The area of `rect` inside the viewport [0, 1]².
    static func visibleArea(of rect: Rect) -> Double {
        let width = min(rect.x + rect.width, 1) - max(rect.x, 0)
        let height = min(rect.y + rect.height, 1) - max(rect.y, 0)
        return max(width, 0) * max(height, 0)
    }

    /// The distance from the centre of `rect` to the viewport's centre.
    static func distanceToCentre(of rect: Rect) -> Double {
        let dx = rect.x + rect.width / 2 - 0.5
        let dy = rect.y + rect.height / 2 - 0.5
        return (dx * dx + dy * dy).squareRoot()
    }
}
