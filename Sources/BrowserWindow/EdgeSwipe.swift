import BrowserSession
import CWebKit

/// The page following an edge-pan, as WebKit's swipe did on iOS (`SwipeLayout`): going back, the
/// page slides right off a snapshot of the page before it (or the start view, drawn live); going
/// forward, a snapshot of the next page slides in over it; the upper page casts a shadow on its
/// left edge. On release it runs on to the end or springs back, then the swipe goes and the tab's
/// views show again; run on to a page, the snapshot stays in place until that page has loaded
/// (`reveal`), for at most `holdLimit`, so the page it left never flashes back.
///
/// Two overlays of the page area, over the tab's views and under the preview, taking no input: the
/// current page in them is its widget's live image, frozen when the swipe runs on to the end so
/// the page it leaves is what slides away while the next one loads behind.
///
/// ```mermaid
/// stateDiagram-v2
///     [*] --> hidden
///     hidden --> following: show
///     following --> following: show
///     following --> releasing: complete / springBack
///     releasing --> hidden: at the end (sprung back, or run on to the start view)
///     releasing --> holding: at the end, run on to a page
///     holding --> hidden: reveal, holdLimit
///     releasing --> following: show (a new pan)
///     holding --> following: show (a new pan)
///     following --> hidden: stop
///     releasing --> hidden: stop
///     holding --> hidden: stop
/// ```
final class EdgeSwipe {
    /// The upper page (the later entry).
    private let upper: UnsafeMutablePointer<GtkWidget>
    /// The lower page: a picture (a snapshot or the live page) or the start view.
    private let lower: UnsafeMutablePointer<GtkWidget>
    private let lowerPicture: UnsafeMutablePointer<GtkWidget>
    private let startView = StartView()
    private var state = State.hidden
    /// Counts holds, so the limit of an earlier one cannot end a later one.
    private var holds = 0
    /// Called when a release has ended (the window may have settled).
    var onSettled: (() -> Void)?

    /// The longest the destination's snapshot stays after a swipe ran on to it while its page has
    /// not loaded: long enough for a page from WebKit's cache or a near server, short enough that
    /// a slow page is seen loading.
    static let holdLimit: UInt32 = 1_500

    private enum State {
        /// No swipe shown.
        case hidden
        /// The page follows the finger; `live` is the current page's live image.
        case following(SwipeLayout, live: OpaquePointer)
        /// Released: moving from `from` to `to`, since `since` on the frame clock (nil until its
        /// first frame); `hold` keeps the destination in place at the end.
        case releasing(SwipeLayout, from: Double, to: Double, since: Int?, hold: Bool)
        /// Run on to a page, whose snapshot stays in place until it has loaded (hold number `hold`).
        case holding(SwipeLayout, hold: Int)
    }

    /// A release is under way: the window has not settled.
    var isReleasing: Bool {
        switch state {
        case .releasing: true
        case .hidden, .following, .holding: false
        }
    }

    /// Where the pages are; nil while no swipe is shown.
    private var layout: SwipeLayout? {
        switch state {
        case .hidden: nil
        case .following(let layout, _), .releasing(let layout, _, _, _, _), .holding(let layout, _): layout
        }
    }

    init() {
        upper = gtk_picture_new()
        lowerPicture = gtk_picture_new()
        lower = gtk_stack_new()
        gtk_stack_add_named(OpaquePointer(lower), lowerPicture, "picture")
        gtk_stack_add_named(OpaquePointer(lower), startView.widget, "start")
        for picture in [upper, lowerPicture] {
            gtk_picture_set_can_shrink(OpaquePointer(picture), 1)
            gtk_picture_set_content_fit(OpaquePointer(picture), GTK_CONTENT_FIT_FILL)
        }
        gtk_widget_add_css_class(upper, "peekpop-swipe-upper")
        for layer in [upper, lower] {
            gtk_widget_add_css_class(layer, "peekpop-swipe-page")
            gtk_widget_set_can_target(layer, 0)
            gtk_widget_set_visible(layer, 0)
        }
    }

    /// Adds the pages to `overlay` (a GtkOverlay over the page area), placed by `layout`.
    func attach(to overlay: UnsafeMutablePointer<GtkWidget>) {
        gtk_overlay_add_overlay(OpaquePointer(overlay), lower)
        gtk_overlay_add_overlay(OpaquePointer(overlay), upper)
        let lower = lower, upper = upper
        Signal.placeChildren(of: overlay) { [weak self] child, width, height in
            guard let self, let layout, child == UnsafeMutableRawPointer(upper) || child == UnsafeMutableRawPointer(lower) else { return nil }
            let x = child == UnsafeMutableRawPointer(upper) ? layout.upper : layout.lower
            return GdkRectangle(x: Int32((x * width).rounded()), y: 0, width: Int32(width), height: Int32(height))
        }
    }

    /// Shows `transition` with `page` (the widget showing the current page) over or under its
    /// destination: the start view when the transition has none, else `snapshot` (a paintable; a
    /// blank page when there is none). A swipe released or held before goes: this is a new pan.
    func show(_ transition: BackForwardTransition, page: UnsafeMutablePointer<GtkWidget>, snapshot: OpaquePointer?) {
        let layout = SwipeLayout(direction: transition.direction, progress: transition.progress)
        switch state {
        case .following(_, let live):
            state = .following(layout, live: live)
        case .hidden, .releasing, .holding:
            stop()
            let live = gtk_widget_paintable_new(page)!
            gtk_picture_set_paintable(OpaquePointer(layout.currentIsUpper ? upper : lowerPicture), live)
            gtk_picture_set_paintable(OpaquePointer(layout.currentIsUpper ? lowerPicture : upper), snapshot)
            let startViewUnder = layout.currentIsUpper && transition.destination == nil
            gtk_stack_set_visible_child(OpaquePointer(lower), startViewUnder ? startView.widget : lowerPicture)
            gtk_widget_set_visible(lower, 1)
            gtk_widget_set_visible(upper, 1)
            state = .following(layout, live: live)
        }
        relayout()
    }

    /// Runs the swipe on to its end, the current page frozen as it is now (the renderer goes to the
    /// destination meanwhile); `hold` keeps the destination in place at the end until `reveal`.
    /// Nothing unless the swipe follows a finger.
    func complete(hold: Bool) {
        guard case .following(let layout, let live) = state else { return }
        let frozen = gdk_paintable_get_current_image(live)
        gtk_picture_set_paintable(OpaquePointer(layout.currentIsUpper ? upper : lowerPicture), frozen)
        g_object_unref(UnsafeMutableRawPointer(frozen))
        g_object_unref(UnsafeMutableRawPointer(live))
        release(layout, to: 1, hold: hold)
    }

    /// Springs the page back into place. Nothing unless the swipe follows a finger.
    func springBack() {
        guard case .following(let layout, let live) = state else { return }
        g_object_unref(UnsafeMutableRawPointer(live))
        release(layout, to: 0, hold: false)
    }

    /// The page the swipe ran on to has loaded: the snapshot over it goes (at the end of the
    /// release, if it is still under way).
    func reveal() {
        switch state {
        case .releasing(let layout, let from, let to, let since, true):
            state = .releasing(layout, from: from, to: to, since: since, hold: false)
        case .holding:
            stop()
        case .hidden, .following, .releasing:
            break
        }
    }

    /// Takes the swipe away at once (another tab shown).
    func stop() {
        let wasReleasing = isReleasing
        if case .following(_, let live) = state { g_object_unref(UnsafeMutableRawPointer(live)) }
        state = .hidden
        for layer in [upper, lower] { gtk_widget_set_visible(layer, 0) }
        for picture in [upper, lowerPicture] { gtk_picture_set_paintable(OpaquePointer(picture), nil) }
        if wasReleasing { onSettled?() }
    }

    private func release(_ layout: SwipeLayout, to end: Double, hold: Bool) {
        state = .releasing(layout, from: layout.progress, to: end, since: nil, hold: hold)
        FrameTicks.add(to: upper) { [weak self] time in
            self?.tick(at: time) ?? false
        }
    }

    /// One frame of a release; false once it has ended (or another state took its place).
    private func tick(at time: Int) -> Bool {
        guard case .releasing(var layout, let from, let to, let since, let hold) = state else { return false }
        let elapsed = time - (since ?? time)
        layout.progress = SwipeLayout.released(from: from, to: to, after: elapsed)
        guard elapsed >= SwipeLayout.release else {
            state = .releasing(layout, from: from, to: to, since: since ?? time, hold: hold)
            relayout()
            return true
        }
        guard hold else {
            stop()
            return false
        }
        holds += 1
        let number = holds
        state = .holding(layout, hold: number)
        relayout()
        MainLoop.after(milliseconds: Self.holdLimit) { [weak self] in
            guard let self, case .holding(_, number) = state else { return }
            stop()
        }
        onSettled?()
        return false
    }

    private func relayout() {
        if let overlay = gtk_widget_get_parent(upper) { gtk_widget_queue_allocate(overlay) }
    }
}
