// SPDX-License-Identifier: MIT
import CWebKit
import WindowLogic

/// The page behind the preview card, blurred and dimmed (`BackdropImage`), as a texture. (Rendering
/// the page at full size and shrinking its pixels here took three times as long, most of it in
/// downloading the texture.)
enum BlurredBackdrop {
    /// What `widget` shows, blurred and dimmed, at `BackdropImage.factor` times smaller than the
    /// widget; nil when the widget is not shown.
    static func texture(of widget: UnsafeMutablePointer<GtkWidget>) -> GRef? {
        guard let page = try? RenderedTexture.of(widget, scale: 1 / Double(BackdropImage.factor)) else { return nil }
        return RenderedTexture.texture(of: BackdropImage.blurred(page.use(RenderedTexture.pixels(of:))))
    }
}
