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
    /// The picture, for the overview (a `GdkTexture`).
    let texture: GRef

    private init(width: Int, height: Int, png: [UInt8], texture: GRef) {
        self.width = width
        self.height = height
        self.png = png
        self.texture = texture
    }

    /// Takes the snapshot; `done` gets nil when WebKit could not take it (a view not drawn yet).
    /// Only the pixels' copy is made on the loop: scaling and encoding them (tens of milliseconds
    /// on a busy machine, after every load) happen on a worker thread, where no frame of a
    /// gesture waits for them.
    static func take(of view: UnsafeMutablePointer<WebKitWebView>, done: @escaping (PageSnapshot?) -> Void) {
        let completion = AsyncCompletion.retained { result in
            var error: UnsafeMutablePointer<GError>?
            let texture = webkit_web_view_get_snapshot_finish(view, result, &error)
            if let error { g_error_free(error) }
            guard let texture = texture.map(GRef.init(adopting:)) else { return done(nil) }
            let page = texture.use(RenderedTexture.pixels(of:))
            WorkerThread.run(named: "peekpop-snapshot", { encoded(page) }) { picture in
                guard let picture else { return done(nil) }
                let texture = picture.pixbuf.use { GRef(adopting: gdk_texture_new_for_pixbuf($0)) }
                done(PageSnapshot(width: picture.width, height: picture.height, png: picture.png, texture: texture))
            }
        }
        webkit_web_view_get_snapshot(view, WEBKIT_SNAPSHOT_REGION_VISIBLE, WEBKIT_SNAPSHOT_OPTIONS_NONE, nil,
                                     AsyncCompletion.callback, completion)
    }

    /// `page` scaled to `maximumWidth` (never up), as PNG and as a pixbuf; on the worker thread.
    private static func encoded(_ page: PremultipliedImage) -> Encoded? {
        guard page.width > 0, page.height > 0 else { return nil }
        // A memory texture of this thread's own: its download to a pixbuf is a plain conversion.
        guard let full = RenderedTexture.texture(of: page).use(gdk_pixbuf_get_from_texture).map(GRef.init(adopting:)) else { return nil }
        let scaledWidth = min(page.width, maximumWidth)
        let scaledHeight = max(1, page.height * scaledWidth / page.width)
        guard let scaled = full.use({ gdk_pixbuf_scale_simple($0, Int32(scaledWidth), Int32(scaledHeight), GDK_INTERP_BILINEAR) }).map(GRef.init(adopting:)) else { return nil }
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard scaled.use({ gdk_pixbuf_save_to_bufferv($0, &buffer, &size, "png", nil, nil, &error) }) != 0, let buffer else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_free(buffer) }
        return Encoded(width: scaledWidth, height: scaledHeight, png: Array(UnsafeRawBufferPointer(start: buffer, count: Int(size))), pixbuf: scaled)
    }

    /// A picture encoded on the worker, handed to the loop. Unchecked: the pixbuf is the worker's
    /// own until it returns this, and nothing there touches it after.
    private struct Encoded: @unchecked Sendable {
        let width: Int
        let height: Int
        let png: [UInt8]
        let pixbuf: GRef
    }
}
