// SPDX-License-Identifier: MIT
/// The page behind the preview card as pixels, blurred and dimmed as the CSS `filter: blur(6px)
/// brightness(0.85)` it had before looked, but once per preview: the window renders the page at
/// an eighth of its size (`BlurredBackdrop`), this box-blurs it three times (close to a Gaussian)
/// and dims it, and the backdrop's picture scales it up as it draws it.
package enum BackdropImage {
    /// The Gaussian's standard deviation in page pixels. GTK's cairo renderer drew CSS `blur(6px)`
    /// about twice as wide as the CSS standard deviation (compared on the tests' screenshots).
    package static let sigma = 12.0
    /// How much the page is shrunk before blurring. An eighth leaves one box blur of radius 1: with
    /// the shrinking's averaging and the bilinear scaling up, close to `sigma`.
    package static let factor = 8
    /// Box blurs per axis: three are close to a Gaussian.
    package static let passes = 3
    /// CSS `brightness(0.85)`.
    package static let brightness = 0.85

    /// `page` at `factor` times smaller, made opaque, blurred and dimmed: what the backdrop shows,
    /// to be scaled back up.
    package static func blurred(_ page: PremultipliedImage) -> PremultipliedImage {
        page.opaque().blurred(radius: PremultipliedImage.radius(sigma: sigma / Double(factor), passes: passes), passes: passes).dimmed(by: brightness)
    }
}
