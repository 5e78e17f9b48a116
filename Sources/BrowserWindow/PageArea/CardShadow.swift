// SPDX-License-Identifier: MIT
import CWebKit
import WindowLogic

/// The preview card's soft shadow (`CardShadowImage`) as a picture under the card: computed once
/// per size and, while the card grows, scaled with it. The picture's size is the shadow's: its
/// place is a transform.
final class CardShadow {
    /// The picture, at `origin(ofCardAt:scale:)` for the card.
    let widget: UnsafeMutablePointer<GtkWidget>

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
        let image = CardShadowImage.image(width: width, height: height, cornerRadius: WindowStyle.cardRadius)
        // GtkFixed gives a child its minimum size.
        gtk_widget_set_size_request(widget, Int32(image.width * CardShadowImage.factor), Int32(image.height * CardShadowImage.factor))
        RenderedTexture.texture(of: image).use { gtk_picture_set_paintable(OpaquePointer(widget), $0) }
    }

    /// Where the picture's top left goes for the card's top left at `card`, the card drawn at
    /// `scale` of its full size: the full-size shadow's place, scaled alike.
    func origin(ofCardAt card: (x: Double, y: Double), scale: (x: Double, y: Double)) -> (x: Double, y: Double) {
        let (margin, offset) = (CardShadowImage.margin, CardShadowImage.offset)
        return (card.x - margin * scale.x, card.y + (offset - margin) * scale.y)
    }
}
