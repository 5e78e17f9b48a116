import CWebKit

/// A snapshot of a page's visible area by WebKit (`webkit_web_view_get_snapshot`), for the tab
/// overview: its size and a key that names its pixels.
struct PageSnapshot {
    var width: Int
    var height: Int
    /// FNV-1a (64 bit) of the snapshot as PNG, in hex: the same pixels always give the same key.
    var key: String

    /// Takes the snapshot; `done` gets nil when WebKit could not take it.
    static func take(of view: UnsafeMutablePointer<WebKitWebView>, done: @escaping (PageSnapshot?) -> Void) {
        let completion = AsyncCompletion { result in
            var error: UnsafeMutablePointer<GError>?
            let texture = webkit_web_view_get_snapshot_finish(view, result, &error)
            if let error { g_error_free(error) }
            guard let texture else { return done(nil) }
            defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
            let png = gdk_texture_save_to_png_bytes(texture)
            defer { g_bytes_unref(png) }
            var size = 0
            let bytes = UnsafeRawBufferPointer(start: g_bytes_get_data(png, &size), count: size)
            let hash = bytes.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
            let hex = String(hash, radix: 16)
            done(PageSnapshot(width: Int(gdk_texture_get_width(texture)), height: Int(gdk_texture_get_height(texture)),
                              key: String(repeating: "0", count: 16 - hex.count) + hex))
        }
        webkit_web_view_get_snapshot(view, WEBKIT_SNAPSHOT_REGION_VISIBLE, WEBKIT_SNAPSHOT_OPTIONS_NONE, nil,
                                     AsyncCompletion.callback, completion.retained())
    }
}
