// SPDX-License-Identifier: MIT
import BrowserSession
import CWebKit

/// A snapshot of a page's visible area by WebKit (`webkit_web_view_get_snapshot`), for the tab
/// overview: downscaled to at most `maximumWidth` pixels wide, as the PNG the store keeps and the
/// texture the window draws, the same pixels.
final class PageSnapshot {
    /// The widest a stored picture is: an overview card of one tab is most of a laptop's window
    /// wide, and twenty tabs' pictures stay a few megabytes.
    static let maximumWidth = 640

    let width: Int
    let height: Int
    /// The PNG file's bytes.
    let png: [UInt8]
    /// The picture, for the overview (a `GdkTexture`, held until this goes).
    let texture: OpaquePointer

    private init(width: Int, height: Int, png: [UInt8], texture: OpaquePointer) {
        self.width = width
        self.height = height
        self.png = png
        self.texture = texture
    }

    deinit {
        GObject.release(texture)
    }

    /// Takes the snapshot; `done` gets nil when WebKit could not take it (a view not drawn yet).
    static func take(of view: UnsafeMutablePointer<WebKitWebView>, done: @escaping (PageSnapshot?) -> Void) {
        let completion = AsyncCompletion { result in
            var error: UnsafeMutablePointer<GError>?
            let texture = webkit_web_view_get_snapshot_finish(view, result, &error)
            if let error { g_error_free(error) }
            guard let texture else { return done(nil) }
            defer { GObject.release(texture) }
            done(downscaled(texture))
        }
        webkit_web_view_get_snapshot(view, WEBKIT_SNAPSHOT_REGION_VISIBLE, WEBKIT_SNAPSHOT_OPTIONS_NONE, nil,
                                     AsyncCompletion.callback, completion.retained())
    }

    /// `texture` scaled to `maximumWidth` (never up), as PNG and as a texture.
    private static func downscaled(_ texture: OpaquePointer) -> PageSnapshot? {
        let width = Int(gdk_texture_get_width(texture)), height = Int(gdk_texture_get_height(texture))
        guard width > 0, height > 0, let full = gdk_pixbuf_get_from_texture(texture) else { return nil }
        defer { GObject.release(full) }
        let scaledWidth = min(width, maximumWidth)
        let scaledHeight = max(1, height * scaledWidth / width)
        guard let scaled = gdk_pixbuf_scale_simple(full, Int32(scaledWidth), Int32(scaledHeight), GDK_INTERP_BILINEAR) else { return nil }
        defer { GObject.release(scaled) }
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard gdk_pixbuf_save_to_bufferv(scaled, &buffer, &size, "png", nil, nil, &error) != 0, let buffer else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_free(buffer) }
        let png = Array(UnsafeRawBufferPointer(start: buffer, count: Int(size)))
        return PageSnapshot(width: scaledWidth, height: scaledHeight, png: png, texture: gdk_texture_new_for_pixbuf(scaled))
    }
}
