import BrowserSession
import CWebKit

/// The link preview as WKWebView showed it: the linked page in a card over a blurred, dimmed
/// snapshot of the page it was pressed on, the card grown from the link's rect to `frame`. The page loads in one preview web view, made once with
/// "related-view" (it shares the tab's web process and network session) and reused; hiding stops
/// its load. The card takes no input: the gestures are the session's.
///
/// The backdrop and the stage are overlays of the page area. On the stage (a GtkFixed) the card is
/// laid out once at its full size, `frame` of the area, and grows from the link by a transform
/// (scale and move), with its shadow: the growth draws what is already rendered, the web view is
/// not resized on every frame.
final class PreviewCard {
    /// The blurred snapshot of the page, over the whole page area.
    private let backdrop: UnsafeMutablePointer<GtkWidget>
    /// The card and its shadow, placed by transforms, over the whole page area.
    private let stage: UnsafeMutablePointer<GtkWidget>
    /// The card's shadow, under it.
    private let shadow = CardShadow()
    /// The card holding the preview web view.
    private let card: UnsafeMutablePointer<GtkWidget>
    /// Called when the preview's page has finished loading (or failed), or was hidden while loading.
    var onSettled: (() -> Void)?
    private var view: UnsafeMutablePointer<WebKitWebView>?
    /// The preview's page is loading: the window has not settled.
    private(set) var isLoading = false

    /// The card's place in the page area, as fractions of its width and height: centred, leaving
    /// the page around it visible (blurred) as iOS did.
    static let frame = Rect(x: 0.12, y: 0.1, width: 0.76, height: 0.8)
    /// How long the card takes to grow from the link to `frame`, in microseconds (the frame
    /// clock's unit).
    static let growth = 180_000

    /// Where the card grows from: the link's rect in the page area.
    private var origin = frame
    /// How far the card has grown, 0 (the link's rect) to 1 (`frame`), eased.
    private var grown = 1.0
    /// When the growing started, on the frame clock; nil until its first frame.
    private var growingSince: Int?
    /// The page area's size in pixels when the card was shown.
    private var area = (width: 0.0, height: 0.0)

    init() {
        backdrop = gtk_picture_new()
        gtk_picture_set_can_shrink(OpaquePointer(backdrop), 1)
        gtk_picture_set_content_fit(OpaquePointer(backdrop), GTK_CONTENT_FIT_FILL)
        card = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_widget_add_css_class(card, "peekpop-card")
        gtk_widget_set_overflow(card, GTK_OVERFLOW_HIDDEN)
        stage = gtk_fixed_new()
        gtk_fixed_put(cwebkit_fixed(stage), shadow.widget, 0, 0)
        gtk_fixed_put(cwebkit_fixed(stage), card, 0, 0)
        for widget in [backdrop, stage] {
            gtk_widget_set_can_target(widget, 0)
            gtk_widget_set_visible(widget, 0)
        }
    }

    /// Adds the backdrop and the card's stage to `overlay` (a GtkOverlay over the page area).
    func attach(to overlay: UnsafeMutablePointer<GtkWidget>) {
        gtk_overlay_add_overlay(OpaquePointer(overlay), backdrop)
        gtk_overlay_add_overlay(OpaquePointer(overlay), stage)
    }

    /// The card's rect now, growing from `origin` to `frame`.
    private var currentFrame: Rect {
        func between(_ from: Double, _ to: Double) -> Double { from + (to - from) * grown }
        let frame = Self.frame
        return Rect(x: between(origin.x, frame.x), y: between(origin.y, frame.y),
                    width: between(origin.width, frame.width), height: between(origin.height, frame.height))
    }

    /// Shows `link` in the card, grown from its rect, over a blurred snapshot of `page` (a tab's
    /// web view, which the preview view is made related to the first time).
    func show(_ link: Link, over page: UnsafeMutablePointer<WebKitWebView>) {
        let pageWidget = cwebkit_widget(page)!
        let texture = BlurredBackdrop.texture(of: pageWidget)
        gtk_picture_set_paintable(OpaquePointer(backdrop), texture)
        if let texture { g_object_unref(UnsafeMutableRawPointer(texture)) }
        area = (Double(gtk_widget_get_width(pageWidget)), Double(gtk_widget_get_height(pageWidget)))
        let size = (width: Int32(Self.frame.width * area.width), height: Int32(Self.frame.height * area.height))
        gtk_widget_set_size_request(card, size.width, size.height)
        if let renderer = RenderedTexture.renderer(of: pageWidget) {
            shadow.prepare(width: Int(size.width), height: Int(size.height), by: renderer)
        }
        let view = previewView(relatedTo: page)
        isLoading = true
        webkit_web_view_load_uri(view, link.href)
        origin = link.rect
        grown = 0
        growingSince = nil
        place()
        gtk_widget_add_tick_callback(card, { widget, clock, data in
            guard let card = Unmanaged<Weak>.fromOpaque(data!).takeUnretainedValue().card else { return 0 } // G_SOURCE_REMOVE
            return card.grow(at: gdk_frame_clock_get_frame_time(clock)) ? 1 : 0
        }, Unmanaged.passRetained(Weak(self)).toOpaque(), { data in
            Unmanaged<Weak>.fromOpaque(data!).release()
        })
        for widget in [backdrop, stage] { gtk_widget_set_visible(widget, 1) }
    }

    /// One frame of the growing; false once the card is at `frame`.
    private func grow(at time: Int) -> Bool {
        let since = growingSince ?? time
        growingSince = since
        let t = min(Double(time - since) / Double(Self.growth), 1)
        grown = 1 - (1 - t) * (1 - t) * (1 - t) // ease out
        place()
        return t < 1
    }

    /// Moves and scales the card (laid out at `frame`) and its shadow to `currentFrame`.
    private func place() {
        let frame = currentFrame
        // A link too thin to scale from would leave a transform that cannot be inverted.
        let scale = (x: max(frame.width / Self.frame.width, 0.01), y: max(frame.height / Self.frame.height, 0.01))
        // On whole pixels, so the card at rest draws its page unresampled.
        let at = (x: (frame.x * area.width).rounded(.down), y: (frame.y * area.height).rounded(.down))
        for (widget, point) in [(card, at), (shadow.widget, shadow.origin(ofCardAt: at, scale: scale))] {
            var offset = graphene_point_t(x: Float(point.x), y: Float(point.y))
            let transform = gsk_transform_scale(gsk_transform_translate(nil, &offset), Float(scale.x), Float(scale.y))
            gtk_fixed_set_child_transform(cwebkit_fixed(stage), widget, transform)
            gsk_transform_unref(transform)
        }
    }

    /// The card for a tick callback, without keeping it alive.
    private final class Weak {
        weak var card: PreviewCard?
        init(_ card: PreviewCard) { self.card = card }
    }

    /// Takes the card and the backdrop away and stops the preview's load.
    func hide() {
        for widget in [stage, backdrop] { gtk_widget_set_visible(widget, 0) }
        gtk_picture_set_paintable(OpaquePointer(backdrop), nil)
        guard isLoading else { return }
        isLoading = false
        if let view { webkit_web_view_stop_loading(view) }
        onSettled?()
    }

    private func previewView(relatedTo page: UnsafeMutablePointer<WebKitWebView>) -> UnsafeMutablePointer<WebKitWebView> {
        if let view { return view }
        let widget = cwebkit_related_web_view(page)!
        let view = cwebkit_web_view(widget)!
        webkit_settings_set_enable_back_forward_navigation_gestures(webkit_web_view_get_settings(view), 0)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        gtk_box_append(cwebkit_box(card), widget)
        Signal.connect(UnsafeMutableRawPointer(view), "load-changed", as: ((WebKitLoadEvent) -> Void).self, { [weak self] (event: WebKitLoadEvent) in
            // A failure is followed by FINISHED too.
            guard let self, event == WEBKIT_LOAD_FINISHED, isLoading else { return }
            isLoading = false
            onSettled?()
        }, through: unsafeBitCast({ (_: gpointer?, event: WebKitLoadEvent, data: gpointer?) in
            Signal.handler(data, as: ((WebKitLoadEvent) -> Void).self)(event)
        } as @convention(c) (gpointer?, WebKitLoadEvent, gpointer?) -> Void, to: GCallback.self))
        self.view = view
        return view
    }
}
