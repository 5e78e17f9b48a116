import BrowserSession
import CWebKit

/// A snapshot of a page's visible area by WebKit (`webkit_web_view_get_snapshot`), for the tab
/// overview: its size and a key that names its pixels.
struct PageSnapshot {
    var width: Int
    var height: Int
    /// `SnapshotKey` of the snapshot as PNG: the same pixels always give the same key.
    var key: String

    /// Takes the snapshot; `done` gets nil when WebKit could not take it, and else its texture too
    /// (a `GdkTexture` of the call only: to keep it, take a reference).
    static func take(of view: UnsafeMutablePointer<WebKitWebView>, done: @escaping (PageSnapshot?, OpaquePointer?) -> Void) {
        let completion = AsyncCompletion { result in
            var error: UnsafeMutablePointer<GError>?
            let texture = webkit_web_view_get_snapshot_finish(view, result, &error)
            if let error { g_error_free(error) }
            guard let texture else { return done(nil, nil) }
            defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
            let png = gdk_texture_save_to_png_bytes(texture)
            defer { g_bytes_unref(png) }
            var size = 0
            let bytes = UnsafeRawBufferPointer(start: g_bytes_get_data(png, &size), count: size)
            done(PageSnapshot(width: Int(gdk_texture_get_width(texture)), height: Int(gdk_texture_get_height(texture)),
                              key: SnapshotKey.of(bytes)), texture)
        }
        webkit_web_view_get_snapshot(view, WEBKIT_SNAPSHOT_REGION_VISIBLE, WEBKIT_SNAPSHOT_OPTIONS_NONE, nil,
                                     AsyncCompletion.callback, completion.retained())
    }
}
