// SPDX-License-Identifier: MIT
import CWebKit
import WindowLogic

/// Textures rendered once by a window's own renderer (cairo or GL alike), and their pixels: what
/// a widget shows (for a screenshot, or the page behind the preview card), and pixels computed
/// here. Every texture returned holds its own reference.
enum RenderedTexture {
    /// Why a widget could not be rendered.
    enum Failure: Error {
        /// The widget is not in a shown window, or has no size yet.
        case notShown
        /// The widget's snapshot was empty.
        case drewNothing
    }

    /// What `widget` shows now, web content and overlays included, at its size in pixels times
    /// `scale` rounded up (the last row and column stretched a little to stay whole); shrunk by the
    /// renderer, which averages (cairo) or samples (GL) the pixels.
    static func of(_ widget: UnsafeMutablePointer<GtkWidget>, scale: Double = 1) throws(Failure) -> GRef {
        let width = Double(gtk_widget_get_width(widget)), height = Double(gtk_widget_get_height(widget))
        guard width > 0, height > 0, let renderer = renderer(of: widget) else { throw .notShown }
        let size = graphene_size_t(width: Float((width * scale).rounded(.up)), height: Float((height * scale).rounded(.up)))
        let paintable = GRef(adopting: gtk_widget_paintable_new(widget))
        let snapshot = gtk_snapshot_new()
        gtk_snapshot_scale(snapshot, size.width / Float(width), size.height / Float(height))
        paintable.use { gdk_paintable_snapshot($0, snapshot, width, height) }
        guard let node = gtk_snapshot_free_to_node(snapshot) else { throw .drewNothing }
        defer { gsk_render_node_unref(node) }
        var viewport = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0), size: size)
        return GRef(adopting: gsk_renderer_render_texture(renderer, node, &viewport))
    }

    /// `picture` (a texture, or a page as last drawn: any paintable with a size) scaled, its
    /// aspect kept, to just cover `width` × `height` pixels (as `GTK_CONTENT_FIT_COVER` draws it),
    /// rendered once by `widget`'s window's renderer into its own pixel format; nil before the
    /// window is realised.
    static func covering(width: Int, height: Int, with picture: OpaquePointer, in widget: UnsafeMutablePointer<GtkWidget>) -> GRef? {
        let paintable = cwebkit_paintable(UnsafeMutableRawPointer(picture))
        let source = (width: Double(gdk_paintable_get_intrinsic_width(paintable)), height: Double(gdk_paintable_get_intrinsic_height(paintable)))
        guard width > 0, height > 0, source.width > 0, source.height > 0, let renderer = renderer(of: widget) else { return nil }
        let scale = max(Double(width) / source.width, Double(height) / source.height)
        let size = graphene_size_t(width: Float((source.width * scale).rounded()), height: Float((source.height * scale).rounded()))
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(size.width), Double(size.height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        var bounds = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0), size: size)
        return GRef(adopting: gsk_renderer_render_texture(renderer, node, &bounds))
    }

    /// What `widget` shows now as it was last drawn (a paintable recorded at once, nothing
    /// rendered); nil when it has drawn nothing yet.
    static func currentImage(of widget: UnsafeMutablePointer<GtkWidget>) -> GRef? {
        GRef(adopting: gtk_widget_paintable_new(widget)).use { gdk_paintable_get_current_image($0) }.map(GRef.init(adopting:))
    }

    /// The renderer of `widget`'s window; nil before the window is realised.
    private static func renderer(of widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
        gtk_widget_get_native(widget).flatMap { gtk_native_get_renderer($0) }
    }

    /// The pixels of `texture` (downloaded from the GPU under GL).
    static func pixels(of texture: OpaquePointer) -> PremultipliedImage {
        var image = PremultipliedImage(width: Int(gdk_texture_get_width(texture)), height: Int(gdk_texture_get_height(texture)))
        let stride = image.width * 4
        image.pixels.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(stride)) }
        return image
    }

    /// `image` as a texture. Kept small and drawn scaled up (bilinearly): the cairo renderer
    /// copies a memory texture's pixels on every frame it draws it, which for a texture the size
    /// of the page took longer than scaling a small one up.
    static func texture(of image: PremultipliedImage) -> GRef {
        let bytes = image.pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        return GRef(adopting: gdk_memory_texture_new(Int32(image.width), Int32(image.height), format, bytes, gsize(image.width * 4)))
    }

    /// The memory layout `gdk_texture_download` writes (cairo's native-endian ARGB32), as GDK names it.
    private static var format: GdkMemoryFormat {
        #if _endian(little)
        GDK_MEMORY_B8G8R8A8_PREMULTIPLIED
        #else
        GDK_MEMORY_A8R8G8B8_PREMULTIPLIED
        #endif
    }
}
