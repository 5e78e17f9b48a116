// SPDX-License-Identifier: MIT
import CWebKit
import WindowLogic

/// The preview card's soft shadow, CSS `box-shadow: 0 10px 40px rgba(0, 0, 0, 0.55)` around its
/// rounded corners, as a picture under the card: the shadow of the card at its full size is
/// computed once per size (a quarter-size rounded rectangle, box-blurred, which the picture scales
/// up as it draws it) and, while the card grows, scaled with it. A CSS box-shadow is blurred again
/// on every frame by the cairo renderer. The picture's size is the shadow's: its place is a
/// transform.
final class CardShadow {
    /// The picture, at `origin(ofCardAt:scale:)` for the card.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The shadow's offset down, in pixels.
    static let offset = 10.0
    /// CSS blur radius in pixels: a Gaussian of half that standard deviation.
    static let blur = 40.0
    /// How far the texture reaches beyond the card: three standard deviations.
    static let margin = 1.5 * blur
    static let opacity = 0.55
    /// The quarter size it is computed at.
    static let factor = 4
    static let passes = 3

    /// The card size the picture's texture was made for.
    private var cardSize: (width: Int, height: Int)?

    init() {
        widget = gtk_picture_new()
        gtk_picture_set_content_fit(OpaquePointer(widget), GTK_CONTENT_FIT_FILL)
        gtk_widget_set_can_target(widget, 0)
    }

    /// Makes the shadow of a card of `width` × `height` pixels (at its full size), unless it is made.
    func prepare(width: Int, height: Int) {
        guard cardSize.map({ $0 != (width, height) }) ?? true else { return }
        cardSize = (width, height)
        let image = Self.image(width: width, height: height)
        // GtkFixed gives a child its minimum size.
        gtk_widget_set_size_request(widget, Int32(image.width * Self.factor), Int32(image.height * Self.factor))
        let texture = RenderedTexture.texture(of: image)
        gtk_picture_set_paintable(OpaquePointer(widget), texture)
        GObject.release(texture)
    }

    /// Where the picture's top left goes for the card's top left at `card`, the card drawn at
    /// `scale` of its full size: the full-size shadow's place, scaled alike.
    func origin(ofCardAt card: (x: Double, y: Double), scale: (x: Double, y: Double)) -> (x: Double, y: Double) {
        (card.x - Self.margin * scale.x, card.y + (Self.offset - Self.margin) * scale.y)
    }

    /// The shadow of a card of `width` × `height` pixels at a quarter of its size: the card's
    /// rounded rectangle `margin` in from the top left, blurred. Scaled up by `factor`, it covers
    /// the card and `margin` around it (a little more right and down, to whole quarter pixels).
    static func image(width: Int, height: Int) -> PremultipliedImage {
        let scale = Double(factor)
        let alpha = UInt8((opacity * 255).rounded())
        let shape = PremultipliedImage(width: Int(((Double(width) + 2 * margin) / scale).rounded(.up)),
                                       height: Int(((Double(height) + 2 * margin) / scale).rounded(.up)),
                                       roundedRect: (margin / scale, margin / scale, Double(width) / scale, Double(height) / scale),
                                       radius: WindowStyle.cardRadius / scale, colour: [0, 0, 0, alpha])
        return shape.blurred(radius: PremultipliedImage.radius(sigma: blur / 2 / scale, passes: passes), passes: passes)
    }
}
