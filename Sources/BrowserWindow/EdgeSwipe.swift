import BrowserSession
import CWebKit

/// The page following an edge-pan, as WebKit's swipe did on iOS (`SwipeLayout`): going back, the
/// page slides right off a snapshot of the page before it (or the start view, drawn live); going
/// forward, a snapshot of the next page slides in over it; the upper page casts a shadow on its
/// left edge. On release it runs on to the end (the renderer has gone there meanwhile) or springs
/// back, then the swipe goes and the tab's views show again.
///
/// Two overlays of the page area, over the tab's views and under the preview, taking no input: the
/// current page in them is its widget's live image, frozen when the swipe runs on to the end so
/// the page it leaves is what slides away while the next one loads behind.
final class EdgeSwipe {
    /// The upper page (the later entry).
    private let upper: UnsafeMutablePointer<GtkWidget>
    /// The lower page: a picture (a snapshot or the live page) or the start view.
    private let lower: UnsafeMutablePointer<GtkWidget>
    private let lowerPicture: UnsafeMutablePointer<GtkWidget>
    private let startView = StartView()
    /// The live image of the current page while the swipe follows the finger.
    private var live: OpaquePointer?
    /// Where the pages are; nil while no swipe is shown.
    private var layout: SwipeLayout?
    /// A release under way: from where, to where, and when it started on the frame clock (nil
    /// until its first frame).
    private var release: (from: Double, to: Double, since: Int?)?
    /// Called when a release has ended and the swipe is gone.
    var onSettled: (() -> Void)?

    /// A release is under way: the window has not settled.
    var isReleasing: Bool { release != nil }

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
    /// blank page when there is none).
    func show(_ transition: BackForwardTransition, page: UnsafeMutablePointer<GtkWidget>, snapshot: OpaquePointer?) {
        if layout?.direction != transition.direction || release != nil {
            stop()
            let live = gtk_widget_paintable_new(page)
            self.live = live
            let currentPicture = transition.direction == .back ? upper : lowerPicture
            let destinationPicture = transition.direction == .back ? lowerPicture : upper
            gtk_picture_set_paintable(OpaquePointer(currentPicture), live)
            gtk_picture_set_paintable(OpaquePointer(destinationPicture), snapshot)
            let startViewUnder = transition.direction == .back && transition.destination == nil
            gtk_stack_set_visible_child(OpaquePointer(lower), startViewUnder ? startView.widget : lowerPicture)
            gtk_widget_set_visible(lower, 1)
            gtk_widget_set_visible(upper, 1)
        }
        layout = SwipeLayout(direction: transition.direction, progress: transition.progress)
        relayout()
    }

    /// Runs the swipe on to its end, the current page frozen as it is now (the renderer goes to
    /// the destination meanwhile). Nothing when no swipe is shown.
    func complete() {
        guard layout != nil else { return }
        if let live {
            let frozen = gdk_paintable_get_current_image(live)
            for picture in [upper, lowerPicture] where gtk_picture_get_paintable(OpaquePointer(picture)) == live {
                gtk_picture_set_paintable(OpaquePointer(picture), frozen)
            }
            g_object_unref(UnsafeMutableRawPointer(frozen))
            g_object_unref(UnsafeMutableRawPointer(live))
            self.live = nil
        }
        run(to: 1)
    }

    /// Springs the page back into place. Nothing when no swipe is shown.
    func springBack() {
        guard layout != nil else { return }
        run(to: 0)
    }

    /// Takes the swipe away at once (another tab shown).
    func stop() {
        let wasReleasing = release != nil
        layout = nil
        release = nil
        for layer in [upper, lower] { gtk_widget_set_visible(layer, 0) }
        for picture in [upper, lowerPicture] { gtk_picture_set_paintable(OpaquePointer(picture), nil) }
        if let live { g_object_unref(UnsafeMutableRawPointer(live)) }
        live = nil
        if wasReleasing { onSettled?() }
    }

    private func run(to end: Double) {
        guard let layout else { return }
        release = (layout.progress, end, nil)
        FrameTicks.add(to: upper) { [weak self] time in
            self?.tick(at: time) ?? false
        }
    }

    /// One frame of a release; false once it has ended (or another took its place).
    private func tick(at time: Int) -> Bool {
        guard let release, layout != nil else { return false }
        let since = release.since ?? time
        self.release?.since = since
        let elapsed = time - since
        layout?.progress = SwipeLayout.released(from: release.from, to: release.to, after: elapsed)
        guard elapsed < SwipeLayout.release else {
            stop()
            return false
        }
        relayout()
        return true
    }

    private func relayout() {
        if let overlay = gtk_widget_get_parent(upper) { gtk_widget_queue_allocate(overlay) }
    }
}
