// SPDX-License-Identifier: MIT
import BrowserSession
import CWebKit
import Contacts
import SessionStore

/// The session core's renderer on WebKitGTK: one web view per tab in a stack, with the start view
/// (a start button) beside them; only the tab in front (and any tab with a load or a snapshot
/// still under way) keeps a live view, the others are suspended (`SuspendedTab`) and brought back
/// from WebKit's serialised list when shown again. Over them: the page an edge-pan moves
/// (`EdgeSwipe`), the tab overview (`OverviewGrid`), the preview card with its blurred backdrop and
/// the load's progress bar. It carries out `PageCommand`s on the web views and answers nothing at
/// once: what WebKit does (loads, titles, hit-tests, navigations the page starts, list changes)
/// comes later through `onEvent`, which hands it to the session's runner.
///
/// Every navigation goes through `decide-policy`, answered by `HousePolicy`: what the user starts
/// in the page and every new window is asked of the core, whose policy decides. What the page
/// starts by itself (a script, a frame) proceeds, since `decide-policy` cannot tell a frame's load
/// from the page's; when it turns out to load the page itself (`load-changed` STARTED that the core
/// did not ask for), it is stopped and reported the same way. Nothing stays in the main frame
/// behind the core's back. A response the page cannot show, or an attachment, is a download
/// (`DownloadSaver`): saved, noted, and the tab stays where it was. A load that fails is noted
/// with its URL and WebKit's reason, and WebKit's error page shows it. WebKit's own swipe gesture
/// is off: a back is only ever the core's.
///
/// A tap (`PageCommand.click`) is a click in the isolated world at its point (`HitTestScript`),
/// unless the finger reached WebKit itself (`tapReachedWebKit`), which then clicks natively.
public final class WebKitRenderer: PageRenderer {
    /// The page area: the stack of the start view and the tabs' web views under the preview and
    /// the progress bar.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// Called when a button the renderer shows is pressed (the start view's start, the preview's
    /// actions, or a click beside them, the overview's close and new-tab buttons).
    public var onControl: ((SessionControl) -> Void)?
    /// Where WebKit's answers and the page's own doings go (the session's runner).
    public var onEvent: ((PageEvent) -> Void)?
    /// Called whenever the renderer has become settled (`isSettled`).
    public var onSettled: (() -> Void)?
    /// Called with a note for the user: a load that failed, a download saved or failed, a stored
    /// back/forward list WebKit cannot read.
    public var onNote: ((String) -> Void)? {
        didSet { downloads.onNote = onNote }
    }
    /// Whether the tap being handled reached WebKit as the user's own touch (a live touchscreen
    /// whose touch sequences reach the window): WebKit then clicks natively and the renderer does
    /// not click again. False for a replay's taps and where the window gets no touch events: the
    /// renderer clicks for them.
    public var tapReachedWebKit: () -> Bool = { false }
    /// Whether a touch on the page area is the session's whatever it becomes: the preview card or
    /// the overview is up (`TouchRouter` keeps such touches from WebKit).
    public var ownsEveryTouch: Bool { preview.isShown || overview.isShown }
    /// Where the times the preview card is shown and first painted go (`bench/browser.sh`).
    public var paintTrace: PaintTrace?
    /// The latest picture of each tab's page, for the overview.
    public let pictures = TabPictures()

    private let stack: UnsafeMutablePointer<GtkWidget>
    private let startView = StartView()
    private let preview = PreviewCard()
    private let swipe = EdgeSwipe()
    /// A revived tab's picture over its page until the page has loaded again.
    private let cover = RevivedTabCover()
    private let overview: OverviewGrid
    /// Pictures of the pages left, for an edge-pan back or forward to them.
    private let snapshots = EntrySnapshots()
    private let progress = LoadProgressBar()
    /// The tab shown, on its page or its start view (nil before the first command names one).
    private var visibleTab: TabView?
    /// The tabs with a live web view.
    private var tabs: [TabID: TabView] = [:]
    /// The tabs without one, and what brings each back.
    private var suspended: [TabID: SuspendedTab] = [:]
    /// A look for tabs to suspend is scheduled.
    private var suspending = false
    private var pendingHitTests: Set<HitTestID> = []
    private var pendingSnapshots = 0
    /// Clicks whose script has not answered yet.
    private var pendingClicks = 0
    /// Counts clicks, naming each one's wait for its navigation.
    private var clickCount = 0
    private let downloads = DownloadSaver()
    /// How long a click that follows a link may wait for its navigation to reach `decide-policy`
    /// (it comes as the click's script returns; a link the page retargets in between may never).
    private static let clickGrace: UInt32 = 1_000
    /// The core's navigation policy, for the one decision that cannot wait for the core: whether the
    /// page's load, redirected by its server, may be shown in the window.
    private let policy: NavigationPolicy
    /// What every tab's web view is set to (`WebViewSettings`).
    private let settings = WebViewSettings.make()
    /// A stored list WebKit could not read has been noted: once is enough, whatever the tabs.
    private var notedUnreadableState = false
    /// Where the snapshots' PNG files go (the store's folder).
    private let snapshotFolder: SnapshotFolder
    /// A snapshot that could not be stored has been noted: once is enough.
    private var notedUnstoredSnapshot = false

    /// A renderer for a session whose navigation policy is `policy` (`SessionConfiguration.policy`),
    /// keeping its snapshots' pictures in `snapshots` (the store's `pictures`), where the
    /// `stored` ones are shown from until their tabs are snapshotted afresh.
    public init(policy: NavigationPolicy, snapshots: SnapshotFolder, stored: [SnapshotMetadata]) {
        self.policy = policy
        snapshotFolder = snapshots
        pictures.load(stored, from: snapshots)
        overview = OverviewGrid(pictures: pictures)
        WindowStyle.install()
        stack = gtk_stack_new()
        gtk_stack_add_named(OpaquePointer(stack), startView.widget, "start")
        widget = gtk_overlay_new()
        gtk_overlay_set_child(OpaquePointer(widget), stack)
        cover.attach(to: widget)
        swipe.attach(to: widget)
        overview.attach(to: widget)
        preview.attach(to: widget)
        gtk_overlay_add_overlay(OpaquePointer(widget), progress.widget)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        // The backdrop's blur stays inside the page area.
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
        startView.onStart = { [weak self] in self?.onControl?(.start) }
        preview.onControl = { [weak self] in self?.onControl?($0) }
        overview.onControl = { [weak self] in self?.onControl?($0) }
        preview.onSettled = { [weak self] in self?.settle() }
        swipe.onSettled = { [weak self] in self?.settle() }
        overview.onSettled = { [weak self] in self?.settle() }
        overview.onRest = { [weak self] in
            guard let self else { return }
            paintTrace?.shown("overview", in: widget)
        }
        downloads.onIdle = { [weak self] in self?.settle() }
    }

    deinit {
        // The web views hold their own references.
        g_object_unref(UnsafeMutableRawPointer(settings))
    }

    /// Nothing the core asked for is still under way: no hit-test or snapshot unanswered, no load
    /// unfinished (the preview card's included, so a screenshot shows its page), no edge-pan's
    /// release still moving the page, no click waiting for its navigation, no download under way. A
    /// replay without `--realtime` feeds its next gesture only then.
    public var isSettled: Bool {
        pendingHitTests.isEmpty && pendingSnapshots == 0 && pendingClicks == 0 && !preview.isLoading && !swipe.isReleasing && !overview.isReleasing
            && downloads.isIdle
            && tabs.values.allSatisfy { $0.load.isSettled && $0.clickAwaitingNavigation == nil }
    }

    /// A hit-test the core asked for is unanswered: a gesture from the daemon waits for it, so the
    /// answer reaches the core before the next gesture and carries its gesture's time.
    public var isHitTesting: Bool { !pendingHitTests.isEmpty }

    public func perform(_ command: PageCommand) -> [PageEvent] {
        switch command {
        case .load(let load, let url, let tab):
            let tabView = tabView(tab)
            leave(tabView)
            self.load(url, as: load, in: tabView)
        case .reload(let load, _, let tab):
            let tabView = tabView(tab)
            _ = tabView.load.handle(.asked(load))
            webkit_web_view_reload(tabView.view)
        case .go(_, .startView, let tab):
            let tabView = tabView(tab)
            leave(tabView)
            swipe.complete(hold: false)
            _ = tabView.load.handle(.stopped)
            tabView.onStartView = true
            webkit_web_view_stop_loading(tabView.view)
            if tabView === visibleTab { progress.finished() }
            show(tab)
        case .go(let direction, .page(let url, let load), let tab):
            let tabView = tabView(tab)
            leave(tabView)
            // The destination's snapshot stays until its page has loaded.
            swipe.complete(hold: true)
            go(direction, to: url, as: load, in: tabView)
        case .restore(let load, let history, let zoom, let state, let tab):
            // Made live when it is shown (`focusTab` follows for the selected one).
            let restore = SuspendedTab(load: load, history: history, zoom: zoom, state: state)
            if let tabView = tabs[tab] { self.restore(restore, in: tabView, id: tab) } else { suspended[tab] = restore }
        case .setZoom(let zoom, let tab):
            if suspended[tab] != nil {
                suspended[tab]?.zoom = zoom
            } else {
                webkit_web_view_set_zoom_level(tabView(tab).view, zoom)
            }
        case .focusTab(let tab):
            swipe.stop()
            keepPicture()
            let revived = suspended[tab] != nil ? tabView(tab) : nil
            overview.focus(tab)
            show(tab)
            // Its page loads again: its picture shows meanwhile.
            if let revived, !revived.onStartView, !revived.load.tracker.isSettled, let picture = pictures.picture(of: tab) {
                cover.show(picture, for: tab)
            }
            suspendIdleTabs()
        case .closeTab(let tab):
            close(tab)
        case .showTransition(let transition, let tab):
            // Only the tab in front moves; one never made is on its start view.
            let tabView = tabs[tab]
            guard tabView == nil || tabView === visibleTab else { break }
            cover.hide()
            let page = tabView.flatMap { $0.onStartView ? nil : cwebkit_widget($0.view) } ?? startView.widget
            let snapshot = transition.destination.flatMap { destination in
                snapshots.picture(of: tabView.flatMap { WebKitHistory.entry(going: transition.direction, from: $0.view, onStartView: $0.onStartView) }, uri: destination.url)
            }
            swipe.show(transition, page: page, snapshot: snapshot)
        case .cancelTransition:
            swipe.springBack()
        case .hitTest(let id, let point, let tab):
            guard let tabView = tabs[tab], !tabView.onStartView else { return [.hitTestResult(id, link: nil)] }
            hitTest(id, at: point, in: tabView)
        case .click(let point, let tab):
            guard let tabView = tabs[tab], !tabView.onStartView, !tapReachedWebKit() else { break }
            click(at: point, in: tabView, id: tab)
        case .takeSnapshot(let tab, let url):
            guard let tabView = tabs[tab], !tabView.onStartView else { break }
            snapshot(tabView, tab: tab, url: url)
        case .showPreview(let link):
            // Over the page the peek was on; nothing to show over the start view.
            guard let page = visibleTab, !page.onStartView else { break }
            preview.show(link, over: page.view)
            paintTrace?.shown("card", in: widget)
        case .showPreviewActions:
            preview.showActions()
        case .hidePreview:
            preview.hide()
        case .copyLink(let url):
            gdk_clipboard_set_text(gtk_widget_get_clipboard(widget), url)
        case .showOverviewZoom(let zoom, let cards):
            if case .page = zoom.subject { keepPicture() }
            overview.follow(zoom, cards: cards, view: visibleTab.flatMap { $0.onStartView ? nil : cwebkit_widget($0.view) })
        case .showOverview(let cards):
            keepPicture()
            overview.show(cards)
        case .cancelOverviewZoom:
            overview.springBack()
        }
        return []
    }

    // MARK: Commands

    /// Loads `url` in `tab`, brought to the front unless another tab is there (a tab opened from a
    /// preview loads behind the selected one).
    private func load(_ url: String, as load: LoadID, in tab: TabView) {
        _ = tab.load.handle(.asked(load))
        tab.onStartView = false
        tab.listOnly = false
        webkit_web_view_load_uri(tab.view, url)
        if visibleTab == nil || visibleTab === tab { showPage(of: tab) }
    }

    /// Back or forward through WebKit's own list when the entry it leads to is the target, so the
    /// page comes from WebKit's history (and cache): from the start view, the page WebKit still
    /// holds is reloaded, or its entry gone to when the view holds a restored list only; otherwise
    /// the target is loaded.
    private func go(_ direction: BackForwardTransition.Direction, to url: String, as load: LoadID, in tab: TabView) {
        guard let entry = WebKitHistory.entry(going: direction, from: tab.view, onStartView: tab.onStartView),
              WebKitHistory.uri(of: entry) == url
        else {
            return self.load(url, as: load, in: tab)
        }
        _ = tab.load.handle(.asked(load))
        if tab.onStartView, !tab.listOnly {
            tab.onStartView = false
            webkit_web_view_reload(tab.view)
        } else {
            tab.onStartView = false
            tab.listOnly = false
            webkit_web_view_go_to_back_forward_list_item(tab.view, entry)
        }
        showPage(of: tab)
    }

    /// Keeps a picture of the page `tab` shows as it is left, for an edge-pan back (or forward) to it.
    private func leave(_ tab: TabView) {
        guard tab === visibleTab, !tab.onStartView,
              let entry = webkit_back_forward_list_get_current_item(webkit_web_view_get_back_forward_list(tab.view)),
              let uri = WebKitHistory.uri(of: entry)
        else { return }
        snapshots.keep(cwebkit_widget(tab.view), as: entry, uri: uri)
    }

    /// Keeps what the tab in front shows as its card's picture in the overview.
    private func keepPicture() {
        guard let visibleTab, !visibleTab.onStartView, let id = tabs.first(where: { $0.value === visibleTab })?.key else { return }
        overview.keepPicture(of: cwebkit_widget(visibleTab.view), for: id)
    }

    /// Gives the tab WebKit's list as an earlier run left it; false when WebKit cannot read the
    /// state (noted once, whatever the tabs).
    private func restoreList(_ state: RendererSessionState, in tab: TabView, id: TabID) -> Bool {
        guard WebKitSessionState.restore(state, in: tab.view) else {
            if !notedUnreadableState {
                notedUnreadableState = true
                onNote?("tab \(id): the stored back/forward list cannot be read by WebKit: its page is loaded without it")
            }
            return false
        }
        return true
    }

    /// A touchpad's force click began with its button still down: the page shown must not also get
    /// the click that comes when the button is let go (`ClickSwallowScript`).
    public func swallowClickOfThisPress() {
        guard let tab = visibleTab else { return }
        JavaScriptCall.run(ClickSwallowScript.arm, world: HitTestScript.world, in: tab.view) { _ in }
    }

    private func hitTest(_ id: HitTestID, at point: Point, in tab: TabView) {
        pendingHitTests.insert(id)
        JavaScriptCall.run(HitTestScript.body(at: point), world: HitTestScript.world, in: tab.view) { [weak self] answer in
            guard let self else { return }
            pendingHitTests.remove(id)
            emit(.hitTestResult(id, link: HitTestScript.link(fromJSON: answer)))
        }
    }

    /// Clicks in the page at `point`. A click that follows a link holds the renderer unsettled until
    /// its navigation has reached `decide-policy` (or `clickGrace` has passed), so a replay's next
    /// gesture comes after it; a `javascript:` link is not clicked but asked of the core, which
    /// refuses it.
    private func click(at point: Point, in tab: TabView, id: TabID) {
        pendingClicks += 1
        tab.clickNavigated = false
        JavaScriptCall.run(HitTestScript.clickBody(at: point), world: HitTestScript.world, in: tab.view) { [weak self, weak tab] answer in
            guard let self else { return }
            pendingClicks -= 1
            switch HitTestScript.ClickAnswer(json: answer) {
            case .script(let href):
                return emit(.navigationRequested(tab: id, url: href))
            case .followed:
                guard let tab, !tab.clickNavigated else { break }
                clickCount += 1
                let click = clickCount
                tab.clickAwaitingNavigation = click
                MainLoop.after(milliseconds: Self.clickGrace) { [weak self, weak tab] in
                    guard let self, let tab, tab.clickAwaitingNavigation == click else { return }
                    tab.clickAwaitingNavigation = nil
                    settle()
                }
            case .nothing, .prevented:
                break
            }
            settle()
        }
    }

    /// Takes the page's snapshot, stores its PNG (before the core hears of it, so the metadata it
    /// commits names a whole file) and keeps its picture for the overview.
    private func snapshot(_ tab: TabView, tab id: TabID, url: String) {
        pendingSnapshots += 1
        tab.snapshotting += 1
        PageSnapshot.take(of: tab.view) { [weak self, tab] snapshot in
            guard let self else { return }
            pendingSnapshots -= 1
            tab.snapshotting -= 1
            // A tab closed meanwhile keeps nothing.
            guard let snapshot, tabs[id] === tab else { return settle() }
            let key: String
            do {
                key = try snapshotFolder.write(snapshot.png, tab: id)
            } catch {
                if !notedUnstoredSnapshot {
                    notedUnstoredSnapshot = true
                    onNote?("the tab overview's pictures cannot be stored: \(error)")
                }
                return settle()
            }
            pictures.keep(snapshot.texture, for: id)
            overview.picturesChanged()
            emit(.snapshotTaken(tab: id, url: url, width: snapshot.width, height: snapshot.height, key: key))
        }
    }

    // MARK: Views

    /// Rebuilds a tab as `restore` says: WebKit's list, the zoom, and its current page loaded as
    /// `restore.load` (from WebKit's entry when the list could be restored, else by its URL).
    private func restore(_ restore: SuspendedTab, in tabView: TabView, id: TabID) {
        webkit_web_view_set_zoom_level(tabView.view, restore.zoom)
        let restored = restore.state.map { restoreList($0, in: tabView, id: id) } ?? false
        guard let load = restore.load, let url = restore.history.current?.url else {
            // On its start view: WebKit's list only, there for Forward (`go`); nothing loads.
            tabView.listOnly = restored
            return
        }
        if restored, let item = WebKitHistory.item(matching: restore.history, in: tabView.view) {
            // WebKit's own entry, with its scroll position.
            _ = tabView.load.handle(.asked(load))
            tabView.onStartView = false
            webkit_web_view_go_to_back_forward_list_item(tabView.view, item)
            showPage(of: tabView)
        } else {
            // The page the list is on; the list is WebKit's from here on.
            self.load(url, as: load, in: tabView)
        }
    }

    /// Soon (once the answers being handled have run their course): suspends every tab not in
    /// front that has nothing under way.
    private func suspendIdleTabs() {
        guard !suspending else { return }
        suspending = true
        MainLoop.idle { [weak self] in
            guard let self else { return }
            suspending = false
            for (id, tab) in tabs where tab !== visibleTab { suspend(tab, id: id) }
        }
    }

    /// Lets go of `tab`'s web view, keeping what brings it back, when nothing is under way in it (a
    /// load, a title awaited, a click's navigation, a snapshot). A page whose load the core never
    /// asked for (none to answer with) stays live.
    private func suspend(_ tab: TabView, id: TabID) {
        guard tab.snapshotting == 0, !tab.load.awaitingTitle, tab.clickAwaitingNavigation == nil, case .idle(let last) = tab.load.tracker.state else { return }
        let load: LoadID?
        if tab.onStartView {
            load = nil
        } else if let last {
            load = last
        } else {
            return
        }
        suspended[id] = SuspendedTab(load: load, history: WebKitHistory.list(of: tab.view), zoom: webkit_web_view_get_zoom_level(tab.view),
                                     state: WebKitSessionState.of(tab.view))
        tabs[id] = nil
        tab.detached = true
        gtk_stack_remove(OpaquePointer(stack), cwebkit_widget(tab.view))
    }

    /// The tab's web view: the live one, one brought back from its suspension, or a new one the
    /// first time a command names the tab.
    private func tabView(_ id: TabID) -> TabView {
        if let existing = tabs[id] { return existing }
        let widget = webkit_web_view_new()!
        let view = cwebkit_web_view(widget)!
        webkit_web_view_set_settings(view, settings)
        gtk_stack_add_named(OpaquePointer(stack), widget, "tab-\(id.rawValue)")
        let tab = TabView(view: view)
        tabs[id] = tab
        connectSignals(of: tab, id: id)
        if let restore = suspended.removeValue(forKey: id) { self.restore(restore, in: tab, id: id) }
        return tab
    }

    /// Lets go of a closed tab's view (GTK destroys it once the stack lets go).
    private func close(_ id: TabID) {
        pictures.remove(id)
        suspended[id] = nil
        guard let tab = tabs.removeValue(forKey: id) else { return }
        if tab === visibleTab {
            cover.hide()
            visibleTab = nil
            preview.hide()
            swipe.stop()
            progress.finished()
            gtk_stack_set_visible_child(OpaquePointer(stack), startView.widget)
        }
        tab.detached = true
        webkit_web_view_stop_loading(tab.view)
        gtk_stack_remove(OpaquePointer(stack), cwebkit_widget(tab.view))
        settle()
    }

    private func show(_ id: TabID) {
        if cover.tab != id { cover.hide() }
        guard let tab = tabs[id] else {
            gtk_stack_set_visible_child(OpaquePointer(stack), startView.widget)
            return
        }
        visibleTab = tab
        guard !tab.onStartView else {
            cover.hide()
            gtk_stack_set_visible_child(OpaquePointer(stack), startView.widget)
            return
        }
        showPage(of: tab)
    }

    private func showPage(of tab: TabView) {
        visibleTab = tab
        gtk_stack_set_visible_child(OpaquePointer(stack), cwebkit_widget(tab.view))
    }

    // MARK: Signals

    /// WebKit's reports of the tab's view, handed to the renderer while the tab has its view.
    private func connectSignals(of tab: TabView, id: TabID) {
        tab.connect(TabView.Events(
            loadChanged: { [weak self] tab, event in self?.loadChanged(event, in: tab, id: id) },
            loadFailed: { [weak self] tab, uri, error in self?.loadFailed(uri, error, in: tab, id: id) },
            progressChanged: { [weak self] tab in self?.progressChanged(in: tab, id: id) },
            titleChanged: { [weak self] tab in self?.titleChanged(in: tab, id: id) },
            decide: { [weak self] tab, decision, type in self?.decide(decision, type, in: tab, id: id) ?? false },
            listChanged: { [weak self] tab in self?.backForwardListChanged(in: tab, id: id) }))
    }

    private func progressChanged(in tab: TabView, id: TabID) {
        if tab === visibleTab, !tab.onStartView { progress.progressed(to: webkit_web_view_get_estimated_load_progress(tab.view)) }
        carryOut(tab.load.handle(.progressed), in: tab, id: id)
    }

    private func titleChanged(in tab: TabView, id: TabID) {
        guard Self.title(of: tab) != nil else { return }
        carryOut(tab.load.handle(.titled), in: tab, id: id)
    }

    private func loadChanged(_ event: WebKitLoadEvent, in tab: TabView, id: TabID) {
        if tab === visibleTab {
            switch event {
            case WEBKIT_LOAD_STARTED: progress.started(at: webkit_web_view_get_estimated_load_progress(tab.view))
            case WEBKIT_LOAD_FINISHED:
                progress.finished()
                swipe.reveal()
                cover.hide()
            default: break
            }
        }
        switch event {
        case WEBKIT_LOAD_STARTED:
            carryOut(tab.load.handle(.started), in: tab, id: id)
        case WEBKIT_LOAD_REDIRECTED:
            carryOut(tab.load.handle(.redirected), in: tab, id: id)
        case WEBKIT_LOAD_COMMITTED:
            reportSessionState(of: tab, id: id)
            carryOut(tab.load.handle(.committed), in: tab, id: id)
        case WEBKIT_LOAD_FINISHED:
            reportSessionState(of: tab, id: id)
            carryOut(tab.load.handle(.finished), in: tab, id: id)
        default:
            break
        }
    }

    /// WebKit follows a failure with `WEBKIT_LOAD_FINISHED`, which reports it. The user is told
    /// which URL failed and why, unless the load was only stopped (superseded, or stopped here) or
    /// interrupted by a decision here (a download, which `DownloadSaver` notes, or a redirect asked
    /// of the core).
    private func loadFailed(_ uri: String, _ error: UnsafeMutablePointer<GError>?, in tab: TabView, id: TabID) {
        let failure = error.map(\.pointee)
        let shown = failure.map { failure in
            let cancelled = failure.domain == webkit_network_error_quark() && failure.code == Int32(WEBKIT_NETWORK_ERROR_CANCELLED.rawValue)
            let interrupted = failure.domain == webkit_policy_error_quark()
                && failure.code == Int32(WEBKIT_POLICY_ERROR_FRAME_LOAD_INTERRUPTED_BY_POLICY_CHANGE.rawValue)
            return !cancelled && !interrupted
        } ?? false
        carryOut(tab.load.handle(.failed(shown: shown)), in: tab, id: id)
        if shown, let failure { onNote?("\(uri): the page did not load: \(String(cString: failure.message))") }
    }

    /// Carries out what a load event of `tab` calls for (`PageLoad`).
    private func carryOut(_ actions: [PageLoad.Action], in tab: TabView, id: TabID) {
        for action in actions {
            switch action {
            case .started(let load):
                emit(.loadStarted(load))
            case .committed(let load):
                guard let uri = webkit_web_view_get_uri(tab.view) else { break }
                emit(.loadCommitted(load, url: String(cString: uri)))
            case .progressed(let load):
                emit(.loadProgress(load, webkit_web_view_get_estimated_load_progress(tab.view)))
            case .titled(let load):
                guard let title = Self.title(of: tab) else { break }
                emit(.titleChanged(load, title))
            case .finished(let load):
                emit(.loadFinished(load))
            case .failed(let load):
                emit(.loadFailed(load))
            case .stop(let askCore):
                webkit_web_view_stop_loading(tab.view)
                if let askCore { emit(.navigationRequested(tab: id, url: askCore)) }
            case .awaitTitle(let wait):
                MainLoop.after(milliseconds: PageLoad.titleGrace) { [weak self, weak tab] in
                    guard let self, let tab else { return }
                    carryOut(tab.load.handle(.titleGraceEnded(wait)), in: tab, id: id)
                }
            case .reportList:
                backForwardListChanged(in: tab, id: id)
            case .settle:
                settle()
            }
        }
    }

    /// The page's title; nil while it has none (or an empty one).
    private static func title(of tab: TabView) -> String? {
        guard let title = webkit_web_view_get_title(tab.view).map({ String(cString: $0) }), !title.isEmpty else { return nil }
        return title
    }

    /// Answers WebKit's `decide-policy` by the house's policy (`HousePolicy`); false leaves the
    /// decision to WebKit.
    private func decide(_ decision: gpointer?, _ type: WebKitPolicyDecisionType, in tab: TabView, id: TabID) -> Bool {
        guard let decision, let question = Self.question(decision, type) else { return false }
        let verdict = decision.assumingMemoryBound(to: WebKitPolicyDecision.self)
        switch HousePolicy.verdict(on: question, in: HousePolicy.Tab(onStartView: tab.onStartView, redirected: tab.load.redirected), policy: policy) {
        case .webKitDefault:
            return false
        case .proceed(let startsLoad):
            if let startsLoad { _ = tab.load.handle(.pageNavigated(startsLoad)) }
            webkit_policy_decision_use(verdict)
        case .ignore:
            webkit_policy_decision_ignore(verdict)
        case .askCore(let uri):
            // A click's navigation has come (the renderer settles once the core has answered it).
            tab.clickNavigated = true
            tab.clickAwaitingNavigation = nil
            webkit_policy_decision_ignore(verdict)
            emit(.navigationRequested(tab: id, url: uri))
        case .redirectedAway(let uri):
            _ = tab.load.handle(.interrupted)
            webkit_policy_decision_ignore(verdict)
            emit(.navigationRequested(tab: id, url: uri))
        case .download(let isPage):
            if isPage { _ = tab.load.handle(.interrupted) }
            downloads.expect()
            webkit_policy_decision_download(verdict)
        }
        return true
    }

    /// What WebKit's decision asks, for `HousePolicy`; nil for a kind it does not answer.
    private static func question(_ decision: gpointer, _ type: WebKitPolicyDecisionType) -> HousePolicy.Question? {
        if type == WEBKIT_POLICY_DECISION_TYPE_RESPONSE {
            let response = OpaquePointer(decision)
            let uri = webkit_uri_response_get_uri(webkit_response_policy_decision_get_response(response)).map { String(cString: $0) }
            return .response(isPage: webkit_response_policy_decision_is_main_frame_main_resource(response) != 0, uri: uri,
                             showable: !isDownload(response))
        }
        let newWindow = type == WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION
        guard type == WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION || newWindow,
              let navigation = cwebkit_navigation_decision(decision),
              let action = webkit_navigation_policy_decision_get_navigation_action(navigation)
        else { return nil }
        return .navigation(uri: webkit_uri_request_get_uri(webkit_navigation_action_get_request(action)).map { String(cString: $0) } ?? "",
                           newWindow: newWindow, userGesture: webkit_navigation_action_is_user_gesture(action) != 0,
                           redirect: webkit_navigation_action_is_redirect(action) != 0)
    }

    /// Whether a response is to be downloaded rather than shown: WebKit cannot show its type, or the
    /// server sends it as an attachment (`Content-Disposition: attachment`).
    private static func isDownload(_ decision: OpaquePointer) -> Bool {
        guard webkit_response_policy_decision_is_mime_type_supported(decision) != 0 else { return true }
        let response = webkit_response_policy_decision_get_response(decision)
        guard let headers = webkit_uri_response_get_http_headers(response) else { return false }
        var disposition: UnsafeMutablePointer<CChar>?
        guard soup_message_headers_get_content_disposition(headers, &disposition, nil) != 0, let disposition else { return false }
        defer { g_free(disposition) }
        return g_ascii_strcasecmp(disposition, "attachment") == 0
    }

    /// A change of WebKit's list that no load of the core explains (`history.pushState`,
    /// `replaceState`): the core takes the list. Changes during the core's own loads are theirs.
    private func backForwardListChanged(in tab: TabView, id: TabID) {
        reportSessionState(of: tab, id: id)
        guard tab.load.tracker.isSettled, !tab.onStartView else { return }
        emit(.backForwardListChanged(tab: id, history: WebKitHistory.list(of: tab.view)))
    }

    /// WebKit's list of the tab as it is now, for the store (nothing while it is empty). Not an
    /// answer to anything, so nothing settles by it.
    private func reportSessionState(of tab: TabView, id: TabID) {
        onEvent?(.sessionStateChanged(tab: id, state: WebKitSessionState.of(tab.view)))
    }

    // MARK: Answers

    private func emit(_ event: PageEvent) {
        onEvent?(event)
        settle()
    }

    private func settle() {
        suspendIdleTabs()
        if isSettled { onSettled?() }
    }
}
