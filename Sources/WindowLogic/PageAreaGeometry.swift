// SPDX-License-Identifier: MIT
import Contacts

/// Where the page area (the web views, under the preview card) is, in window pixels, and what that
/// makes of a gesture's position. The session core takes positions normalised over the page area.
/// A touch sequence gives page-area pixels exactly. A device's normalised position is where the
/// finger is on the touchscreen: with the window fullscreen, the window is the screen, so it goes
/// through the window's size to the page area; otherwise the window's place on the screen is not
/// known (GTK 4 does not say it, Wayland never does) and the device's surface is taken for the page
/// area, as a replay and the headless site model do.
package struct PageAreaGeometry: Hashable {
    package init(windowWidth: Double, windowHeight: Double, x: Double, y: Double, width: Double, height: Double, fullscreen: Bool) {
        (self.windowWidth, self.windowHeight, self.x, self.y, self.width, self.height, self.fullscreen) = (windowWidth, windowHeight, x, y, width, height, fullscreen)
    }

    /// The window's size in pixels.
    var windowWidth: Double
    var windowHeight: Double
    /// The page area's frame in the window, in pixels.
    var x: Double
    var y: Double
    package var width: Double
    var height: Double
    /// The window covers its monitor.
    package var fullscreen: Bool

    /// `pixels` in the page area, normalised over it.
    package func position(ofPixels pixels: Point) -> Point {
        guard width > 0, height > 0 else { return pixels }
        return Point(x: pixels.x / width, y: pixels.y / height)
    }

    /// Where a device position (normalised over the touchscreen) is in the page area, in pixels;
    /// nil when the window is not fullscreen.
    package func pixels(ofDevice position: Point) -> Point? {
        guard fullscreen else { return nil }
        return Point(x: position.x * windowWidth - x, y: position.y * windowHeight - y)
    }

    /// A device position normalised over the page area: through the screen when fullscreen (a
    /// touch on the toolbar lands above 0, on no link), as it is otherwise.
    package func position(ofDevice position: Point) -> Point {
        pixels(ofDevice: position).map { self.position(ofPixels: $0) } ?? position
    }
}
