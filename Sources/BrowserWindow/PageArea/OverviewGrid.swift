// SPDX-License-Identifier: MIT
import BrowserSession
import CWebKit
import WindowLogic

/// The tab overview as iPad Safari draws it, at the core's layout (`TabOverview`): on a dark
/// ground, a card per tab with the picture of its page and a title bar with the page's title; the
/// page shrinking into its card with a pinch's fingers; the grid zoomed by a pinch (the title bars
/// fading out past `TabOverview.criticalScale`) or dragged by the pointer (the core's grid always
/// fits the page area, so a drag only goes past the end and springs back); a card grown into the
/// page when its tab is focused. Each card has a close button at its top left and the overview a
/// new-tab button at the bottom middle, at the core's rects (`TabOverview.closeButtons`,
/// `newTabButton`): a pointer's click on one is handed to `onControl`, a touch is the session's
/// tap. `OverviewMachine` decides; this draws.
///
/// One overlay of the page area, over the tabs' views and under the preview. The pictures are the
/// window's `TabPictures`: the stored snapshots from launch, then the pages as last drawn or
/// snapshotted here; a tab with none shows a blank card. The grid takes no touch: taps and pinches are the
/// session's, from the daemon.
final class OverviewGrid {
    /// The overview: a dark ground with the cards and the page layer over it.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The page shrinking into its card.
    private let page: UnsafeMutablePointer<GtkWidget>
    private var machine = OverviewMachine()
    /// The cards, in the session's tab order, with their title bars, pictures and close buttons.
    private var cards: [(card: OverviewCard, widget: UnsafeMutablePointer<GtkWidget>, title: UnsafeMutablePointer<GtkWidget>, close: UnsafeMutablePointer<GtkWidget>)] = []
    /// The new-tab button, at `TabOverview.newTabButton`.
    private let newTab: UnsafeMutablePointer<GtkWidget>
    /// Called when the pointer clicks a card's close button or the new-tab button.
    var onControl: ((SessionControl) -> Void)?
    /// The last picture of each tab's page (shared with the renderer, which stores them).
    private let pictures: TabPictures
    /// Those pictures at their cards' sizes, as the cards show them.
    private let thumbnails = CardThumbnails()
    /// The tab whose page the page layer shows.
    private var pageTab: TabID?
    /// The live image of that page while it shrinks.
    private var live: GRef?
    /// Whether that page drew anew since its card's picture was kept as the overview showed: only
    /// then is the picture kept again as it lands (a new picture is a new thumbnail to render, 12
    /// ms of the frame at rest).
    private var pageDrewSinceKept = false
    /// How far a drag moves the grid past its end, per unit the pointer moves: resisted, as iOS's
    /// scroll views do past their content.
    static let rubberBand = 0.35
    /// Called when a release has brought the grid to rest (the benchmark's "overview painted").
    var onRest: (() -> Void)?

    /// Whether the overview is up (or growing or shrinking).
    var isShown: Bool { gtk_widget_get_visible(widget) != 0 }

    /// A release under way is the window's open work.
    private let work: PendingWork
    private var landing = PendingWork.Landing()

    init(pictures: TabPictures, work: PendingWork) {
        self.pictures = pictures
        self.work = work
        widget = gtk_overlay_new()
        gtk_overlay_set_child(OpaquePointer(widget), gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        gtk_widget_add_css_class(widget, "peekpop-overview")
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
        gtk_widget_set_visible(widget, 0)
        page = gtk_picture_new()
        gtk_picture_set_can_shrink(OpaquePointer(page), 1)
        gtk_picture_set_content_fit(OpaquePointer(page), GTK_CONTENT_FIT_FILL)
        gtk_widget_add_css_class(page, "peekpop-overview-page")
        gtk_widget_set_can_target(page, 0)
        gtk_widget_set_visible(page, 0)
        gtk_overlay_add_overlay(OpaquePointer(widget), page)
        newTab = gtk_label_new("+")
        gtk_widget_add_css_class(newTab, "peekpop-overview-new")
        gtk_overlay_add_overlay(OpaquePointer(widget), newTab)
        PointerClick.on(newTab) { [weak self] in self?.onControl?(.newTab) }
        Signal.placeChildren(of: widget) { [weak self] child, width, height in
            self?.place(child, width: width, height: height)
        }
        dragToScroll()
    }

    /// Adds the overview to `overlay` (a GtkOverlay over the page area), over the whole area.
    func attach(to overlay: UnsafeMutablePointer<GtkWidget>) {
        gtk_overlay_add_overlay(OpaquePointer(overlay), widget)
    }

    /// Keeps what `view` (a tab's page widget, drawn now) shows as the picture of `tab`'s card.
    func keepPicture(of view: UnsafeMutablePointer<GtkWidget>, for tab: TabID) {
        guard let image = RenderedTexture.currentImage(of: view) else { return }
        pictures.keep(image, for: tab)
    }

    /// A tab's picture changed (a snapshot taken): the cards show it if the grid is up.
    func picturesChanged() {
        if machine.grid != nil { placeCards() }
    }

    /// Shows a pinch under way: `view` (the tab's page widget, nil on its start view) shrinking
    /// over the grid, or the grid zoomed.
    func follow(_ zoom: OverviewZoom, cards: [OverviewCard], view: UnsafeMutablePointer<GtkWidget>?) {
        setCards(cards)
        let placement = OverviewPlacement.zoomed(by: zoom.scale, about: zoom.focus)
        switch zoom.subject {
        case .page(let tab):
            if machine.page == nil {
                pageTab = tab
                live = nil
                live = view.map { GRef(adopting: gtk_widget_paintable_new($0)) }
                if let live {
                    Signal.connect(UnsafeMutableRawPointer(live.pointer), "invalidate-contents") { [weak self] in
                        self?.pageDrewSinceKept = true
                    }
                }
            }
            carryOut(machine.handle(.shrink(placement)))
        case .grid:
            carryOut(machine.handle(.move(placement)))
        }
    }

    /// Shows the overview with `cards`: the page shrinking lands in its card, or the grid shows at
    /// rest. The page's picture was kept just before (`keepPicture(of:for:)`).
    func show(_ cards: [OverviewCard]) {
        pageDrewSinceKept = false
        setCards(cards)
        let card = pageTab.flatMap { tab in cards.firstIndex { $0.tab == tab } }.map { TabOverview(count: cards.count).thumbnails[$0] }
        carryOut(machine.handle(.land(card.map(OverviewPlacement.page(in:)) ?? .identity, at: FrameTicks.now)))
        placeCards()
    }

    /// Grows `tab`'s card into the page and takes the overview away; nothing when it is hidden. A
    /// tab without a card (opened since the cards were laid out) comes to the front as the grid goes.
    func focus(_ tab: TabID) {
        guard let index = cards.firstIndex(where: { $0.card.tab == tab }) else {
            return carryOut(machine.handle(.grow(.identity, at: FrameTicks.now)))
        }
        carryOut(machine.handle(.grow(.growing(TabOverview(count: cards.count).thumbnails[index]), at: FrameTicks.now)))
    }

    /// Springs a pinch or a drag back.
    func springBack() { carryOut(machine.handle(.springBack(at: FrameTicks.now))) }

    // MARK: Drawing

    private func setCards(_ new: [OverviewCard]) {
        guard new != cards.map(\.card) else { return }
        for old in cards {
            gtk_overlay_remove_overlay(OpaquePointer(widget), old.widget)
            gtk_overlay_remove_overlay(OpaquePointer(widget), old.close)
        }
        cards = new.map { card in
            let picture = gtk_picture_new()!
            gtk_picture_set_can_shrink(OpaquePointer(picture), 1)
            gtk_picture_set_content_fit(OpaquePointer(picture), GTK_CONTENT_FIT_COVER)
            gtk_widget_set_valign(picture, GTK_ALIGN_START)
            let frame = gtk_overlay_new()!
            gtk_overlay_set_child(OpaquePointer(frame), picture)
            gtk_widget_add_css_class(frame, "peekpop-overview-card")
            gtk_widget_set_overflow(frame, GTK_OVERFLOW_HIDDEN)
            let label = gtk_label_new(card.title.isEmpty ? "Start" : card.title)!
            gtk_label_set_ellipsize(OpaquePointer(label), PANGO_ELLIPSIZE_END)
            gtk_widget_set_hexpand(label, 1)
            let title = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
            gtk_box_append(cwebkit_box(title), label)
            gtk_widget_add_css_class(title, "peekpop-overview-title")
            gtk_widget_set_valign(title, GTK_ALIGN_START)
            gtk_overlay_add_overlay(OpaquePointer(frame), title)
            gtk_widget_set_can_target(frame, 0)
            gtk_overlay_add_overlay(OpaquePointer(widget), frame)
            let close = gtk_label_new("×")!
            gtk_widget_add_css_class(close, "peekpop-overview-close")
            // In the title bar at the top left of its rect, however tall the rect is.
            gtk_label_set_xalign(OpaquePointer(close), 0)
            gtk_label_set_yalign(OpaquePointer(close), 0)
            gtk_overlay_add_overlay(OpaquePointer(widget), close)
            PointerClick.on(close) { [weak self] in self?.onControl?(.closeTab(card.tab)) }
            return (card, frame, title, close)
        }
        // The new-tab button and the page layer stay on top.
        for top in [newTab, page] {
            // Held while out of the overlay, whose reference is its only other one.
            GRef(retaining: OpaquePointer(top)).use { _ in
                gtk_overlay_remove_overlay(OpaquePointer(widget), top)
                gtk_overlay_add_overlay(OpaquePointer(widget), top)
            }
        }
        placeCards()
    }

    /// The pictures on the cards, the page's card hidden while the page layer stands for it, and
    /// the title bars faded by the grid's scale.
    private func placeCards() {
        let opacity = TabOverview.titleOpacity(atScale: machine.grid?.scale ?? 1)
        let layout = TabOverview(count: cards.count)
        // The page area's: the overview covers it, and keeps no size while hidden.
        let parent = gtk_widget_get_parent(widget) ?? widget
        let area = (width: Double(gtk_widget_get_width(parent)), height: Double(gtk_widget_get_height(parent)))
        thumbnails.keep(only: cards.map(\.card.tab))
        for (index, (card, frame, title, close)) in cards.enumerated() {
            let picture = gtk_overlay_get_child(OpaquePointer(frame))
            let size = Self.pixels(layout.thumbnails[index], width: area.width, height: area.height)
            let thumbnail = pictures.picture(of: card.tab).map { picture in
                thumbnails.thumbnail(of: card.tab, picture: picture, width: Int(size.width), height: Int(size.height), in: widget)
            }
            gtk_picture_set_paintable(OpaquePointer(picture), thumbnail)
            let shown: gboolean = machine.page != nil && card.tab == pageTab ? 0 : 1
            gtk_widget_set_visible(frame, shown)
            gtk_widget_set_visible(close, shown)
            gtk_widget_set_opacity(title, opacity)
            gtk_widget_set_opacity(close, opacity)
        }
        gtk_widget_set_opacity(newTab, machine.grid == .identity ? 1 : 0)
        gtk_widget_queue_allocate(widget)
    }

    /// `rect` (in units of the page area) in pixels of an area `width` × `height`: where a child
    /// is placed, and the size its card's thumbnail is made at.
    private static func pixels(_ rect: Rect, width: Double, height: Double) -> GdkRectangle {
        GdkRectangle(x: Int32((rect.x * width).rounded()), y: Int32((rect.y * height).rounded()),
                     width: Int32((rect.width * width).rounded()), height: Int32((rect.height * height).rounded()))
    }

    private func place(_ child: UnsafeMutableRawPointer?, width: Double, height: Double) -> GdkRectangle? {
        func pixels(_ rect: Rect) -> GdkRectangle { Self.pixels(rect, width: width, height: height) }
        if child == UnsafeMutableRawPointer(page) {
            return machine.page.map { pixels($0.apply(to: Rect(x: 0, y: 0, width: 1, height: 1))) }
        }
        guard let grid = machine.grid else { return nil }
        if child == UnsafeMutableRawPointer(newTab) { return pixels(TabOverview.newTabButton) }
        let layout = TabOverview(count: cards.count)
        if let index = cards.firstIndex(where: { UnsafeMutableRawPointer($0.widget) == child }) {
            return pixels(grid.apply(to: layout.thumbnails[index]))
        }
        if let index = cards.firstIndex(where: { UnsafeMutableRawPointer($0.close) == child }) {
            return pixels(grid.apply(to: layout.closeButtons[index]))
        }
        return nil
    }

    /// A pointer drag on the overview moves the grid, resisted, and lets it spring back.
    private func dragToScroll() {
        let drag = gtk_gesture_drag_new()!
        gtk_widget_add_controller(widget, drag)
        Signal.connect(UnsafeMutableRawPointer(drag), "drag-update", point: { [weak self] _, y in
            guard let self, machine.page == nil, machine.grid != nil else { return }
            let height = max(Double(gtk_widget_get_height(widget)), 1)
            carryOut(machine.handle(.move(OverviewPlacement(scale: 1, dx: 0, dy: y / height * Self.rubberBand))))
        })
        Signal.connect(UnsafeMutableRawPointer(drag), "drag-end", point: { [weak self] _, _ in
            guard let self, machine.page == nil else { return }
            springBack()
        })
    }

    private func carryOut(_ outputs: [OverviewMachine.Output]) {
        landing.start(if: machine.isReleasing, in: work)
        defer { landing.stop(unless: machine.isReleasing, in: work, quietly: true) }
        for output in outputs {
            switch output {
            case .showGrid:
                gtk_widget_set_visible(widget, 1)
            case .showPage:
                gtk_picture_set_paintable(OpaquePointer(page), live?.pointer)
                gtk_widget_set_visible(page, 1)
            case .place:
                placeCards()
            case .runFrames:
                FrameTicks.add(to: widget) { [weak self] time in
                    guard let self else { return false }
                    carryOut(machine.handle(.frame(time)))
                    return machine.isReleasing
                }
            case .hidePage:
                // The page has landed: its card shows what it showed.
                if pageDrewSinceKept, let live, let pageTab, let image = gdk_paintable_get_current_image(live.pointer) {
                    pictures.keep(GRef(adopting: image), for: pageTab)
                }
                gtk_widget_set_visible(page, 0)
                gtk_picture_set_paintable(OpaquePointer(page), nil)
                live = nil
                pageTab = nil
            case .hideGrid:
                gtk_widget_set_visible(widget, 0)
            case .settled:
                if machine.grid == .identity, machine.page == nil { onRest?() }
                landing.stop(unless: machine.isReleasing, in: work, quietly: false)
            }
        }
    }
}
