import Contacts
import Gestures
import InputEvents

/// The browser-session core that gestures drive: tabs and their history, the navigation policy, link
/// previews, page zoom and the tab overview. Pure: it changes `state` and says what changed, what to
/// report and what to hand to the system browser; the caller commits, reports and runs those.
///
/// Gestures of every tool count the same. In the page mode: tap on a link navigates by the policy; a
/// peek over a link previews it (`LinkPreview`), a pop commits the preview; an edge-pan from the left
/// (right) edge that ends committed goes back (forward); a pinch zooms, or opens the overview when it
/// ends below `overviewScale`. In the overview: a tap on a thumbnail or a pinch out focuses a tab.
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
    /// The pages.
    public let site: SiteModel
    /// The link preview, for a front end to draw.
    public private(set) var preview: LinkPreview
    /// The back or forward transition an edge-pan is making, nil when none is under way.
    public private(set) var transition: BackForwardTransition?
    /// Repairs made to the state handed to `init`, reported by `start`.
    private var repairs: [SessionChange] = []

    /// A session restored by the store (or `SessionState.fresh`). A state that cannot be shown (no
    /// tabs, or the selected tab missing) is repaired: `start` reports the repair as changes.
    public init(state: SessionState, site: SiteModel) {
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
        self.site = site
        self.preview = LinkPreview(policy: site.policy)
    }

    /// Back, forward and reload for the selected tab, for any front end's buttons.
    public var controls: (canGoBack: Bool, canGoForward: Bool, canReload: Bool) {
        let history = state.tabs[selected].history
        return (history.canGoBack, history.canGoForward, history.canReload)
    }

    /// Starts the session: reports any repair of the restored state and, when the selected tab has
    /// never been anywhere (on its start view with nothing ahead), opens the site's start page in it.
    /// A tab the user went back to the start view in stays there, its forward list intact.
    public mutating func start(at time: Timestamp) -> SessionStep {
        var step = SessionStep(changes: repairs)
        repairs = []
        if state.tabs[selected].history.isEmpty {
            visit(site.start, inTab: selected, at: time, into: &step)
        }
        return step
    }

    /// What `gesture` does to the session.
    public mutating func handle(_ gesture: GestureEvent) -> SessionStep {
        var step = SessionStep()
        let time = gesture.time
        switch (state.mode, gesture.gesture) {
        case (.page, .tap):
            if let link = link(at: gesture.position) { open(link.href, at: time, into: &step) }
        case (.overview, .tap):
            if let index = TabOverview(count: state.tabs.count).thumbnail(at: gesture.position) { focus(index, into: &step) }
        case (.page, .peek(.began, _)):
            apply(preview.handle(.peekBegan(link(at: gesture.position))), at: time, into: &step)
        case (_, .peek(.ended, _)):
            apply(preview.handle(.peekEnded), at: time, into: &step)
        case (_, .peek(.cancelled, _)):
            apply(preview.handle(.peekCancelled), at: time, into: &step)
        case (_, .pop):
            apply(preview.handle(.pop), at: time, into: &step)
        case (.page, .pinch(.ended, let scale)):
            guard scale.isFinite, scale > 0 else { break }
            if scale < Self.overviewScale { showOverview(at: time, into: &step) } else { zoom(by: scale, into: &step) }
        case (.overview, .pinch(.ended, let scale)):
            guard scale.isFinite, scale > 1, let index = TabOverview(count: state.tabs.count).focus(pinchAt: gesture.position, scale: scale) else { break }
            focus(index, into: &step)
        case (.page, .edgePan(let phase, let edge, let progress, let committed)):
            pan(phase, from: edge, progress: progress, committed: committed == true, into: &step)
        // A peek only begins over a page, nothing changes while a peek or pinch goes on, and an
        // unfinished pinch does nothing; the overview has no edges to pan from.
        case (.overview, .peek(.began, _)), (_, .peek(.changed, _)), (_, .pinch(.began, _)), (_, .pinch(.changed, _)),
             (_, .pinch(.cancelled, _)), (.overview, .edgePan):
            break
        }
        return step
    }

    /// Carries out an action the user chose from the preview on screen; nothing when none is shown.
    public mutating func perform(_ action: PreviewAction, at time: Timestamp) -> SessionStep {
        var step = SessionStep()
        apply(preview.handle(.action(action)), at: time, into: &step)
        return step
    }

    /// The index of the selected tab (`init` makes sure there is one).
    private var selected: Int {
        state.tabs.firstIndex { $0.id == state.selectedTab } ?? 0
    }

    /// The link under `point` on the selected tab's page, if it shows one.
    private func link(at point: Point) -> Link? {
        state.tabs[selected].current.flatMap { site.link(at: point, on: $0.url) }
    }

    private mutating func apply(_ outputs: [LinkPreview.Output], at time: Timestamp, into step: inout SessionStep) {
        for output in outputs {
            switch output {
            case .shown(let url): step.events.append(.previewShown(url: url))
            case .dismissed(let url): step.events.append(.previewDismissed(url: url))
            case .commit(let url), .perform(.open, let url): open(url, at: time, into: &step)
            case .perform(.openInNewTab, let url): open(url, at: time, into: &step, inNewTab: true)
            case .perform(.copyLink, let url): step.copied = url
            case .perform(.share, let url): step.shared = url
            }
        }
    }

    /// Opens `url` by the policy: in the selected tab (or a new one, which comes to the front), or
    /// handed to the system browser with every tab unchanged; refused URLs do nothing.
    private mutating func open(_ url: String, at time: Timestamp, into step: inout SessionStep, inNewTab: Bool = false) {
        switch site.policy.decide(url) {
        case .inApp:
            guard inNewTab else {
                visit(url, inTab: selected, at: time, into: &step)
                return
            }
            let tab = Tab(id: TabID((state.tabs.map(\.id.rawValue).max() ?? 0) + 1))
            state.tabs.append(tab)
            visit(url, inTab: state.tabs.count - 1, at: time, into: &step)
            focus(state.tabs.count - 1, into: &step)
        case .external:
            step.handOffs.append(url)
            step.events.append(.navigated(url: url, mode: .external))
        case .refused:
            break
        }
    }

    /// A new page in a tab: its list visits it, it loads, and global history records the visit.
    private mutating func visit(_ url: String, inTab index: Int, at time: Timestamp, into step: inout SessionStep) {
        let title = site.title(of: url) ?? url
        var tab = state.tabs[index]
        tab.history.visit(HistoryItem(url: url, title: title))
        arrive(&tab)
        state.tabs[index] = tab
        step.changes += [.tabSaved(tab, position: index), .visit(url: url, title: title, at: time)]
        step.events.append(.navigated(url: url, mode: .inApp))
    }

    /// The tab's current page loads (a new load starts at 0; the headless site has finished it by the
    /// time the step is committed) at the zoom remembered for its host; the start view is complete at 1×.
    private func arrive(_ tab: inout Tab) {
        guard let url = tab.current?.url else {
            tab.progress = 1
            tab.zoom = 1
            return
        }
        tab.progress = site.load(url).last.map { min(max($0, 0), 1) } ?? 0
        tab.zoom = NavigationPolicy.host(of: url).flatMap { state.zoomByHost[$0] } ?? 1
    }

    private mutating func pan(_ phase: GesturePhase, from edge: Edge, progress: Double, committed: Bool, into step: inout SessionStep) {
        let direction: BackForwardTransition.Direction
        switch edge {
        case .left: direction = .back
        case .right: direction = .forward
        case .top, .bottom: return
        }
        let history = state.tabs[selected].history
        let possible = direction == .back ? history.canGoBack : history.canGoForward
        switch phase {
        case .began, .changed:
            transition = possible ? BackForwardTransition(direction: direction, progress: progress) : nil
        case .ended:
            transition = nil
            if committed { go(direction, into: &step) }
        case .cancelled:
            transition = nil
        }
    }

    /// Goes back or forward in the selected tab; nothing when there is nowhere to go.
    private mutating func go(_ direction: BackForwardTransition.Direction, into step: inout SessionStep) {
        var tab = state.tabs[selected]
        guard direction == .back ? tab.history.goBack() : tab.history.goForward() else { return }
        arrive(&tab)
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
        let host = NavigationPolicy.host(of: url)
        for index in state.tabs.indices where index == selected || host != nil && state.tabs[index].current.flatMap({ NavigationPolicy.host(of: $0.url) }) == host {
            state.tabs[index].zoom = zoom
            step.changes.append(.tabSaved(state.tabs[index], position: index))
        }
        if let host {
            state.zoomByHost[host] = zoom
            step.changes.append(.hostZoom(host: host, scale: zoom))
        }
        step.events.append(.zoom(scale: zoom))
    }

    /// The overview, with a fresh snapshot of every tab that shows a page.
    private mutating func showOverview(at time: Timestamp, into step: inout SessionStep) {
        state.mode = .overview
        step.changes.append(.mode(.overview))
        for tab in state.tabs {
            guard let url = tab.current?.url else { continue }
            let snapshot = site.snapshot(of: url)
            step.changes.append(.snapshot(SnapshotMetadata(tab: tab.id, url: url, width: snapshot.width, height: snapshot.height,
                                                           takenAt: time, key: snapshot.key)))
        }
        step.events.append(.overviewShown)
    }

    /// Brings the tab at `index` to the front, leaving the overview if it is shown.
    private mutating func focus(_ index: Int, into step: inout SessionStep) {
        let tab = state.tabs[index]
        if state.mode != .page {
            state.mode = .page
            step.changes.append(.mode(.page))
        }
        if state.selectedTab != tab.id {
            state.selectedTab = tab.id
            step.changes.append(.selectedTab(tab.id))
        }
        step.events.append(.tabFocused(tab: tab.id, url: tab.current?.url))
    }
}
