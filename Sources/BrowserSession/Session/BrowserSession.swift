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
    public internal(set) var state: SessionState
    /// The start page and how far tabs may go (a site file's hosts, or the browsing mode).
    public let configuration: SessionConfiguration
    /// The gesture drawn over the page or the overview, for a front end to draw: one at a time.
    public internal(set) var screenOwner: ScreenOwner = .nobody
    /// The link preview on screen; an idle one when no preview holds the screen.
    public var preview: LinkPreview { screenOwner.preview ?? LinkPreview(policy: policy(ofTab: selected)) }
    /// The back or forward transition an edge-pan is making, nil when none is under way.
    public var transition: BackForwardTransition? { screenOwner.transition }
    /// What a pinch under way does to the overview (a page shrinking into it, or its grid
    /// zoomed), nil when no pinch shows one.
    public var overviewZoom: OverviewZoom? { screenOwner.overviewZoom }
    /// Repairs made to the state handed to `init`, reported by `start`.
    private var repairs: [SessionChange] = []
    /// The loads and hit-tests asked for that the core still follows.
    var ledger = LoadLedger()
    /// The highest tab id handed out: a closed tab's id is never given to a new tab in the same
    /// run, so a late answer for the closed tab cannot land on the new one.
    var lastTab: Int

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
        case .external: return configuration.scope.elsewhere == .session && ledger.opensSite(id)
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
                let load = ledger.startLoad(inTab: tab.id)
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
            visit(configuration.start, inTab: selected, opensSite: true, at: time, into: &step)
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

    /// Routes a gesture by the mode it comes in: its handler is in the file named for it.
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

    /// The index of the selected tab (`init` makes sure there is one).
    var selected: Int {
        state.tabs.firstIndex { $0.id == state.selectedTab } ?? 0
    }

    /// The policy of the tab at `index`, by the session's scope.
    func policy(ofTab index: Int) -> NavigationPolicy {
        configuration.policy(forPage: state.tabs[index].current?.url)
    }
}
