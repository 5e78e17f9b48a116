// SPDX-License-Identifier: MIT
import BrowserSession
import CWebKit
import WindowLogic

/// The link preview as WKWebView showed it: the linked page in a card over a blurred, dimmed
/// snapshot of the page it was pressed on, the card grown from the link's rect to the core's
/// `PreviewLayout.peeking`. The page loads in one preview web view, made once with "related-view"
/// (it shares the tab's web process and network session) and reused; hiding stops its load, and
/// a second later, if no peek came meanwhile, it lets go of the page (a blank page). The card takes
/// no input: the gestures are the session's.
///
/// When the core reveals the actions, the card slides up to `PreviewLayout.revealed` and the
/// actions' rows (iOS 10's white rows with blue labels) slide up with it to their rects. Then the
/// pointer may choose too: a click on a row is `SessionControl.previewAction`, a click anywhere
/// else over the page `dismissPreview`, handed to `onControl`; a touch is left to the daemon's tap.
///
/// The backdrop, the stage and the rows are overlays of the page area, the rows each at its rect
/// of the area. On the stage (a GtkFixed) the card moves by a transform, from the link and up over
/// the actions, and grows by its edges around the page, which keeps its full size, centred in the
/// card: the preview web view is neither resized nor scaled on any frame. Scaled with the card, the
/// page cost GTK's cairo renderer a box filter over all its pixels on every frame of the grow (5.5
/// ms of the 8.3 ms frame that first drew it, quiet). The shadow is scaled to the card's size.
/// Where the card is on each frame, and where the rows are, is `CardMotion`'s to say.
///
/// The stage stays mapped while the card is hidden, drawn or not by its opacity (GTK draws nothing
/// at 0), so the preview web view stays mapped too. Unmapped, WebKit takes its page for hidden;
/// mapped again at every peek, the web process woke the page it held before the new one could
/// load, and with one core busy the linked page reached the card 18 ms later at the median.
final class PreviewCard {
    /// The blurred snapshot of the page, over the whole page area.
    private let backdrop: UnsafeMutablePointer<GtkWidget>
    /// The card and its shadow, placed by transforms, over the whole page area.
    private let stage: UnsafeMutablePointer<GtkWidget>
    /// The card's shadow, under it.
    private let shadow = CardShadow()
    /// The card (a GtkOverlay, rounded, clipping), sized on every frame, holding the preview web
    /// view at `pageSize`.
    private let card: UnsafeMutablePointer<GtkWidget>
    /// The card's size at its place, in pixels: the page's in the card at every size.
    private var pageSize = (width: 1, height: 1)
    /// The actions' rows, in `PreviewAction.allCases` order.
    private let rows: [(action: PreviewAction, row: UnsafeMutablePointer<GtkWidget>)]
    /// Called with a click on a row, or beside the rows, once the actions are revealed.
    var onControl: ((SessionControl) -> Void)?
    /// Called when a shown link's page commits in the card (WebKit has its first bytes and left
    /// the previous page; the paint trace's `preview-committed`).
    var onPageCommitted: (() -> Void)?
    private var view: UnsafeMutablePointer<WebKitWebView>?
    /// The preview's page loading is the window's open work (a screenshot shows its page).
    private let work: PendingWork
    private var loading: PendingWork.Token?
    /// A load of the view was stopped, and WebKit's FINISHED for it is still to come.
    private var stoppedLoadEnds = false
    /// How many times the card was shown: a hidden card's page is let go of unless it is shown again.
    private var shows = 0
    /// How long the view keeps a hidden card's page. Not at once: a pop loads the same page in
    /// the tab, in the same web process, and a blank page loaded meanwhile made that 4 to 7 ms
    /// slower at the median.
    static let keepsPage: Duration = .seconds(1)

    /// Where the card is and where it moves: grown from the link, slid up over the actions.
    private var motion = CardMotion()
    /// The card's move as the window's open work.
    private var moving = PendingWork.Landing()
    /// The page area's size in pixels when the card was shown.
    private var area = (width: 0.0, height: 0.0)
    /// The blurred backdrop of the page in front, made before a peek asks for it.
    private let backdrops = ReadyBackdrop()

    init(work: PendingWork) {
        self.work = work
        backdrop = gtk_picture_new()
        gtk_picture_set_can_shrink(OpaquePointer(backdrop), 1)
        gtk_picture_set_content_fit(OpaquePointer(backdrop), GTK_CONTENT_FIT_FILL)
        card = gtk_overlay_new()
        gtk_widget_add_css_class(card, "peekpop-card")
        gtk_widget_set_overflow(card, GTK_OVERFLOW_HIDDEN)
        stage = gtk_fixed_new()
        gtk_fixed_put(cwebkit_fixed(stage), shadow.widget, 0, 0)
        gtk_fixed_put(cwebkit_fixed(stage), card, 0, 0)
        rows = PreviewAction.allCases.map { action in
            let row = gtk_label_new(Self.label(of: action))!
            gtk_widget_add_css_class(row, "peekpop-action")
            return (action, row)
        }
        // The card takes no input, ever; the backdrop and the rows once the actions show.
        gtk_widget_set_can_target(stage, 0)
        putAway()
        for (action, row) in rows {
            PointerClick.on(row) { [weak self] in self?.onControl?(.previewAction(action)) }
        }
        // A click on the page beside the rows (the card lets it through to the backdrop).
        PointerClick.on(backdrop) { [weak self] in self?.onControl?(.dismissPreview) }
        // The card's one overlay is the preview web view.
        Signal.placeChildren(of: card) { [weak self] _, width, height in
            guard let page = self?.pageSize else { return nil }
            let origin = CardMotion.pageOrigin(inCard: (Int(width), Int(height)), page: page)
            return GdkRectangle(x: Int32(origin.x), y: Int32(origin.y), width: Int32(page.width), height: Int32(page.height))
        }
        backdrops.onSettled = { [weak self] page in self?.makeAhead(over: page) }
    }

    /// What a row says, as Safari on iOS 10 worded it.
    static func label(of action: PreviewAction) -> String {
        switch action {
        case .open: "Open"
        case .openInNewTab: "Open in New Tab"
        case .copyLink: "Copy Link"
        case .share: "Share…"
        }
    }

    /// Adds the backdrop, the card's stage and the rows to `overlay` (a GtkOverlay over the page
    /// area), the rows placed at their rects of the overlay's size.
    func attach(to overlay: UnsafeMutablePointer<GtkWidget>) {
        for widget in [backdrop, stage] + rows.map(\.row) {
            gtk_overlay_add_overlay(OpaquePointer(overlay), widget)
        }
        Signal.placeChildren(of: overlay) { [weak self] child, width, height in
            // Other overlays are placed by their own handlers or their alignment.
            guard let self, let child, let frame = frame(of: child) else { return nil }
            return GdkRectangle(x: Int32(frame.x * width), y: Int32(frame.y * height),
                                width: Int32(frame.width * width), height: Int32(frame.height * height))
        }
    }

    /// The rect of `child` now, a row sliding up from below the page area with the card; nil for
    /// other overlays.
    private func frame(of child: UnsafeMutableRawPointer) -> Rect? {
        guard let row = rows.first(where: { UnsafeMutableRawPointer($0.row) == child }),
              let rect = PreviewLayout.revealed.actions[row.action]
        else { return nil }
        return motion.row(at: rect)
    }

    /// Whether the card is up (peeking, or with its actions revealed).
    var isShown: Bool { motion.isShown }

    /// Follows `page` (a tab's web view, in front), so the backdrop of a card over it, and the
    /// card's shadow at its size, are made once it settled, before a peek asks for them.
    func follow(_ page: UnsafeMutablePointer<WebKitWebView>) {
        backdrops.follow(cwebkit_widget(page)!)
    }

    /// Makes the shadow of a card over `page` (a tab's web view widget, settled) unless it is made.
    /// The preview web view is not made here but at the first press on the page (`ready`): made
    /// once a page settled, it kept 7 MiB more in a window nobody touches.
    private func makeAhead(over page: UnsafeMutablePointer<GtkWidget>) {
        let size = Self.cardSize(over: page)
        shadow.prepare(width: size.width, height: size.height)
    }

    /// The card's size at its place in pixels over `page` (a tab's web view widget): its peeking
    /// rect of the page area.
    private static func cardSize(over page: UnsafeMutablePointer<GtkWidget>) -> (width: Int, height: Int) {
        (max(Int(PreviewLayout.peeking.card.width * Double(gtk_widget_get_width(page))), 1),
         max(Int(PreviewLayout.peeking.card.height * Double(gtk_widget_get_height(page))), 1))
    }

    /// Makes the preview web view if it is not made yet, and the backdrop of a card over `page`
    /// if it was not made ahead, while the page's web process looks for the link under a peek.
    func prepare(over page: UnsafeMutablePointer<WebKitWebView>) {
        ready(over: page)
        backdrops.make(for: cwebkit_widget(page)!)
    }

    /// Makes the preview web view, related to `page` (a tab's web view), if it is not made yet.
    func ready(over page: UnsafeMutablePointer<WebKitWebView>) {
        _ = previewView(relatedTo: page)
    }

    /// Shows `link` in the card, grown from its rect, over a blurred snapshot of `page` (a tab's
    /// web view, which the preview view is made related to the first time). The linked page's load
    /// starts first: it is the longest wait, and it goes on in the web process while this one
    /// draws.
    func show(_ link: Link, over page: UnsafeMutablePointer<WebKitWebView>) {
        let view = previewView(relatedTo: page)
        shows += 1
        if let loading { work.end(loading, quietly: true) }
        loading = work.begin(.load)
        webkit_web_view_load_uri(view, link.href)
        holdBack(true)
        let pageWidget = cwebkit_widget(page)!
        let texture = backdrops.take(for: pageWidget)
        withExtendedLifetime(texture) { gtk_picture_set_paintable(OpaquePointer(backdrop), texture?.pointer) }
        area = (Double(gtk_widget_get_width(pageWidget)), Double(gtk_widget_get_height(pageWidget)))
        let size = Self.cardSize(over: pageWidget)
        pageSize = size
        gtk_widget_queue_allocate(card)
        shadow.prepare(width: size.width, height: size.height)
        move(.show(from: link.rect))
        gtk_widget_set_opacity(stage, 1)
    }

    /// Slides the card up to its place over the revealed actions, and the rows up under it; from
    /// now on the pointer may choose.
    func showActions() {
        move(.reveal)
    }

    /// Hands `input` to the card's motion and carries out what it says. The card moving is the
    /// window's open work, so a screenshot shows the card where its move ends. The end is quiet
    /// but on a frame, as for the other landings: a command is answered by what follows it.
    private func move(_ input: CardMotion.Input, quietly: Bool = true) {
        carryOut(motion.handle(input))
        moving.start(if: motion.isMoving, in: work)
        moving.stop(unless: motion.isMoving, in: work, quietly: quietly)
    }

    /// Carries out what the card's motion says.
    private func carryOut(_ outputs: [CardMotion.Output]) {
        for output in outputs {
            switch output {
            case .place:
                place()
            case .placeRows:
                // The rows are the overlay's to place.
                if let overlay = gtk_widget_get_parent(stage) { gtk_widget_queue_allocate(overlay) }
            case .runFrames:
                FrameTicks.add(to: card) { [weak self, stage] time in
                    guard let self, gtk_widget_get_parent(stage) != nil else { return false }
                    move(.frame(time), quietly: false)
                    return motion.isMoving
                }
            case .showBackdrop:
                gtk_widget_set_visible(backdrop, 1)
            case .showRows:
                for widget in [backdrop] + rows.map(\.row) {
                    gtk_widget_set_can_target(widget, 1)
                    gtk_widget_set_visible(widget, 1)
                }
            }
        }
    }

    /// Moves the card and sizes it where the motion has it, and its shadow (made for the card at
    /// its place) scaled to its size.
    private func place() {
        guard let placement = motion.placement(in: area) else { return }
        gtk_widget_set_size_request(card, Int32(placement.width), Int32(placement.height))
        let at = (x: placement.x, y: placement.y)
        let scale = (x: placement.width / Double(pageSize.width), y: placement.height / Double(pageSize.height))
        for (widget, point, scale) in [(card, at, (x: 1.0, y: 1.0)), (shadow.widget, shadow.origin(ofCardAt: at, scale: scale), scale)] {
            var offset = graphene_point_t(x: Float(point.x), y: Float(point.y))
            let transform = gsk_transform_scale(gsk_transform_translate(nil, &offset), Float(scale.x), Float(scale.y))
            gtk_fixed_set_child_transform(cwebkit_fixed(stage), widget, transform)
            gsk_transform_unref(transform)
        }
    }

    /// Takes the card, the rows and the backdrop away and stops the preview's load; lets go of
    /// the page after `keepsPage`.
    func hide() {
        let wasShown = motion.isShown
        move(.hide)
        putAway()
        gtk_picture_set_paintable(OpaquePointer(backdrop), nil)
        if wasShown { letGoOfPage(after: Self.keepsPage) }
        guard let loading else { return }
        self.loading = nil
        if let view { webkit_web_view_stop_loading(view) }
        work.end(loading)
    }

    /// The stage not drawn (still mapped), the backdrop and the rows hidden and let through.
    private func putAway() {
        gtk_widget_set_opacity(stage, 0)
        for widget in [backdrop] + rows.map(\.row) {
            gtk_widget_set_can_target(widget, 0)
            gtk_widget_set_visible(widget, 0)
        }
    }

    /// Loads a blank page in the view after `span` unless the card was shown again meanwhile: the
    /// view stays mapped, so the page would go on running, unseen (its scripts, animations, sound).
    private func letGoOfPage(after span: Duration) {
        let hiddenAfter = shows
        MainLoop.after(span) { [weak self] in
            guard let self, shows == hiddenAfter, let view else { return }
            webkit_web_view_load_uri(view, "about:blank")
        }
    }

    /// Holds the preview web view back (not drawn, the card blank white) from a new link's load
    /// until that page commits: until then the view holds the page of the previous preview, which
    /// the card would show for its first frames, and drawing it there cost each first frame 3 to
    /// 4 ms. The view stays mapped, so its web process goes on loading and painting meanwhile.
    private func holdBack(_ held: Bool) {
        guard let view = view.flatMap({ cwebkit_widget($0) }), (gtk_widget_get_opacity(view) == 0) != held else { return }
        gtk_widget_set_opacity(view, held ? 0 : 1)
    }

    private func previewView(relatedTo page: UnsafeMutablePointer<WebKitWebView>) -> UnsafeMutablePointer<WebKitWebView> {
        if let view { return view }
        backdrops.expectRedraw()
        let widget = cwebkit_related_web_view(page)!
        let view = cwebkit_web_view(widget)!
        webkit_settings_set_enable_back_forward_navigation_gestures(webkit_web_view_get_settings(view), 0)
        gtk_overlay_add_overlay(OpaquePointer(card), widget)
        Signal.onLoadChanged(of: UnsafeMutableRawPointer(view)) { [weak self] event in
            guard let self else { return }
            // A stopped load's FINISHED (the blank page's, stopped by a peek's load, or a peek's,
            // stopped by hiding) is not the end of the load that stopped it.
            if event == WEBKIT_LOAD_FINISHED, stoppedLoadEnds {
                stoppedLoadEnds = false
                return
            }
            if event == WEBKIT_LOAD_COMMITTED || event == WEBKIT_LOAD_FINISHED { holdBack(false) }
            // A shown link's load, the open work `loading`; not the blank page a hidden card loads.
            if event == WEBKIT_LOAD_COMMITTED, loading != nil { onPageCommitted?() }
            // A failure is followed by FINISHED too.
            guard event == WEBKIT_LOAD_FINISHED, let loading else { return }
            self.loading = nil
            work.end(loading)
        }
        Signal.onLoadFailed(of: UnsafeMutableRawPointer(view)) { [weak self] _, error in
            if error?.pointee.isCancellation == true { self?.stoppedLoadEnds = true }
        }
        self.view = view
        return view
    }
}
