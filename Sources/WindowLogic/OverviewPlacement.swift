// SPDX-License-Identifier: MIT
import BrowserSession
import Contacts

/// Where a layer of the tab overview is drawn (the grid of cards, or the page shrinking into its
/// card): the layer as laid out at rest (`TabOverview`'s normalised coordinates) scaled by `scale`
/// and moved by `dx`, `dy`, in normalised units of the page area: x' = x × scale + dx.
package struct OverviewPlacement: Hashable {
    package init(scale: Double, dx: Double, dy: Double) {
        (self.scale, self.dx, self.dy) = (scale, dx, dy)
    }

    package var scale: Double
    var dx: Double
    var dy: Double

    /// The layer at rest.
    package static let identity = OverviewPlacement(scale: 1, dx: 0, dy: 0)

    /// The layer at rest zoomed by `scale` about `focus`: what is under `focus` stays there.
    package static func zoomed(by scale: Double, about focus: Point) -> OverviewPlacement {
        OverviewPlacement(scale: scale, dx: focus.x * (1 - scale), dy: focus.y * (1 - scale))
    }

    /// The placement that draws the whole page area (the unit square) in `rect`: a page in its card.
    package static func page(in rect: Rect) -> OverviewPlacement {
        OverviewPlacement(scale: rect.width, dx: rect.x, dy: rect.y)
    }

    /// The placement that grows `rect` to the whole page area: the grid as its card becomes the page.
    package static func growing(_ rect: Rect) -> OverviewPlacement {
        OverviewPlacement(scale: 1 / rect.width, dx: -rect.x / rect.width, dy: -rect.y / rect.width)
    }

    /// `rect` drawn at this placement.
    package func apply(to rect: Rect) -> Rect {
        Rect(x: rect.x * scale + dx, y: rect.y * scale + dy, width: rect.width * scale, height: rect.height * scale)
    }

    /// The placement `fraction` (0 to 1) of the way from this one to `other`.
    func interpolated(to other: OverviewPlacement, _ fraction: Double) -> OverviewPlacement {
        OverviewPlacement(scale: scale + (other.scale - scale) * fraction, dx: dx + (other.dx - dx) * fraction,
                          dy: dy + (other.dy - dy) * fraction)
    }
}
