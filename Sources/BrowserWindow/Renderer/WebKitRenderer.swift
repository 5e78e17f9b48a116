// SPDX-License-Identifier: MIT
import BrowserSession
import CWebKit
import Contacts
import SessionStore
import WindowLogic

/// The session core's renderer on WebKitGTK, a dispatcher: it carries out each `PageCommand` on the
/// part of the window that owns it and answers nothing at once; what WebKit does (loads, titles,
/// hit-tests, navigations the page starts, list changes) comes later through `onEvent`, which
/// hands it to the session's runner. Who owns what:
///
/// - `TabViews`: the tabs' web views and the start view in a stack; loads, goes, restores,
///   suspension of the tabs not in front.
/// - `TabReports`: WebKit's reports of each tab (load events through `PageLoad`, titles, lists) and
///   its `decide-policy`, answered by `HousePolicy`.
/// - `PageScripts`: the hit-test and the click in the page's isolated world.
/// - `TabSnapshots`: the overview's snapshots, stored and kept.
/// - `PendingWork`: what is still under way, the one owner of "settled".
/// - Over the tabs, in the page area's overlay: a revived tab's picture (`RevivedTabCover`), the page
///   an edge-pan moves (`EdgeSwipe`), the overview (`OverviewGrid`), the preview card with its
///   blurred backdrop (`PreviewCard`) and the load's progress bar.
///
/// WebKit's own swipe gesture is off: a back is only ever the core's. A tap (`PageCommand.click`) is
/// a click in the isolated world at its point, unless the finger reached WebKit itself
/// (`tapReachedWebKit`), which then clicks natively.
public final class WebKitRenderer: PageRenderer {
    /// The page area: the stack of the start view and the tabs' web views under the overlays.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// Called when a button the renderer shows is pressed (the start view's start, the preview's
    /// actions, or a click beside them, the overview's close and new-tab buttons).
    public var onControl: ((SessionControl) -> Void)?
    /// Where WebKit's answers and the page's own doings go (the session's runner).
    public var onEvent: ((PageEvent) -> Void)?
    /// Called whenever the renderer has become settled (`isSettled`).
    public var onSettled: (() -> Void)?
    /// Called with a note for the user: a load that failed, a download saved or failed, a stored
    /// back/forward list WebKit cannot read, a snapshot that cannot be stored.
    public var onNote: ((String) -> Void)? {
        didSet { (downloads.onNote, tabs.onNote, reports.onNote, snapshotTaker.onNote) = (onNote, onNote, onNote, onNote) }
    }
    /// Whether the tap being handled reached WebKit as the user's own touch (a live touchscreen
    /// whose touch sequences reach the window): WebKit then clicks natively and the renderer does
    /// not click again. False for a replay's taps and where the window gets no touch events: the
    /// renderer clicks for them.
    public var tapReachedWebKit: () -> Bool = { false }
    /// Whether a touch on the page area is the session's whatever it becomes: the preview card or
    /// the overview is up, or a peek's hit-test is out, so its card is coming and the daemon's
    /// lines wait for it (a tap then, meant for the card's actions, reached the page too and
    /// clicked it as well as choosing the action). `TouchRouter` keeps such touches from WebKit;
    /// a tap of one the session does not want is clicked by the renderer.
    public var ownsEveryTouch: Bool { preview.isShown || overview.isShown || isHitTesting }
    /// Where the times of a peek's steps go (its hit-test answered, its card shown and first
    /// painted, its page committed in the card) and of tabs' commits (`bench/browser.sh`).
    public var paintTrace: PaintTrace?
    /// The latest picture of each tab's page, for the overview.
    public let pictures = TabPictures()

    private let work = PendingWork()
    private let tabs: TabViews
    private let reports: TabReports
    private let downloads: DownloadSaver
    private let scripts: PageScripts
    private let snapshotTaker: TabSnapshots
    private let preview: PreviewCard
    private let swipe: EdgeSwipe
    /// A revived tab's picture over its page until the page has loaded again.
    private let cover = RevivedTabCover()
    private let overview: OverviewGrid
    /// Pictures of the pages left, for an edge-pan back or forward to them.
    private let snapshots = EntrySnapshots()
    private let progress = LoadProgressBar()

    /// Whether the session keeps a page landing at a URI in a tab after its server redirected it
    /// (`BrowserSession.keepsLanding`); until it is set, none is kept (each is asked of the core).
    public var keepsLanding: (TabID, String) -> Bool {
        get { reports.keepsLanding }
        set { reports.keepsLanding = newValue }
    }

    /// A renderer keeping its snapshots' pictures in `snapshots` (the store's `pictures`), where
    /// the `stored` ones are shown from until their tabs are snapshotted afresh.
    public init(snapshots: SnapshotFolder, stored: [SnapshotMetadata]) {
        pictures.load(stored, from: snapshots)
        downloads = DownloadSaver(work: work)
        preview = PreviewCard(work: work)
        swipe = EdgeSwipe(work: work)
        let overview = OverviewGrid(pictures: pictures, work: work)
        self.overview = overview
        var emit: (PageEvent) -> Void = { _ in }
        tabs = TabViews(work: work)
        reports = TabReports(work: work, downloads: downloads, onEvent: { emit($0) })
        scripts = PageScripts(work: work, emit: { emit($0) })
        snapshotTaker = TabSnapshots(work: work, folder: snapshots, pictures: pictures, picturesChanged: { overview.picturesChanged() }, emit: { emit($0) })
        WindowStyle.install()
        widget = gtk_overlay_new()
        emit = { [weak self] in self?.report($0) }
        layOut()
        connect()
    }

    /// The page area's layers, bottom to top.
    private func layOut() {
        gtk_overlay_set_child(OpaquePointer(widget), tabs.stack)
        cover.attach(to: widget)
        swipe.attach(to: widget)
        overview.attach(to: widget)
        preview.attach(to: widget)
        gtk_overlay_add_overlay(OpaquePointer(widget), progress.widget)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        // The backdrop's blur stays inside the page area.
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
    }

    private func connect() {
        tabs.onStart = { [weak self] in self?.onControl?(.start) }
        preview.onControl = { [weak self] in self?.onControl?($0) }
        preview.onPageCommitted = { [weak self] in self?.paintTrace?.mark("preview-committed") }
        overview.onControl = { [weak self] in self?.onControl?($0) }
        overview.onRest = { [weak self] in
            guard let self else { return }
            paintTrace?.shown("overview", in: widget)
        }
        tabs.onMade = { [weak self] tab, id in self?.reports.follow(tab, id: id) }
        reports.onVisibleLoad = { [weak self] tab, event in self?.visibleLoadChanged(event, in: tab) }
        work.onChange = { [weak self] in self?.tabs.suspendIdleTabs() }
        work.onSettled = { [weak self] in self?.onSettled?() }
    }

    /// Nothing the core asked for is still under way (`PendingWork`). A replay without
    /// `--realtime` feeds its next gesture only then.
    public var isSettled: Bool { work.isSettled }

    /// A hit-test the core asked for is unanswered: a gesture from the daemon waits for it, so the
    /// answer reaches the core before the next gesture and carries its gesture's time.
    public var isHitTesting: Bool { work.has(.hitTest) }

    public func perform(_ command: PageCommand) -> [PageEvent] {
        switch command {
        case .load(let load, let url, let tab): leave(tabs.view(tab)); tabs.load(url, as: load, in: tabs.view(tab))
        case .reload(let load, _, let tab): reload(tab, as: load)
        case .go(_, .startView, let tab): goToStartView(tab)
        case .go(let direction, .page(let url, let load), let tab): go(direction, to: url, as: load, in: tab)
        case .restore(let load, let history, let zoom, let state, let tab):
            // Made live when it is shown (`focusTab` follows for the selected one).
            tabs.restore(SuspendedTab(load: load, history: history, zoom: zoom, state: state), as: tab)
        case .setZoom(let zoom, let tab): tabs.setZoom(zoom, of: tab)
        case .focusTab(let tab): focus(tab)
        case .closeTab(let tab): close(tab)
        case .showTransition(let transition, let tab): showTransition(transition, in: tab)
        case .cancelTransition: swipe.springBack()
        case .hitTest(let id, let point, let tab):
            guard let tab = tabs[tab], !tab.onStartView else { return [.hitTestResult(id, link: nil)] }
            scripts.hitTest(id, at: point, in: tab)
            // A peek's: its card's backdrop is made while the page answers.
            preview.prepare(over: tab.view)
        case .click(let point, let tab):
            guard let tab = tabs[tab], !tab.onStartView, !tapReachedWebKit() else { break }
            scripts.click(at: point, in: tab)
        case .takeSnapshot(let tab, let url):
            guard let tab = tabs[tab], !tab.onStartView else { break }
            snapshotTaker.take(of: tab, url: url) { [weak self] in self?.tabs[$0.id] === $0 }
        case .showPreview(let link): showPreview(link)
        case .showPreviewActions: preview.showActions()
        case .hidePreview: preview.hide()
        case .copyLink(let url): gdk_clipboard_set_text(gtk_widget_get_clipboard(widget), url)
        case .showOverviewZoom(let zoom, let cards):
            if case .page = zoom.subject { keepPicture() }
            overview.follow(zoom, cards: cards, view: tabs.visible.flatMap { $0.onStartView ? nil : cwebkit_widget($0.view) })
        case .showOverview(let cards):
            keepPicture()
            overview.show(cards)
        case .cancelOverviewZoom: overview.springBack()
        }
        return []
    }

    /// A touchpad's force click began with its button still down: the page shown must not also get
    /// the click that comes when the button is let go (`PageScript.forceClickBegan`).
    public func swallowClickOfThisPress() {
        guard let tab = tabs.visible else { return }
        scripts.swallowClickOfThisPress(in: tab)
    }

    /// peekpop took the finger at `point` (normalised over the page area) from WebKit, which saw it
    /// land: the page shown gets `pointercancel` and `touchcancel` for it. `done` gets what the page
    /// was sent ("pointercancel touchcancel", "none"; nil when no page answered).
    public func takeTouch(at point: Point, done: @escaping (String?) -> Void) {
        guard let tab = tabs.visible, !tab.onStartView else { return done(nil) }
        scripts.take(at: point, in: tab, done: done)
    }

    /// Makes the preview card's web view ready before a peek needs it: a finger or a button went
    /// down on the page (`TouchRouter.onPress`), and a peek may follow once its force rises. Made
    /// at the first peek, it held that peek's page in the card ~12 ms longer than the next ones';
    /// made as soon as a page settles, it kept 7 MiB in a window nobody touches.
    public func readyPreview() {
        guard let tab = tabs.visible, !tab.onStartView else { return }
        preview.ready(over: tab.view)
    }

    // MARK: Tabs

    private func reload(_ id: TabID, as load: LoadID) {
        let tab = tabs.view(id)
        _ = tab.handle(.asked(load))
        webkit_web_view_reload(tab.view)
    }

    private func goToStartView(_ id: TabID) {
        let tab = tabs.view(id)
        leave(tab)
        swipe.complete(hold: false)
        tabs.goToStartView(tab)
        if tab === tabs.visible { progress.finished() }
        show(id)
    }

    private func go(_ direction: BackForwardTransition.Direction, to url: String, as load: LoadID, in id: TabID) {
        let tab = tabs.view(id)
        leave(tab)
        // The destination's snapshot stays until its page has loaded.
        swipe.complete(hold: true)
        tabs.go(direction, to: url, as: load, in: tab)
    }

    private func focus(_ id: TabID) {
        swipe.stop()
        keepPicture()
        let revived = tabs.isSuspended(id) ? tabs.view(id) : nil
        overview.focus(id)
        show(id)
        // Its page loads again: its picture shows meanwhile.
        if let revived, !revived.onStartView, !revived.load.tracker.isSettled, let picture = pictures.picture(of: id) {
            cover.show(picture, for: id)
        }
        tabs.suspendIdleTabs()
    }

    private func show(_ id: TabID) {
        if cover.tab != id || tabs[id]?.onStartView == true { cover.hide() }
        tabs.show(id)
        if let page = tabs.visible, !page.onStartView { preview.follow(page.view) }
    }

    /// Lets go of a closed tab's view and picture; the page area's layers go with it when it was
    /// the tab in front.
    private func close(_ id: TabID) {
        pictures.remove(id)
        if tabs.close(id) {
            cover.hide()
            preview.hide()
            swipe.stop()
            progress.finished()
        }
        work.check()
    }

    /// What the page area shows of a load of the tab in front.
    private func visibleLoadChanged(_ event: WebKitLoadEvent, in tab: TabView) {
        guard tab === tabs.visible else { return }
        // A page coming to the front: a peek's backdrop of it is made ahead.
        preview.follow(tab.view)
        switch event {
        case WEBKIT_LOAD_STARTED: progress.started(at: webkit_web_view_get_estimated_load_progress(tab.view))
        case WEBKIT_LOAD_FINISHED:
            progress.finished()
            swipe.reveal()
            cover.hide()
        default: break
        }
    }

    // MARK: Pictures

    /// Keeps a picture of the page `tab` shows as it is left, for an edge-pan back (or forward) to it.
    private func leave(_ tab: TabView) {
        guard tab === tabs.visible, !tab.onStartView,
              let entry = webkit_back_forward_list_get_current_item(webkit_web_view_get_back_forward_list(tab.view)),
              let uri = WebKitHistory.uri(of: entry)
        else { return }
        snapshots.keep(cwebkit_widget(tab.view), as: entry, uri: uri)
    }

    /// Keeps what the tab in front shows as its card's picture in the overview.
    private func keepPicture() {
        guard let visible = tabs.visible, !visible.onStartView, let id = tabs.visibleID else { return }
        overview.keepPicture(of: cwebkit_widget(visible.view), for: id)
    }

    // MARK: Over the page

    /// The page in front moves with an edge-pan (only the tab in front; one never made is on its
    /// start view), over the destination's picture when one was kept.
    private func showTransition(_ transition: BackForwardTransition, in id: TabID) {
        let tab = tabs[id]
        guard tab == nil || tab === tabs.visible else { return }
        cover.hide()
        let snapshot = transition.destination.flatMap { destination in
            snapshots.picture(of: tab.flatMap { WebKitHistory.entry(going: transition.direction, from: $0.view, onStartView: $0.onStartView) },
                              uri: destination.url)
        }
        swipe.show(transition, page: tabs.shownWidget(of: tab), snapshot: snapshot)
    }

    /// The card over the page the peek was on; nothing to show over the start view.
    private func showPreview(_ link: Link) {
        guard let page = tabs.visible, !page.onStartView else { return }
        preview.show(link, over: page.view)
        paintTrace?.shown("card", in: widget)
    }

    // MARK: Answers

    /// An answer for the core: the window may have settled by it.
    private func report(_ event: PageEvent) {
        switch event {
        case .hitTestResult: paintTrace?.mark("hit-test-answered")
        case .loadCommitted: paintTrace?.mark("page-committed")
        default: break
        }
        onEvent?(event)
        work.check()
    }
}
