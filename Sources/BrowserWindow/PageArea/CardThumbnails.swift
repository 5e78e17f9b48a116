// SPDX-License-Identifier: MIT
import BrowserSession
import CWebKit

/// The overview cards' pictures, each tab's page picture scaled once to its card's size in pixels
/// (`RenderedTexture.covering`) and kept until the picture or the size changes. Drawn as they are,
/// a picture the size of a page (a snapshot PNG's texture, the page as last drawn) cost the cairo
/// renderer a copy, a pixel format conversion and a downscale on every frame, for every card:
/// with 20 tabs a frame of the overview took 40 ms, and the page's landing ran at 20 frames a
/// second. A card's thumbnail is drawn 1:1 at rest and scaled up a little by a pinch.
final class CardThumbnails {
    /// Per tab: the picture it was made from (held, so its address names it), the size, and the
    /// thumbnail.
    private var made: [TabID: (picture: GRef, width: Int, height: Int, thumbnail: GRef)] = [:]

    /// `picture` (`tab`'s) at `width` × `height` pixels, made now unless it is made; `picture`
    /// itself when it cannot be made (the window not realised yet).
    func thumbnail(of tab: TabID, picture: OpaquePointer, width: Int, height: Int, in widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer {
        if let kept = made[tab], kept.picture.pointer == picture, kept.width == width, kept.height == height { return kept.thumbnail.pointer }
        made[tab] = nil
        guard let thumbnail = RenderedTexture.covering(width: width, height: height, with: picture, in: widget) else { return picture }
        made[tab] = (GRef(retaining: picture), width, height, thumbnail)
        return thumbnail.pointer
    }

    /// Lets go of the thumbnails of tabs not in `tabs` (closed).
    func keep(only tabs: [TabID]) {
        for tab in Array(made.keys) where !tabs.contains(tab) { made[tab] = nil }
    }
}
