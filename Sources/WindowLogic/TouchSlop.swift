// SPDX-License-Identifier: MIT
import Contacts

/// Which moves of a touch WebKit is not sent: those within `radius` of where the touch landed,
/// until its first move past it (then that one and every later one). Chromium suppresses a
/// touch's moves in the same slop before the page sees them; WebKitGTK passes every one, so a
/// still press (its force rising to a peek moves the finger a pixel or two) gave the page a
/// `touchmove` before peekpop's claim, and a library that drags on any move (SortableJS without a
/// delay) started a drag there and swallowed the next click after peekpop's cancel. The touch's
/// begin and end always go to WebKit: a tap stays a tap.
package struct TouchSlop {
    /// Chromium's, in page-area pixels (`max_touch_move_in_pixels_for_click`): the distance within
    /// which a finger that lifts is still a tap.
    static let chromiumRadius = 15.0

    let radius: Double
    /// Where each touch still within its slop landed.
    private var landed: [TouchSequenceID: Point] = [:]

    package init(radius: Double = Self.chromiumRadius) {
        self.radius = radius
    }

    /// The touch `id` landed at `point` (page-area pixels).
    package mutating func began(_ id: TouchSequenceID, at point: Point) {
        landed[id] = point
    }

    /// Whether the move of `id` to `point` is held back from WebKit: the touch has not yet left
    /// its slop. A touch whose begin was not seen is not held.
    package mutating func holdsBack(_ id: TouchSequenceID, movedTo point: Point) -> Bool {
        guard let start = landed[id] else { return false }
        let (dx, dy) = (point.x - start.x, point.y - start.y)
        guard dx * dx + dy * dy > radius * radius else { return true }
        landed[id] = nil
        return false
    }

    /// The touch `id` lifted or was cancelled (GTK may reuse its id for a later touch).
    package mutating func ended(_ id: TouchSequenceID) {
        landed[id] = nil
    }
}
