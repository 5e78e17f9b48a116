// SPDX-License-Identifier: MIT
import Contacts
import Gestures
import InputEvents
import WebAddress

/// The browser-session core that gestures drive: tabs and their history, the navigation policy, link
/// previews, page zoom and the tab overview. Pure: it changes `state` and says what changed, what to
/// report, what to hand to the system browser and what the renderer is to do; the caller commits,
/// reports, hands off and passes the commands on, in that order (DESIGN.md, "The session core's seam").
///
/// The core never hit-tests, loads or draws. A gesture that needs the link under it asks the renderer
/// (`PageCommand.hitTest`) and acts on the answer (`PageEvent.hitTestResult`) when it comes; loads are
/// asked for with an id, and events of a load the core no longer follows are ignored. The renderer may
/// answer at once (the headless site model), late, out of order or never: the state stays consistent.
///
/// Gestures of every tool count the same. In the page mode: a tap clicks the page at its point (a
/// link the page follows comes back as `navigationRequested`, which the policy decides); a peek over
/// a link previews it (`LinkPreview`), a pop commits the preview, sliding up reveals its actions and
/// then a tap (or a peek) chooses one at `PreviewLayout.revealed` or dismisses it (a pinch, an
/// edge-pan or a button dismisses it and does its own job); an edge-pan from the left (right) edge
/// moves the page over the entry behind (ahead of) it (`transition`) and goes back (forward) when it
/// ends committed, else springs back; a pinch zooms, or opens the overview when it ends below
/// `overviewScale`, the page shrinking with the closing fingers as it goes (`overviewZoom`). In
/// the overview: a tap on a thumbnail focuses its tab; a pinch zooms the grid with the fingers
/// and, released at `TabOverview.criticalScale` or past it, focuses the tab `TabOverview` names,
/// else springs back. The preview, the transition and the overview zoom hold the screen one at a
/// time (`screenOwner`): while one is shown, the others' gestures are ignored (`ScreenOwner.md`;
/// the modes: `BrowserSession.md`).
public struct BrowserSession {
    /// A pinch on a page that ends below this scale (the fingers closed to 60 % of their span) opens
    /// the overview instead of zooming: far enough to be a deliberate squeeze, not a reader zooming
    /// out a little, and still easy to reach with two fingers on a laptop-sized screen.
    public static let overviewScale = 0.6
    /// Page zoom is clamped to this range: below half size text is unreadable, above five times a
    /// line no longer fits the screen.
    public static let zoomRange = 0.5...5.0

    /// The session as it is now.
    public private(set) var state: SessionState
    /// The start page and how far tabs may go (a site file's hosts, or the browsing mode).
    public let configuration: SessionConfiguration
    /// The gesture drawn over the page or the overview, for a front end to draw: one at a time.
    public private(set) var screenOwner: ScreenOwner = .nobody
    /// The link preview on screen; an idle one when no preview holds the screen.
    public var preview: LinkPreview { screenOwner.preview ?? LinkPreview(policy: policy(ofTab: selected)) }
    /// The back or forward transition an edge-pan is making, nil when none is under way.
    public var transition: BackForwardTransition? { screenOwner.transition }
    /// What a pinch under way does to the overview (a page shrinking into it, or its grid
    /// zoomed), nil when no pinch shows one.
    public var overviewZoom: OverviewZoom? { screenOwner.overviewZoom }
    /// Repairs made to the state handed to `init`, reported by `start`.
    private var repairs: [SessionChange] = []
    /// The latest load of each tab; events of any other load are stale. Absent for a tab on its
    /// start view or never loaded.
    private var loads: [TabID: LoadID] = [:]
    /// The last id handed out for a load or a hit-test.
    private var lastRequest = 0
    /// The highest tab id handed out: a closed tab's id is never given to a new tab in the same
    /// run, so a late answer for the closed tab cannot land on the new one.
    private var lastTab: Int
    /// In the browsing mode, the load that opened a site in each tab (an address, the start page, a
    /// link to another site, a URL handed over) while it is the tab's latest: its server may send
    /// it to any site, which the tab is then on (`keepsLanding`).
    private var openingLoads: [TabID: LoadID] = [:]

    /// A session restored by the store (or `SessionState.fresh`). A state that cannot be shown (no
    /// tabs, or the selected tab missing) is repaired: `start` reports the repair as changes.
    public init(state: SessionState, configuration: SessionConfiguration) {
        var state = state
        if state.tabs.isEmpty {
            state.tabs = SessionState.fresh.tabs
            repairs += state.tabs.enumerated().map { .tabSaved($1, position: $0) }
        }
        if !state.tabs.contains(where: { $0.id == state.selectedTab }), let first = state.tabs.first {
            state.selectedTab = first.id
            repairs.append(.selectedTab(first.id))
        }
        self.state = state
        self.configuration = configuration
        lastTab = state.tabs.map(\.id.rawValue).max() ?? 0
    }

    /// Back, forward and reload for the selected tab, for any front end's buttons.
    public var controls: (canGoBack: Bool, canGoForward: Bool, canReload: Bool) {
        let history = state.tabs[selected].history
        return (history.canGoBack, history.canGoForward, history.canReload)
    }

    /// The address of the page in front, for an address field: nil on its start view.
    public var address: String? {
        state.tabs[selected].current?.url
    }

    /// Whether `url`, handed to the session from outside (a command line, another program), opens
    /// in it (`SessionControl.openTab`): in the browsing mode any URL the policy does not refuse;
    /// with a site file only what its policy keeps in the app. Never handed on to the system
    /// browser, which may be this very program.
    public func accepts(_ url: String) -> Bool {
        refusal(of: url) == nil
    }

    /// Why the session does not take `url` from outside (`accepts`); nil when it does.
    public func refusal(of url: String) -> String? {
        if case .refused(let reason) = NavigationPolicy(allow: [], idna: configuration.idna).decide(url) { return reason }
        if case .site(let policy) = configuration.scope, policy.decide(url) != .inApp {
            return "the window keeps to its site file's hosts"
        }
        return nil
    }

    /// Whether the page of `tab`'s load, redirected by its server to `url`, may be shown in the tab:
    /// where the tab's policy keeps it, and in the browsing mode wherever the load that opened a site
    /// in the tab lands (`wikipedia.com` → `www.wikipedia.org`: the tab is then on the landing's site).
    public func keepsLanding(at url: String, inTab id: TabID) -> Bool {
        guard let index = state.tabs.firstIndex(where: { $0.id == id }) else { return false }
        switch policy(ofTab: index).decide(url) {
        case .inApp: return true
        case .external: return configuration.isBrowsing && loads[id] != nil && openingLoads[id] == loads[id]
        case .refused: return false
        }
    }

    /// Whether the selected tab can be closed: not when it is the only one and has never been
    /// anywhere (closing it would leave the same empty tab).
    public var canCloseTab: Bool {
        state.tabs.count > 1 || !state.tabs[selected].history.isEmpty
    }

    /// Starts the session: reports any repair of the restored state, has the renderer restore every
    /// tab that shows a page (and its own list of one on its start view, when it left one) and bring
    /// the selected one (or the overview) to the front, and, when the selected tab has never been
    /// anywhere (on its start view with nothing ahead), opens the start page in it. A tab the user went back to the start view in stays there, its forward list intact.
    /// Then each of `urls` the session `accepts` opens as a URL handed over does
    /// (`SessionControl.openTab`); the first takes the tab that has never been anywhere instead of
    /// the start page.
    public mutating func start(at time: Timestamp, opening urls: [String] = []) -> SessionStep {
        var step = SessionStep(changes: repairs)
        repairs = []
        for index in state.tabs.indices {
            let tab = state.tabs[index]
            if tab.current != nil {
                let load = nextLoad()
                loads[tab.id] = load
                state.tabs[index].progress = 0
                step.commands.append(.restore(load, history: tab.history, zoom: tab.zoom, state: tab.rendererState, tab: tab.id))
            } else if tab.rendererState != nil {
                // Back on its start view: the renderer's list, for its forward; nothing loads.
                step.commands.append(.restore(nil, history: tab.history, zoom: tab.zoom, state: tab.rendererState, tab: tab.id))
            }
        }
        step.commands.append(.focusTab(state.selectedTab))
        if state.mode == .overview { step.commands.append(.showOverview(cards)) }
        let opening = urls.filter(accepts)
        if opening.isEmpty, state.tabs[selected].history.isEmpty {
            visitSite(configuration.start, inTab: selected, at: time, into: &step)
        }
        for url in opening { openTab(url, at: time, into: &step) }
        return step
    }

    /// What `input` does to the session.
    public mutating func handle(_ input: SessionInput) -> SessionStep {
        var step = SessionStep()
        switch input {
        case .gesture(let gesture): handle(gesture, into: &step)
        case .page(let event, let time): handle(event, at: time, into: &step)
        case .control(let control, let time): handle(control, at: time, into: &step)
        }
        return step
    }

    private mutating func handle(_ gesture: GestureEvent, into step: inout SessionStep) {
        let (point, time) = (gesture.position, gesture.time)
        switch (state.mode, gesture.gesture) {
        case (.page, .tap) where preview.isChoosing, (.page, .peek(.began, _)) where preview.isChoosing:
            // The touch is the revealed preview's: it chooses an action or dismisses, the page sees none.
            let input = PreviewLayout.revealed.action(at: point).map(LinkPreview.Input.chose) ?? .dismiss
            updatePreview(input, at: time, into: &step)
        case (.page, .tap):
            click(at: point, into: &step)
        case (.overview, .tap):
            tapOverview(at: point, time: time, into: &step)
        case (.page, .peek(.began, _)):
            peek(at: point, time: time, into: &step)
        case (_, .peek(.changed, _)):
            updatePreview(.peekMoved(to: point), at: time, into: &step)
        case (_, .peek(.ended, _)):
            updatePreview(.peekEnded, at: time, into: &step)
        case (_, .peek(.cancelled, _)):
            updatePreview(.peekCancelled, at: time, into: &step)
        case (_, .pop):
            updatePreview(.pop, at: time, into: &step)
        case (.page, .pinch(let phase, let scale)):
            pinchPage(phase, scale: scale, focalPoint: point, time: time, into: &step)
        case (.overview, .pinch(let phase, let scale)):
            pinchGrid(phase, scale: scale, focalPoint: point, into: &step)
        case (.page, .edgePan(let phase, let edge, let progress, let committed)):
            if phase == .began { updatePreview(.dismiss, at: time, into: &step) }
            pan(phase, from: edge, progress: progress, committed: committed == true, into: &step)
        // A peek only begins over a page, and the overview has no edges to pan from. A hint is for
        // clients that have a long press of their own to hold back: the session has none.
        case (.overview, .peek(.began, _)), (.overview, .edgePan), (_, .hint):
            break
        }
    }

    /// The page sees a click; what it asks for comes back as `navigationRequested`.
    private func click(at point: Point, into step: inout SessionStep) {
        let tab = state.tabs[selected]
        guard tab.current != nil else { return }
        step.commands.append(.click(at: point, tab: tab.id))
    }

    /// A tap in the overview: on a button, as a click on it; else on a card, focusing its tab.
    private mutating func tapOverview(at point: Point, time: Timestamp, into step: inout SessionStep) {
        let overview = TabOverview(count: state.tabs.count)
        switch overview.button(at: point) {
        case .newTab: handle(.newTab, at: time, into: &step)
        case .close(let index): handle(.closeTab(state.tabs[index].id), at: time, into: &step)
        case nil: if let index = overview.thumbnail(at: point) { focus(index, into: &step) }
        }
    }

    /// A peek beginning over the page asks the renderer for the link under it, unless another
    /// gesture holds the screen.
    private mutating func peek(at point: Point, time: Timestamp, into step: inout SessionStep) {
        guard screenOwner.admits(.peek) else { return }
        let id = nextHitTest()
        updatePreview(.peekBegan(id, at: point), at: time, into: &step)
        let tab = state.tabs[selected]
        if tab.current == nil {
            // Nothing is under a finger on the start view: the answer is known.
            updatePreview(.hitTestResult(id, link: nil), at: time, into: &step)
        } else {
            step.commands.append(.hitTest(id, at: point, tab: tab.id))
        }
    }

    /// A pinch over a page: closing fingers shrink the page over the grid, and lifted below
    /// `overviewScale` open the overview; otherwise the page zooms by the scale when they lift. It
    /// first dismisses a preview left for its actions; a preview or a transition still on screen
    /// keeps the screen, and the pinch does nothing.
    private mutating func pinchPage(_ phase: GesturePhase, scale: Double, focalPoint: Point, time: Timestamp, into step: inout SessionStep) {
        switch phase {
        case .began:
            updatePreview(.dismiss, at: time, into: &step)
        case .changed:
            // Fingers spreading show nothing: they zoom the page when they lift.
            guard scale.isFinite, scale > 0, scale < 1 || overviewZoom != nil, screenOwner.admits(.pinch) else { return }
            showZoom(OverviewZoom(subject: .page(state.selectedTab), scale: min(scale, 1), focus: focalPoint), into: &step)
        case .ended:
            guard screenOwner.admits(.pinch) else { return }
            let shown = endZoom()
            guard scale.isFinite, scale > 0 else {
                if shown { step.commands.append(.cancelOverviewZoom) }
                return
            }
            if scale < Self.overviewScale { return showOverview(into: &step) }
            if shown { step.commands.append(.cancelOverviewZoom) }
            zoom(by: scale, into: &step)
        case .cancelled:
            if endZoom() { step.commands.append(.cancelOverviewZoom) }
        }
    }

    /// A pinch over the overview zooms its grid with the fingers and, released at
    /// `TabOverview.criticalScale` or past it, focuses the tab `TabOverview` names.
    private mutating func pinchGrid(_ phase: GesturePhase, scale: Double, focalPoint: Point, into step: inout SessionStep) {
        switch phase {
        case .began:
            // It shows itself as it moves.
            break
        case .changed:
            guard scale.isFinite, scale > 0, screenOwner.admits(.pinch) else { return }
            showZoom(OverviewZoom(subject: .grid, scale: scale, focus: focalPoint), into: &step)
        case .ended:
            guard screenOwner.admits(.pinch) else { return }
            _ = endZoom()
            // Released before the critical scale (or pinched in, past the grid's end): back to rest.
            guard scale.isFinite, scale >= TabOverview.criticalScale,
                  let index = TabOverview(count: state.tabs.count).focus(pinchAt: focalPoint, scale: scale)
            else {
                step.commands.append(.cancelOverviewZoom)
                return
            }
            focus(index, into: &step)
        case .cancelled:
            if endZoom() { step.commands.append(.cancelOverviewZoom) }
        }
    }

    private mutating func handle(_ event: PageEvent, at time: Timestamp, into step: inout SessionStep) {
        switch event {
        case .loadStarted:
            // The core set the tab loading when it asked; nothing more to know.
            break
        case .loadCommitted(let load, let url):
            guard let index = tab(following: load), let current = state.tabs[index].current, current.url != url else { break }
            // A server redirect: the entry is where the load landed, and that page is visited too.
            state.tabs[index].history.replaceCurrent(with: HistoryItem(url: url, title: url))
            step.changes += [.tabSaved(state.tabs[index], position: index), .visit(url: url, title: url, at: time)]
        case .loadProgress(let load, let progress):
            // Kept in memory for a front end to draw; the store gets the end of the load.
            guard let index = tab(following: load), progress.isFinite else { break }
            state.tabs[index].progress = min(max(progress, 0), 1)
        case .loadFinished(let load), .loadFailed(let load):
            guard let index = tab(following: load) else { break }
            state.tabs[index].progress = 1
            step.changes.append(.tabSaved(state.tabs[index], position: index))
            // The overview's picture of the page as loaded (a failed load shows an error page: none).
            if case .loadFinished = event, let url = state.tabs[index].current?.url {
                step.commands.append(.takeSnapshot(tab: state.tabs[index].id, url: url))
            }
        case .titleChanged(let load, let title):
            guard let index = tab(following: load), let current = state.tabs[index].current, !title.isEmpty, title != current.title else { break }
            state.tabs[index].history.replaceCurrent(with: HistoryItem(url: current.url, title: title))
            step.changes += [.tabSaved(state.tabs[index], position: index), .title(url: current.url, title: title)]
        case .navigationRequested(let tab, let url):
            guard let index = state.tabs.firstIndex(where: { $0.id == tab }) else { break }
            open(url, inTab: index, at: time, into: &step)
        case .pageNavigated(let tab, let url):
            guard let index = state.tabs.firstIndex(where: { $0.id == tab }) else { break }
            // Same document: no load; the titles of the tab's latest load name the new entry.
            state.tabs[index].history.visit(HistoryItem(url: url, title: url))
            step.changes += [.tabSaved(state.tabs[index], position: index), .visit(url: url, title: url, at: time)]
            step.events.append(.navigated(url: url, mode: .inApp))
        case .backForwardListChanged(let tab, let history):
            guard let index = state.tabs.firstIndex(where: { $0.id == tab }), state.tabs[index].history != history,
                  state.tabs[index].progress == 1 || loads[tab] == nil
            else { break }
            // Behind one of the core's own loads the renderer's list lags; it catches up by itself.
            state.tabs[index].history = history
            step.changes.append(.tabSaved(state.tabs[index], position: index))
        case .sessionStateChanged(let tab, let rendererState):
            // Nothing (an empty list) never replaces what the tab has, restored or reported.
            guard let rendererState, let index = state.tabs.firstIndex(where: { $0.id == tab }),
                  state.tabs[index].rendererState != rendererState
            else { break }
            state.tabs[index].rendererState = rendererState
            step.changes.append(.tabSaved(state.tabs[index], position: index))
        case .hitTestResult(let id, let link):
            updatePreview(.hitTestResult(id, link: link), at: time, into: &step)
        case .snapshotTaken(let tab, let url, let width, let height, let key):
            // A tab closed since it was asked for has nowhere to keep it.
            guard state.tabs.contains(where: { $0.id == tab }) else { break }
            step.changes.append(.snapshot(SnapshotMetadata(tab: tab, url: url, width: width, height: height, takenAt: time, key: key)))
        }
    }

    /// A button pressed. In the page mode: back and forward as a committed edge-pan, reload loads
    /// the current page again, start opens the start page in a tab on its start view, an address
    /// opens in the tab in front, the tabs button shows the overview, each dismissing a preview left
    /// for its actions; a preview's action or a click beside it as a tap there. In either mode: new
    /// tab opens one on the start page and brings it to the front, a URL handed over opens in a tab
    /// in front, close closes a tab; the tabs button in the overview goes back to the tab in front.
    /// A control that has nothing to do (the buttons are disabled then, `controls`, `canCloseTab`)
    /// and the page's buttons in the overview do nothing.
    private mutating func handle(_ control: SessionControl, at time: Timestamp, into step: inout SessionStep) {
        if state.mode == .page {
            // Any button but an action's is a click beside the actions.
            let choice: LinkPreview.Input = if case .previewAction(let action) = control { .chose(action) } else { .dismiss }
            updatePreview(choice, at: time, into: &step)
        }
        switch (state.mode, control) {
        case (_, .newTab):
            openNewTab(at: time, into: &step)
        case (_, .closeTab(let tab)):
            close(tab, into: &step)
        case (_, .openTab(let url)):
            if accepts(url) { openTab(url, at: time, into: &step) }
        case (.page, .overview):
            showOverview(into: &step)
        case (.overview, .overview):
            focus(selected, into: &step)
        case (_, .previewAction), (_, .dismissPreview), (.overview, .back), (.overview, .forward), (.overview, .reload), (.overview, .start),
             (.overview, .address):
            break
        case (.page, .address(let url)):
            if configuration.isBrowsing {
                if accepts(url) { visitSite(url, inTab: selected, at: time, into: &step) }
            } else {
                open(url, inTab: selected, at: time, into: &step)
            }
        case (.page, .back):
            go(.back, into: &step)
        case (.page, .forward):
            go(.forward, into: &step)
        case (.page, .reload):
            var tab = state.tabs[selected]
            guard let url = tab.current?.url else { return }
            let load = nextLoad()
            loads[tab.id] = load
            tab.progress = 0
            state.tabs[selected] = tab
            step.commands.append(.reload(load, url: url, tab: tab.id))
            step.changes.append(.tabSaved(tab, position: selected))
        case (.page, .start):
            guard state.tabs[selected].current == nil else { return }
            visitSite(configuration.start, inTab: selected, at: time, into: &step)
        }
    }

    /// The index of the selected tab (`init` makes sure there is one).
    private var selected: Int {
        state.tabs.firstIndex { $0.id == state.selectedTab } ?? 0
    }

    /// The index of the tab whose latest load is `load`; nil for a stale load.
    private func tab(following load: LoadID) -> Int? {
        state.tabs.firstIndex { loads[$0.id] == load }
    }

    private mutating func nextLoad() -> LoadID {
        lastRequest += 1
        return LoadID(lastRequest)
    }

    private mutating func nextHitTest() -> HitTestID {
        lastRequest += 1
        return HitTestID(lastRequest)
    }

    /// Hands `input` to the preview on screen, or to a new one when the screen is free; a preview
    /// that comes to rest frees the screen. A preview never shows while another gesture holds it.
    private mutating func updatePreview(_ input: LinkPreview.Input, at time: Timestamp, into step: inout SessionStep) {
        var preview: LinkPreview
        switch screenOwner {
        case .preview(let shown): preview = shown
        case .nobody: preview = LinkPreview(policy: policy(ofTab: selected))
        // Another gesture holds the screen, so no preview is on; one at rest answers nothing but a
        // peek's beginning, and `peek` passes none on now.
        case .transition, .overviewZoom: return
        }
        let outputs = preview.handle(input)
        screenOwner = preview.isAtRest ? .nobody : .preview(preview)
        apply(outputs, at: time, into: &step)
    }

    private mutating func apply(_ outputs: [LinkPreview.Output], at time: Timestamp, into step: inout SessionStep) {
        for output in outputs {
            switch output {
            case .shown(let link):
                step.events.append(.previewShown(url: link.href))
                step.commands.append(.showPreview(link))
            case .actionsShown(let url):
                step.events.append(.previewActionsShown(url: url))
                step.commands.append(.showPreviewActions(url: url))
            case .dismissed(let url):
                step.events.append(.previewDismissed(url: url))
                step.commands.append(.hidePreview(url: url))
            case .commit(let url), .perform(.open, let url):
                step.commands.append(.hidePreview(url: url))
                open(url, inTab: selected, at: time, into: &step)
            case .perform(.openInNewTab, let url):
                step.commands.append(.hidePreview(url: url))
                openInNewTab(url, at: time, into: &step)
            case .perform(.copyLink, let url):
                step.commands += [.hidePreview(url: url), .copyLink(url: url)]
                step.events.append(.linkCopied(url: url))
            case .perform(.share, let url):
                step.commands.append(.hidePreview(url: url))
                step.shares.append(url)
                step.events.append(.linkShared(url: url))
            }
        }
    }

    /// The policy of the tab at `index` (`configuration.scope`): the site file's, or in the
    /// browsing mode the site of the page it shows (on its start view or a file, no site: every
    /// http(s) link leaves it).
    private func policy(ofTab index: Int) -> NavigationPolicy {
        switch configuration.scope {
        case .site(let policy):
            return policy
        case .browsing(let naming):
            let site = state.tabs[index].current.flatMap { NavigationPolicy.site(of: $0.url, naming: naming, idna: configuration.idna) }
            return NavigationPolicy(allow: site.map { [$0] } ?? [], idna: configuration.idna)
        }
    }

    /// Opens `url` by the tab's policy: in the tab at `index`; else, with a site file, handed to the
    /// system browser with every tab unchanged, and in the browsing mode in a tab of its own in
    /// front; refused URLs do nothing.
    private mutating func open(_ url: String, inTab index: Int, at time: Timestamp, into step: inout SessionStep) {
        switch policy(ofTab: index).decide(url) {
        case .inApp:
            visit(url, inTab: index, at: time, into: &step)
        case .external where configuration.isBrowsing:
            openTab(url, at: time, into: &step)
        case .external:
            step.handOffs.append(url)
            step.events.append(.navigated(url: url, mode: .external))
        case .refused:
            break
        }
    }

    /// A new tab after the others, loading `url` behind the selected one, when the session keeps it
    /// (with a site file, when its policy keeps it in the app; in the browsing mode, any site);
    /// otherwise as `open` (handed off, or refused).
    private mutating func openInNewTab(_ url: String, at time: Timestamp, into step: inout SessionStep) {
        let decision = policy(ofTab: selected).decide(url)
        guard decision == .inApp || decision == .external && configuration.isBrowsing else { return open(url, inTab: selected, at: time, into: &step) }
        let id = nextTab()
        state.tabs.append(Tab(id: id))
        loadSite(url, inTab: state.tabs.count - 1, at: time, into: &step)
        step.events.append(.tabOpened(tab: id, url: url))
    }

    /// A new tab after the others on the start page, brought to the front (out of the overview).
    private mutating func openNewTab(at time: Timestamp, into step: inout SessionStep) {
        let id = nextTab()
        state.tabs.append(Tab(id: id))
        loadSite(configuration.start, inTab: state.tabs.count - 1, at: time, into: &step)
        step.events.append(.tabOpened(tab: id, url: configuration.start))
        focus(state.tabs.count - 1, into: &step)
    }

    /// `url` in a tab of its own, brought to the front (out of the overview): a URL handed to the
    /// session, or a link to another site in the browsing mode. The tab in front takes it instead
    /// when it has never been anywhere, which a new tab would leave empty behind.
    private mutating func openTab(_ url: String, at time: Timestamp, into step: inout SessionStep) {
        if state.mode == .page, state.tabs[selected].history.isEmpty {
            return visitSite(url, inTab: selected, at: time, into: &step)
        }
        let id = nextTab()
        state.tabs.append(Tab(id: id))
        loadSite(url, inTab: state.tabs.count - 1, at: time, into: &step)
        step.events.append(.tabOpened(tab: id, url: url))
        focus(state.tabs.count - 1, into: &step)
    }

    /// Closes `id`: the store drops it with its snapshot, the renderer its view. The tab after it
    /// (the one before, when it was the last) takes its place in front when it was selected, and
    /// is focused in the page mode; closing the only tab leaves a new one on its start view.
    private mutating func close(_ id: TabID, into step: inout SessionStep) {
        guard let index = state.tabs.firstIndex(where: { $0.id == id }), state.tabs.count > 1 || !state.tabs[index].history.isEmpty else { return }
        if id == state.selectedTab, transition != nil {
            screenOwner = .nobody
            step.commands.append(.cancelTransition(tab: id))
        }
        state.tabs.remove(at: index)
        loads[id] = nil
        openingLoads[id] = nil
        step.changes.append(.tabClosed(id))
        step.commands.append(.closeTab(id))
        step.events.append(.tabClosed(tab: id))
        if state.tabs.isEmpty {
            let fresh = Tab(id: nextTab())
            state.tabs.append(fresh)
            step.changes.append(.tabSaved(fresh, position: 0))
        }
        // The overview draws its grid again, without the closed tab's card.
        if state.mode == .overview { step.commands.append(.showOverview(cards)) }
        guard id == state.selectedTab else { return }
        let next = state.tabs[min(index, state.tabs.count - 1)]
        state.selectedTab = next.id
        step.changes.append(.selectedTab(next.id))
        guard state.mode == .page else { return }
        step.commands.append(.focusTab(next.id))
        step.events.append(.tabFocused(tab: next.id, url: next.current?.url))
    }

    private mutating func nextTab() -> TabID {
        lastTab += 1
        return TabID(lastTab)
    }

    /// A new page in a tab, reported as navigated in the app.
    private mutating func visit(_ url: String, inTab index: Int, at time: Timestamp, into step: inout SessionStep) {
        load(url, inTab: index, at: time, into: &step)
        step.events.append(.navigated(url: url, mode: .inApp))
    }

    /// `visit`, for a load that opens a site in the tab (`loadSite`).
    private mutating func visitSite(_ url: String, inTab index: Int, at time: Timestamp, into step: inout SessionStep) {
        visit(url, inTab: index, at: time, into: &step)
        openedSite(inTab: index)
    }

    /// `load`, for a load that opens a site in the tab: an address, the start page, a link to
    /// another site, a URL handed over. In the browsing mode it may land on any site (`keepsLanding`).
    private mutating func loadSite(_ url: String, inTab index: Int, at time: Timestamp, into step: inout SessionStep) {
        load(url, inTab: index, at: time, into: &step)
        openedSite(inTab: index)
    }

    private mutating func openedSite(inTab index: Int) {
        let id = state.tabs[index].id
        if configuration.isBrowsing { openingLoads[id] = loads[id] }
    }

    /// A new page in a tab: its list visits it (titled by its URL until the page says otherwise),
    /// global history records the visit, and the renderer loads it.
    private mutating func load(_ url: String, inTab index: Int, at time: Timestamp, into step: inout SessionStep) {
        var tab = state.tabs[index]
        tab.history.visit(HistoryItem(url: url, title: url))
        let load = nextLoad()
        loads[tab.id] = load
        step.commands.append(.load(load, url: url, tab: tab.id))
        arrive(&tab, into: &step)
        state.tabs[index] = tab
        step.changes += [.tabSaved(tab, position: index), .visit(url: url, title: url, at: time)]
    }

    /// The tab's current page starts loading at the zoom remembered for its host; the start view is
    /// complete at 1×. The renderer is told of a new zoom.
    private func arrive(_ tab: inout Tab, into step: inout SessionStep) {
        let zoom: Double
        if let url = tab.current?.url {
            tab.progress = 0
            zoom = NavigationPolicy.host(of: url, idna: configuration.idna).flatMap { state.zoomByHost[$0] } ?? 1
        } else {
            tab.progress = 1
            zoom = 1
        }
        guard zoom != tab.zoom else { return }
        tab.zoom = zoom
        step.commands.append(.setZoom(zoom, tab: tab.id))
    }

    /// An edge-pan from the left (right) edge: while it goes on, the renderer shows the page moving
    /// over the entry behind (ahead of) it; ended committed, it goes there (the renderer completes
    /// the move); ended short or cancelled, the page springs back. Where there is nowhere to go
    /// the page does not move, as WKWebView's swipe does not begin without a back or forward item.
    private mutating func pan(_ phase: GesturePhase, from edge: Edge, progress: Double, committed: Bool, into step: inout SessionStep) {
        let direction: BackForwardTransition.Direction
        switch edge {
        case .left: direction = .back
        case .right: direction = .forward
        case .top, .bottom: return
        }
        // A preview or a pinch on screen keeps it: the page does not move.
        guard screenOwner.admits(.edgePan) else { return }
        let shown = transition != nil
        screenOwner = .nobody
        let tab = state.tabs[selected]
        switch phase {
        case .began, .changed:
            var history = tab.history
            if history.go(direction) {
                let moving = BackForwardTransition(direction: direction, progress: min(max(progress, 0), 1), destination: history.current)
                screenOwner = .transition(moving)
                step.commands.append(.showTransition(moving, tab: tab.id))
                return
            }
        case .ended:
            if committed, tab.history.canGo(direction) { return go(direction, into: &step) }
        case .cancelled:
            break
        }
        if shown { step.commands.append(.cancelTransition(tab: tab.id)) }
    }

    /// Goes back or forward in the selected tab's list, whatever the renderer is loading: the
    /// renderer is sent to the entry the list is now on. Nothing when there is nowhere to go.
    private mutating func go(_ direction: BackForwardTransition.Direction, into step: inout SessionStep) {
        var tab = state.tabs[selected]
        guard tab.history.go(direction) else { return }
        let target: NavigationTarget
        if let url = tab.current?.url {
            let load = nextLoad()
            loads[tab.id] = load
            target = .page(url: url, load: load)
        } else {
            loads[tab.id] = nil
            target = .startView
        }
        step.commands.append(.go(direction, to: target, tab: tab.id))
        arrive(&tab, into: &step)
        state.tabs[selected] = tab
        step.changes.append(.tabSaved(tab, position: selected))
        let url = tab.current?.url
        step.events.append(direction == .back ? .back(url: url) : .forward(url: url))
    }

    /// Zooms the selected tab's page by `scale`, clamped, and remembers the zoom for its host: every
    /// tab on that host follows. Nothing on the start view or when the clamp leaves the zoom as it was.
    private mutating func zoom(by scale: Double, into step: inout SessionStep) {
        let tab = state.tabs[selected]
        guard let url = tab.current?.url else { return }
        let zoom = min(max(tab.zoom * scale, Self.zoomRange.lowerBound), Self.zoomRange.upperBound)
        guard zoom != tab.zoom else { return }
        // A page without a host (a file) zooms alone.
        let host = NavigationPolicy.host(of: url, idna: configuration.idna)
        for index in state.tabs.indices where index == selected || host != nil && state.tabs[index].current.flatMap({ NavigationPolicy.host(of: $0.url, idna: configuration.idna) }) == host {
            state.tabs[index].zoom = zoom
            step.changes.append(.tabSaved(state.tabs[index], position: index))
            step.commands.append(.setZoom(zoom, tab: state.tabs[index].id))
        }
        if let host {
            state.zoomByHost[host] = zoom
            step.changes.append(.hostZoom(host: host, scale: zoom))
        }
        step.events.append(.zoom(scale: zoom))
    }

    /// The overview, with a fresh snapshot asked for of every tab that shows a page.
    private mutating func showOverview(into step: inout SessionStep) {
        state.mode = .overview
        step.changes.append(.mode(.overview))
        for tab in state.tabs {
            guard let url = tab.current?.url else { continue }
            step.commands.append(.takeSnapshot(tab: tab.id, url: url))
        }
        step.commands.append(.showOverview(cards))
        step.events.append(.overviewShown)
    }

    /// A pinch under way, for the renderer to draw with the fingers.
    private mutating func showZoom(_ zoom: OverviewZoom, into step: inout SessionStep) {
        screenOwner = .overviewZoom(zoom)
        step.commands.append(.showOverviewZoom(zoom, cards: cards))
    }

    /// Frees the screen of a pinch's zoom, saying whether one was shown (to be sprung back or completed).
    private mutating func endZoom() -> Bool {
        guard overviewZoom != nil else { return false }
        screenOwner = .nobody
        return true
    }

    /// The overview's cards, in the tabs' order.
    private var cards: [OverviewCard] {
        state.tabs.map { OverviewCard(tab: $0.id, title: $0.current?.title ?? "") }
    }

    /// Brings the tab at `index` to the front, leaving the overview if it is shown; the tab left
    /// behind, when it shows a page, has its snapshot taken as it was left.
    private mutating func focus(_ index: Int, into step: inout SessionStep) {
        let tab = state.tabs[index]
        if state.mode != .page {
            state.mode = .page
            step.changes.append(.mode(.page))
        }
        if state.selectedTab != tab.id {
            if let left = state.tabs.first(where: { $0.id == state.selectedTab }), let url = left.current?.url {
                step.commands.append(.takeSnapshot(tab: left.id, url: url))
            }
            state.selectedTab = tab.id
            step.changes.append(.selectedTab(tab.id))
        }
        step.commands.append(.focusTab(tab.id))
        step.events.append(.tabFocused(tab: tab.id, url: tab.current?.url))
    }
}
