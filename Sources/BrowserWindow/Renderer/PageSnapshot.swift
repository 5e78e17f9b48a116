// SPDX-License-Identifier: MIT
import BrowserSession
import CWebKit
import WindowLogic

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
    /// Only the pixels' copy is made on the loop: scaling and encoding them (tens of milliseconds
    /// on a busy machine, after every load) happen on a worker thread, where no frame of a
    /// gesture waits for them.
    static func take(of view: UnsafeMutablePointer<WebKitWebView>, done: @escaping (PageSnapshot?) -> Void) {
        let completion = AsyncCompletion { result in
            var error: UnsafeMutablePointer<GError>?
            let texture = webkit_web_view_get_snapshot_finish(view, result, &error)
            if let error { g_error_free(error) }
            guard let texture else { return done(nil) }
            let page = RenderedTexture.pixels(of: texture)
            GObject.release(texture)
            WorkerThread.run(named: "peekpop-snapshot", { encoded(page) }) { picture in
                guard let picture else { return done(nil) }
                done(PageSnapshot(width: picture.width, height: picture.height, png: picture.png,
                                  texture: gdk_texture_new_for_pixbuf(picture.pixbuf)))
                GObject.release(picture.pixbuf)
            }
        }
        webkit_web_view_get_snapshot(view, WEBKIT_SNAPSHOT_REGION_VISIBLE, WEBKIT_SNAPSHOT_OPTIONS_NONE, nil,
                                     AsyncCompletion.callback, completion.retained())
    }

    /// `page` scaled to `maximumWidth` (never up), as PNG and as a pixbuf (the caller's to
    /// release); on the worker thread.
    private static func encoded(_ page: PremultipliedImage) -> (width: Int, height: Int, png: [UInt8], pixbuf: OpaquePointer)? {
        guard page.width > 0, page.height > 0 else { return nil }
        // A memory texture of this thread's own: its download to a pixbuf is a plain conversion.
        let texture = RenderedTexture.texture(of: page)
        defer { GObject.release(texture) }
        guard let full = gdk_pixbuf_get_from_texture(texture) else { return nil }
        defer { GObject.release(full) }
        let scaledWidth = min(page.width, maximumWidth)
        let scaledHeight = max(1, page.height * scaledWidth / page.width)
        guard let scaled = gdk_pixbuf_scale_simple(full, Int32(scaledWidth), Int32(scaledHeight), GDK_INTERP_BILINEAR) else { return nil }
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard gdk_pixbuf_save_to_bufferv(scaled, &buffer, &size, "png", nil, nil, &error) != 0, let buffer else {
            if let error { g_error_free(error) }
            GObject.release(scaled)
            return nil
        }
        defer { g_free(buffer) }
        return (scaledWidth, scaledHeight, Array(UnsafeRawBufferPointer(start: buffer, count: Int(size))), scaled)
    }
}
