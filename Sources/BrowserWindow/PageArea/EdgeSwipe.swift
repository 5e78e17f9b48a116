// SPDX-License-Identifier: MIT
import BrowserSession
import CWebKit
import WindowLogic

/// The page following an edge-pan, as WebKit's swipe did on iOS (`SwipeLayout`): going back, the
/// page slides right off a snapshot of the page before it (or the start view, drawn live); going
/// forward, a snapshot of the next page slides in over it; the upper page casts a shadow on its
/// left edge. On release it runs on to the end or springs back, then the swipe goes and the tab's
/// views show again; run on to a page, the snapshot stays in place until that page has loaded
/// (`reveal`), for at most `holdLimit`, so the page it left never flashes back. `SwipeMachine`
/// decides; this draws.
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
    private var machine = SwipeMachine()
    /// The live image of the current page from `begin` until it is frozen or hidden.
    private var live: GRef?

    /// The longest the destination's snapshot stays after a swipe ran on to it while its page has
    /// not loaded: long enough for a page from WebKit's cache or a near server,
    /// short enough that a slow page is seen loading.
    static let holdLimit: Duration = .milliseconds(1_500)

    /// A release under way is the window's open work.
    private let work: PendingWork
    private var landing = PendingWork.Landing()

    init(work: PendingWork) {
        self.work = work
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

    /// Adds the pages to `overlay` (a GtkOverlay over the page area), placed by the machine's layout.
    func attach(to overlay: UnsafeMutablePointer<GtkWidget>) {
        gtk_overlay_add_overlay(OpaquePointer(overlay), lower)
        gtk_overlay_add_overlay(OpaquePointer(overlay), upper)
        let lower = lower, upper = upper
        Signal.placeChildren(of: overlay) { [weak self] child, width, height in
            guard let self, let layout = machine.layout,
                  child == UnsafeMutableRawPointer(upper) || child == UnsafeMutableRawPointer(lower)
            else { return nil }
            let x = child == UnsafeMutableRawPointer(upper) ? layout.upper : layout.lower
            return GdkRectangle(x: Int32((x * width).rounded()), y: 0, width: Int32(width), height: Int32(height))
        }
    }

    /// Shows `transition` with `page` (the widget showing the current page) over or under its
    /// destination: the start view when the transition has none, else `snapshot` (a paintable; a
    /// blank page when there is none). A swipe released or held before goes: this is a new pan.
    func show(_ transition: BackForwardTransition, page: UnsafeMutablePointer<GtkWidget>, snapshot: OpaquePointer?) {
        let layout = SwipeLayout(direction: transition.direction, progress: transition.progress)
        carryOut(machine.handle(.show(layout))) {
            let live = GRef(adopting: gtk_widget_paintable_new(page))
            self.live = live
            gtk_picture_set_paintable(OpaquePointer(layout.currentIsUpper ? upper : lowerPicture), live.pointer)
            gtk_picture_set_paintable(OpaquePointer(layout.currentIsUpper ? lowerPicture : upper), snapshot)
            let startViewUnder = layout.currentIsUpper && transition.destination == nil
            gtk_stack_set_visible_child(OpaquePointer(lower), startViewUnder ? startView.widget : lowerPicture)
            gtk_widget_set_visible(lower, 1)
            gtk_widget_set_visible(upper, 1)
        }
    }

    /// Runs the swipe on to its end, the current page frozen as it is now (the renderer goes to the
    /// destination meanwhile); `hold` keeps the destination in place at the end until `reveal`.
    /// Nothing unless the swipe follows a finger.
    func complete(hold: Bool) { carryOut(machine.handle(.complete(hold: hold, at: FrameTicks.now))) }

    /// Springs the page back into place. Nothing unless the swipe follows a finger.
    func springBack() { carryOut(machine.handle(.springBack(at: FrameTicks.now))) }

    /// The page the swipe ran on to has loaded: the snapshot over it goes (at the end of the
    /// release, if it is still under way).
    func reveal() { carryOut(machine.handle(.reveal)) }

    /// Takes the swipe away at once (another tab shown).
    func stop() { carryOut(machine.handle(.stop)) }

    /// Carries out the machine's outputs; `begin` sets the pages up for a new swipe.
    private func carryOut(_ outputs: [SwipeMachine.Output], begin: () -> Void = {}) {
        landing.start(if: machine.isReleasing, in: work)
        defer { landing.stop(unless: machine.isReleasing, in: work, quietly: true) }
        for output in outputs {
            switch output {
            case .begin:
                begin()
            case .freeze:
                guard let current = live, let layout = machine.layout else { break }
                let frozen = GRef(adopting: gdk_paintable_get_current_image(current.pointer))
                frozen.use { gtk_picture_set_paintable(OpaquePointer(layout.currentIsUpper ? upper : lowerPicture), $0) }
                live = nil
            case .runFrames:
                FrameTicks.add(to: upper) { [weak self] time in
                    guard let self else { return false }
                    carryOut(machine.handle(.frame(time)))
                    return machine.isReleasing
                }
            case .place:
                if let overlay = gtk_widget_get_parent(upper) { gtk_widget_queue_allocate(overlay) }
            case .limitHold(let hold):
                MainLoop.after(Self.holdLimit) { [weak self] in
                    guard let self else { return }
                    carryOut(machine.handle(.holdExpired(hold)))
                }
            case .hide:
                for layer in [upper, lower] { gtk_widget_set_visible(layer, 0) }
                for picture in [upper, lowerPicture] { gtk_picture_set_paintable(OpaquePointer(picture), nil) }
                live = nil
            case .settled:
                landing.stop(unless: machine.isReleasing, in: work, quietly: false)
            }
        }
    }
}
