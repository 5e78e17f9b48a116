import CWebKit

/// Pictures of pages as they were left, for an edge-pan to show under (or over) the page: keyed by
/// their back/forward entry (a `WebKitBackForwardListItem`, held so its address stays its own), the
/// latest `bound` kept in memory. Each picture is a static image of the web view as it was drawn
/// (`gdk_paintable_get_current_image` of its widget), taken at once in this process: WebKit's own
/// `webkit_web_view_get_snapshot` answers later, by when the page may already be going.
final class EntrySnapshots {
    /// How many pictures are kept: enough for a few steps back or forward in each of a few tabs;
    /// each is a page-sized image.
    static let bound = 10

    private var pictures: [(entry: OpaquePointer, uri: String, image: OpaquePointer)] = []

    deinit {
        for picture in pictures { release(picture) }
    }

    /// Keeps what `widget` shows now as the picture of `entry` (at `uri`), in place of any earlier one.
    func keep(_ widget: UnsafeMutablePointer<GtkWidget>, as entry: OpaquePointer, uri: String) {
        let paintable = gtk_widget_paintable_new(widget)
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        guard let image = gdk_paintable_get_current_image(paintable) else { return }
        if let index = pictures.firstIndex(where: { $0.entry == entry }) { release(pictures.remove(at: index)) }
        g_object_ref(UnsafeMutableRawPointer(entry))
        pictures.append((entry, uri, image))
        while pictures.count > Self.bound { release(pictures.removeFirst()) }
    }

    /// The picture of `entry` when it is kept and still at `uri`; else the latest of any entry at
    /// `uri` (the list was rebuilt, or the page visited again); nil when none is.
    func picture(of entry: OpaquePointer?, uri: String) -> OpaquePointer? {
        if let entry, let kept = pictures.last(where: { $0.entry == entry && $0.uri == uri }) { return kept.image }
        return pictures.last { $0.uri == uri }?.image
    }

    private func release(_ picture: (entry: OpaquePointer, uri: String, image: OpaquePointer)) {
        g_object_unref(UnsafeMutableRawPointer(picture.entry))
        g_object_unref(UnsafeMutableRawPointer(picture.image))
    }
}
