// SPDX-License-Identifier: MIT
/// The preview card's soft shadow as pixels, CSS `box-shadow: 0 10px 40px rgba(0, 0, 0, 0.55)`
/// around its rounded corners: a quarter-size rounded rectangle, box-blurred, which the window's
/// `CardShadow` scales up as it draws it. A CSS box-shadow is blurred again on every frame by the
/// cairo renderer.
package enum CardShadowImage {
    /// The shadow's offset down, in pixels.
    package static let offset = 10.0
    /// CSS blur radius in pixels: a Gaussian of half that standard deviation.
    package static let blur = 40.0
    /// How far the shadow reaches beyond the card: three standard deviations.
    package static let margin = 1.5 * blur
    package static let opacity = 0.55
    /// The quarter size it is computed at.
    package static let factor = 4
    package static let passes = 3

    /// The shadow of a card of `width` × `height` pixels, with corners of `cornerRadius`, at a
    /// quarter of its size: the card's rounded rectangle `margin` in from the top left, blurred.
    /// Scaled up by `factor`, it covers the card and `margin` around it (a little more right and
    /// down, to whole quarter pixels).
    package static func image(width: Int, height: Int, cornerRadius: Double) -> PremultipliedImage {
        let scale = Double(factor)
        let alpha = UInt8((opacity * 255).rounded())
        let shape = PremultipliedImage(width: Int(((Double(width) + 2 * margin) / scale).rounded(.up)),
                                       height: Int(((Double(height) + 2 * margin) / scale).rounded(.up)),
                                       roundedRect: (margin / scale, margin / scale, Double(width) / scale, Double(height) / scale),
                                       radius: cornerRadius / scale, colour: [0, 0, 0, alpha])
        return shape.blurred(radius: PremultipliedImage.radius(sigma: blur / 2 / scale, passes: passes), passes: passes)
    }
}
