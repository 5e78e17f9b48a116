// SPDX-License-Identifier: MIT
import CWebKit
import WindowLogic

/// The page behind the preview card, blurred and dimmed as the CSS `filter: blur(6px)
/// brightness(0.85)` it had before looked, but once per preview: the page is rendered at an eighth
/// of its size, box-blurred three times (close to a Gaussian) and dimmed, and the backdrop's
/// picture scales that texture up as it draws it. (Rendering the page at full size and shrinking
/// its pixels here took three times as long, most of it in downloading the texture.)
enum BlurredBackdrop {
    /// The Gaussian's standard deviation in page pixels. GTK's cairo renderer drew CSS `blur(6px)`
    /// about twice as wide as the CSS standard deviation (compared on the tests' screenshots).
    static let sigma = 12.0
    /// How much the page is shrunk before blurring. An eighth leaves one box blur of radius 1: with
    /// the shrinking's averaging and the bilinear scaling up, close to `sigma`.
    static let factor = 8
    /// Box blurs per axis: three are close to a Gaussian.
    static let passes = 3
    /// CSS `brightness(0.85)`.
    static let brightness = 0.85

    /// What `widget` shows, blurred and dimmed, at `factor` times smaller than the widget; nil
    /// when the widget is not shown.
    static func texture(of widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
        guard let page = try? RenderedTexture.of(widget, scale: 1 / Double(factor)) else { return nil }
        defer { GObject.release(page) }
        return RenderedTexture.texture(of: blurred(RenderedTexture.pixels(of: page)))
    }

    /// `page` at `factor` times smaller, made opaque, blurred and dimmed: what the backdrop shows,
    /// to be scaled back up.
    static func blurred(_ page: PremultipliedImage) -> PremultipliedImage {
        page.opaque().blurred(radius: PremultipliedImage.radius(sigma: sigma / Double(factor), passes: passes), passes: passes).dimmed(by: brightness)
    }
}
