// SPDX-License-Identifier: MIT
import CWebKit
import WindowLogic

/// Pictures of pages as they were left, for an edge-pan to show under (or over) the page: keyed by
/// their back/forward entry (a `WebKitBackForwardListItem`, held so its address stays its own), the
/// latest `bound` kept in memory (`RecentPictures`). Each picture is a static image of the web view
/// as it was drawn (`gdk_paintable_get_current_image` of its widget), taken at once in this
/// process: WebKit's own `webkit_web_view_get_snapshot` answers later, by when the page may already
/// be going.
final class EntrySnapshots {
    /// How many pictures are kept: enough for a few steps back or forward in each of a few tabs;
    /// each is a page-sized image.
    static let bound = 10

    /// Keyed by the entry's address; each kept with the entry, which holds that address.
    private var recent = RecentPictures<OpaquePointer, Kept>(bound: bound)

    /// Keeps what `widget` shows now as the picture of `entry` (at `uri`), in place of any earlier one.
    func keep(_ widget: UnsafeMutablePointer<GtkWidget>, as entry: OpaquePointer, uri: String) {
        guard let image = RenderedTexture.currentImage(of: widget) else { return }
        recent.keep(Kept(entry: GRef(retaining: entry), picture: image), of: entry, uri: uri)
    }

    /// The picture of `entry` at `uri` (`RecentPictures.picture(of:uri:)`).
    func picture(of entry: OpaquePointer?, uri: String) -> OpaquePointer? {
        recent.picture(of: entry, uri: uri)?.picture.pointer
    }

    /// A picture and the entry it is of.
    private struct Kept {
        let entry: GRef
        let picture: GRef
    }
}
