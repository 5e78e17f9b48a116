// SPDX-License-Identifier: MIT
import BrowserSession
import CWebKit
import WindowLogic

/// The tabs' web views, in a stack with the start view: only the tab in front (and any tab with
/// work still open for it, `PendingWork`) keeps a live view; the others are suspended
/// (`SuspendedTab`) and brought back from WebKit's serialised list when a command names them
/// again. Loads and goes through WebKit's own list happen here, since bringing a tab back is one.
final class TabViews {
    /// The stack of the start view and the live tabs' views.
    let stack: UnsafeMutablePointer<GtkWidget>
    /// The tab shown, on its page or its start view (nil before the first command names one).
    private(set) var visible: TabView?
    /// Called when the start view's button is pressed.
    var onStart: (() -> Void)?
    /// Called with each view made, to follow its reports (`TabReports`).
    var onMade: ((TabView, TabID) -> Void)?
    /// Called with a note for the user (a stored list WebKit cannot read).
    var onNote: ((String) -> Void)?

    private let startView = StartView()
    private let work: PendingWork
    /// The tabs with a live web view.
    private var live: [TabID: TabView] = [:]
    /// The tabs without one, and what brings each back.
    private var suspended: [TabID: SuspendedTab] = [:]
    /// A look for tabs to suspend is scheduled.
    private var suspending = false
    /// What every tab's web view is set to (`WebViewSettings`).
    private let settings = WebViewSettings.make()
    /// The page script in its isolated world, in every frame of every tab from each document's
    /// start (`PageScript`): the hit-tests, clicks and taken fingers call into it.
    private let pageScript = webkit_user_script_new_for_world(PageScript.source, WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES,
                                                              WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START, PageScript.world, nil, nil)!
    /// Its part in the page's own world, as early: the taken finger's `touchcancel` (`PageScript.touchCancelRelay`).
    private let touchCancelRelay = webkit_user_script_new(PageScript.touchCancelRelay, WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES,
                                                          WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START, nil, nil)!
    /// A stored list WebKit could not read has been noted: once is enough, whatever the tabs.
    private var notedUnreadableState = false

    /// Tabs whose views stay live while `work` has work open for them.
    init(work: PendingWork) {
        self.work = work
        stack = gtk_stack_new()
        gtk_stack_add_named(OpaquePointer(stack), startView.widget, "start")
        startView.onStart = { [weak self] in self?.onStart?() }
    }

    deinit {
        webkit_user_script_unref(pageScript)
        webkit_user_script_unref(touchCancelRelay)
    }

    /// The live tab `id`, if it has a view.
    subscript(id: TabID) -> TabView? { live[id] }

    /// The id of the tab in front.
    var visibleID: TabID? { live.first { $0.value === visible }?.key }

    /// Whether `id` is suspended (its view let go of).
    func isSuspended(_ id: TabID) -> Bool { suspended[id] != nil }

    /// The tab's web view: the live one, one brought back from its suspension, or a new one the
    /// first time a command names the tab.
    func view(_ id: TabID) -> TabView {
        if let existing = live[id] { return existing }
        let widget = webkit_web_view_new()!
        let view = cwebkit_web_view(widget)!
        webkit_web_view_set_settings(view, settings.pointer)
        let scripts = webkit_web_view_get_user_content_manager(view)
        webkit_user_content_manager_add_script(scripts, pageScript)
        webkit_user_content_manager_add_script(scripts, touchCancelRelay)
        gtk_stack_add_named(OpaquePointer(stack), widget, "tab-\(id.rawValue)")
        let tab = TabView(view: view, id: id, work: work)
        live[id] = tab
        onMade?(tab, id)
        if let restore = suspended.removeValue(forKey: id) { self.restore(restore, in: tab, id: id) }
        return tab
    }

    // MARK: Loads

    /// Loads `url` in `tab`, brought to the front unless another tab is there (a tab opened from a
    /// preview loads behind the selected one).
    func load(_ url: String, as load: LoadID, in tab: TabView) {
        _ = tab.handle(.asked(load))
        tab.content = .page
        webkit_web_view_load_uri(tab.view, url)
        if visible == nil || visible === tab { showPage(of: tab) }
    }

    /// Back or forward through WebKit's own list when the entry it leads to is the target, so the
    /// page comes from WebKit's history (and cache): from the start view, the page WebKit still
    /// holds is reloaded, or its entry gone to when the view holds a restored list only; otherwise
    /// the target is loaded.
    func go(_ direction: BackForwardTransition.Direction, to url: String, as load: LoadID, in tab: TabView) {
        guard let entry = WebKitHistory.entry(going: direction, from: tab.view, onStartView: tab.onStartView),
              WebKitHistory.uri(of: entry) == url
        else {
            return self.load(url, as: load, in: tab)
        }
        _ = tab.handle(.asked(load))
        let wasOn = tab.content
        tab.content = .page
        if wasOn == .startView {
            webkit_web_view_reload(tab.view)
        } else {
            webkit_web_view_go_to_back_forward_list_item(tab.view, entry)
        }
        showPage(of: tab)
    }

    /// Takes `tab` to its start view: its load stops.
    func goToStartView(_ tab: TabView) {
        _ = tab.handle(.stopped)
        tab.content = .startView
        webkit_web_view_stop_loading(tab.view)
    }

    /// Brings `id` back as `restore` says: at once when it has a view, else when it is next shown.
    func restore(_ restore: SuspendedTab, as id: TabID) {
        if let tab = live[id] { self.restore(restore, in: tab, id: id) } else { suspended[id] = restore }
    }

    /// Sets the zoom of `id`, kept for when it comes back if it is suspended.
    func setZoom(_ zoom: Double, of id: TabID) {
        if suspended[id] != nil {
            suspended[id]?.zoom = zoom
        } else {
            webkit_web_view_set_zoom_level(view(id).view, zoom)
        }
    }

    /// Rebuilds a tab as `restore` says: WebKit's list, the zoom, and its current page loaded as
    /// `restore.load` (from WebKit's entry when the list could be restored, else by its URL).
    private func restore(_ restore: SuspendedTab, in tab: TabView, id: TabID) {
        webkit_web_view_set_zoom_level(tab.view, restore.zoom)
        let restored = restore.state.map { restoreList($0, in: tab, id: id) } ?? false
        guard let load = restore.load, let url = restore.history.current?.url else {
            // On its start view: WebKit's list only, there for Forward (`go`); nothing loads.
            if tab.onStartView { tab.content = restored ? .restoredList : .startView }
            return
        }
        if restored, let item = WebKitHistory.item(matching: restore.history, in: tab.view) {
            // WebKit's own entry, with its scroll position.
            _ = tab.handle(.asked(load))
            tab.content = .page
            webkit_web_view_go_to_back_forward_list_item(tab.view, item)
            showPage(of: tab)
        } else {
            // The page the list is on; the list is WebKit's from here on.
            self.load(url, as: load, in: tab)
        }
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

    // MARK: Front

    /// Puts `id` in front, on its page or its start view (the start view too for a tab never made).
    func show(_ id: TabID) {
        guard let tab = live[id] else { return showStartView() }
        visible = tab
        tab.onStartView ? showStartView() : showPage(of: tab)
    }

    private func showPage(of tab: TabView) {
        visible = tab
        gtk_stack_set_visible_child(OpaquePointer(stack), cwebkit_widget(tab.view))
    }

    private func showStartView() {
        gtk_stack_set_visible_child(OpaquePointer(stack), startView.widget)
    }

    /// The widget `tab` shows: its page, or the start view.
    func shownWidget(of tab: TabView?) -> UnsafeMutablePointer<GtkWidget> {
        tab.flatMap { $0.onStartView ? nil : cwebkit_widget($0.view) } ?? startView.widget
    }

    // MARK: Letting go

    /// Lets go of a closed tab's view (GTK destroys it once the stack lets go); true when it was
    /// the tab in front.
    @discardableResult
    func close(_ id: TabID) -> Bool {
        suspended[id] = nil
        guard let tab = live.removeValue(forKey: id) else { return false }
        let wasVisible = tab === visible
        if wasVisible {
            visible = nil
            showStartView()
        }
        tab.letGo()
        webkit_web_view_stop_loading(tab.view)
        gtk_stack_remove(OpaquePointer(stack), cwebkit_widget(tab.view))
        return wasVisible
    }

    /// Soon (once the answers being handled have run their course): suspends every tab not in
    /// front that has nothing under way.
    func suspendIdleTabs() {
        guard !suspending else { return }
        suspending = true
        MainLoop.idle { [weak self] in
            guard let self else { return }
            suspending = false
            for (id, tab) in live where tab !== visible { suspend(tab, id: id) }
        }
    }

    /// Lets go of `tab`'s web view, keeping what brings it back, when no work is open for it (a
    /// load, a title awaited, a click's navigation, a snapshot). A page whose load the core never
    /// asked for (none to answer with) stays live.
    private func suspend(_ tab: TabView, id: TabID) {
        guard !work.isBusy(id), case .idle(let last) = tab.load.tracker.state else { return }
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
        live[id] = nil
        tab.letGo()
        gtk_stack_remove(OpaquePointer(stack), cwebkit_widget(tab.view))
    }
}
