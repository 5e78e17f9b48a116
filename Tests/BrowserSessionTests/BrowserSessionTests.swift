// SPDX-License-Identifier: MIT
import BrowserSession
import Contacts
import Gestures
import Testing

@Suite struct BrowserSessionTests {
    let one = TabID(1)

    /// A fresh session started on the Swift page.
    func started() throws -> Headless {
        var session = try Headless(state: .fresh)
        _ = session.start(at: at(0))
        return session
    }

    /// Started, then on Apple Inc. (tapped from Swift).
    func onApplePage() throws -> Headless {
        var session = try started()
        _ = session.handle(gesture(.tap, at: onApple))
        return session
    }

    func tab(_ pages: [String], id: Int = 1, at index: Int? = nil, zoom: Double = 1, progress: Double = 1) -> Tab {
        let index = index ?? pages.count - 1
        return Tab(id: TabID(id), history: BackForwardList(items: pages.map(item), currentIndex: index), zoom: zoom, progress: progress)
    }

    /// What a headless visit commits: the tab on the page titled by its URL and loading, the
    /// visit, the title the page loads with, then the load finished and the page's snapshot.
    func visited(_ loaded: Tab, position: Int = 0, at time: Int64) -> [SessionChange] {
        let url = loaded.current!.url
        var loading = loaded
        loading.progress = 0
        var untitled = loading
        untitled.history.replaceCurrent(with: HistoryItem(url: url, title: url))
        guard loaded.current!.title != url else {
            return [.tabSaved(untitled, position: position), .visit(url: url, title: url, at: at(time)), .tabSaved(loaded, position: position), snapshot(of: loaded, at: time)]
        }
        return [.tabSaved(untitled, position: position), .visit(url: url, title: url, at: at(time)),
                .tabSaved(loading, position: position), .title(url: url, title: loaded.current!.title), .tabSaved(loaded, position: position),
                snapshot(of: loaded, at: time)]
    }

    /// What a headless back or forward commits: the tab loading, then loaded, and its snapshot.
    func moved(_ loaded: Tab, at time: Int64 = 100) -> [SessionChange] {
        var loading = loaded
        loading.progress = 0
        return [.tabSaved(loading, position: 0), .tabSaved(loaded, position: 0), snapshot(of: loaded, at: time)]
    }

    /// The headless snapshot of `tab`'s page, taken at `time`.
    func snapshot(of tab: Tab, at time: Int64) -> SessionChange {
        let url = tab.current!.url
        let size = SiteModel.viewport
        return .snapshot(SnapshotMetadata(tab: tab.id, url: url, width: size.width, height: size.height, takenAt: at(time), key: SnapshotKey.of(url.utf8)))
    }

    func controls(_ session: Headless) -> [Bool] {
        [session.controls.canGoBack, session.controls.canGoForward, session.controls.canReload]
    }

    func pan(_ edge: Edge, _ phase: GesturePhase = .ended, committed: Bool? = true, progress: Double = 0.6) -> GestureEvent {
        gesture(.edgePan(phase, edge: edge, progress: progress, committed: phase == .ended ? committed : nil), at: Point(x: 0.5, y: 0.5))
    }

    func pinch(_ scale: Double, at point: Point = Point(x: 0.5, y: 0.5), _ phase: GesturePhase = .ended) -> GestureEvent {
        gesture(.pinch(phase, scale: scale), at: point)
    }

    // MARK: start

    @Test func startOpensTheStartPageInAFreshTab() throws {
        var session = try Headless(state: .fresh)
        #expect(controls(session) == [false, false, false])
        let step = session.start(at: at(7))
        #expect(step == SessionStep(changes: visited(tab([swift]), at: 7),
                                    events: [.navigated(url: swift, mode: .inApp)]))
        #expect(session.state == SessionState(tabs: [tab([swift])], selectedTab: one))
        #expect(controls(session) == [true, false, true])
    }

    @Test func startLeavesARestoredPageAlone() throws {
        let state = SessionState(tabs: [tab([swift, apple], zoom: 2)], selectedTab: one, zoomByHost: ["en.wikipedia.org": 2])
        var session = try Headless(state: state)
        #expect(session.start(at: at(0)) == SessionStep(changes: [.tabSaved(tab([swift, apple], zoom: 2), position: 0), snapshot(of: tab([swift, apple]), at: 0)]))
        #expect(session.state == state)
        #expect(session.commands.first == .restore(LoadID(1), history: state.tabs[0].history, zoom: 2, state: nil, tab: one))
    }

    @Test func startLeavesATabTheUserWentBackToTheStartViewInAlone() throws {
        let state = SessionState(tabs: [tab([swift], at: -1)], selectedTab: one)
        var session = try Headless(state: state)
        #expect(session.start(at: at(0)) == SessionStep())
        #expect(controls(session) == [false, true, false])
    }

    @Test func startRepairsASessionWithoutTabs() throws {
        var session = try Headless(state: SessionState(tabs: [], selectedTab: TabID(9)))
        let step = session.start(at: at(0))
        #expect(step.changes == [.tabSaved(Tab(id: one), position: 0), .selectedTab(one)] + visited(tab([swift]), at: 0))
        #expect(session.state.selectedTab == one)
        // Reported once.
        #expect(!session.start(at: at(1)).changes.contains(.selectedTab(one)))
    }

    @Test func startRepairsAMissingSelection() throws {
        let state = SessionState(tabs: [tab([apple], id: 3), tab([jobs], id: 4)], selectedTab: TabID(9))
        var session = try Headless(state: state)
        #expect(session.start(at: at(0)).changes.first == .selectedTab(TabID(3)))
        #expect(session.state.selectedTab == TabID(3))
    }

    // MARK: tap

    @Test func tapOnAnAllowedLinkNavigatesInTheApp() throws {
        var session = try started()
        let step = session.handle(gesture(.tap, at: onApple, time: 500))
        #expect(step == SessionStep(changes: visited(tab([swift, apple]), at: 500),
                                    events: [.navigated(url: apple, mode: .inApp)]))
        #expect(session.state.tabs == [tab([swift, apple])])
    }

    @Test func tapOnAWildcardHostLinkNavigatesInTheAppTitledByItsURL() throws {
        var session = try started()
        let step = session.handle(gesture(.tap, at: onCommons))
        #expect(step.events == [.navigated(url: commons, mode: .inApp)])
        #expect(step.changes.contains(.visit(url: commons, title: commons, at: at(100))))
        #expect(session.state.tabs[0].current == HistoryItem(url: commons, title: commons))
    }

    @Test func tapOnAnExternalLinkHandsItOffAndLeavesTheTab() throws {
        var session = try started()
        let before = session.state
        #expect(session.handle(gesture(.tap, at: onAppleCom)) == SessionStep(events: [.navigated(url: appleCom, mode: .external)], handOffs: [appleCom]))
        #expect(session.state == before)
    }

    @Test(arguments: [onJavaScript, onNothing])
    func tapOnARefusedLinkOrOnNoLinkDoesNothing(_ point: Point) throws {
        var session = try started()
        let before = session.state
        #expect(session.handle(gesture(.tap, at: point)) == SessionStep())
        #expect(session.state == before)
    }

    @Test func aPenTapsLikeAFinger() throws {
        var session = try started()
        var pen = gesture(.tap, at: onApple)
        pen.tool = .pen
        #expect(session.handle(pen).events == [.navigated(url: apple, mode: .inApp)])
    }

    // MARK: peek and pop

    @Test func peekThenReleaseShowsAndDismissesThePreview() throws {
        var session = try started()
        let before = session.state
        #expect(session.handle(gesture(.peek(.began, force: 0.4), at: onApple)) == SessionStep(events: [.previewShown(url: apple)]))
        #expect(session.handle(gesture(.peek(.changed, force: 0.5), at: onApple)) == SessionStep())
        #expect(session.handle(gesture(.peek(.ended, force: 0.1), at: onApple)) == SessionStep(events: [.previewDismissed(url: apple)]))
        #expect(session.state == before)
    }

    @Test func peekThenCancelDismisses() throws {
        var session = try started()
        _ = session.handle(gesture(.peek(.began, force: 0.4), at: onApple))
        #expect(session.handle(gesture(.peek(.cancelled, force: 0.4), at: onApple)) == SessionStep(events: [.previewDismissed(url: apple)]))
    }

    @Test func peekThenPopOpensAnAllowedLinkInTheApp() throws {
        var session = try started()
        _ = session.handle(gesture(.peek(.began, force: 0.4), at: onApple, time: 100))
        let step = session.handle(gesture(.pop(force: 0.8), at: onApple, time: 300))
        #expect(step == SessionStep(changes: visited(tab([swift, apple]), at: 300),
                                    events: [.navigated(url: apple, mode: .inApp)]))
    }

    @Test func peekThenPopHandsAnExternalLinkOff() throws {
        var session = try started()
        let before = session.state
        #expect(session.handle(gesture(.peek(.began, force: 0.4), at: onAppleCom)) == SessionStep(events: [.previewShown(url: appleCom)]))
        #expect(session.handle(gesture(.pop(force: 0.8), at: onAppleCom)) == SessionStep(events: [.navigated(url: appleCom, mode: .external)], handOffs: [appleCom]))
        #expect(session.state == before)
    }

    @Test(arguments: [onJavaScript, onNothing])
    func peekAndPopOverARefusedLinkOrNoLinkDoNothing(_ point: Point) throws {
        var session = try started()
        #expect(session.handle(gesture(.peek(.began, force: 0.4), at: point)) == SessionStep())
        #expect(session.handle(gesture(.pop(force: 0.8), at: point)) == SessionStep())
        #expect(session.preview.state == .idle)
    }

    @Test func thePreviewHoldsTheLink() throws {
        var session = try started()
        _ = session.handle(gesture(.peek(.began, force: 0.4), at: onApple))
        let link = Link(href: apple, rect: Rect(x: 0.1, y: 0.1, width: 0.3, height: 0.1))
        #expect(session.preview.state == .previewing(LinkPreview.Preview(link: link), from: onApple))
    }

    // MARK: back and forward

    @Test func leftEdgeCommittedGoesBackThenToTheStartView() throws {
        var session = try onApplePage()
        #expect(session.handle(pan(.left)) == SessionStep(changes: moved(tab([swift, apple], at: 0)), events: [.back(url: swift)]))
        #expect(controls(session) == [true, true, true])
        #expect(session.handle(pan(.left)) == SessionStep(changes: [.tabSaved(tab([swift, apple], at: -1), position: 0)], events: [.back(url: nil)]))
        #expect(controls(session) == [false, true, false])
        #expect(session.handle(pan(.left)) == SessionStep())
    }

    @Test func rightEdgeCommittedGoesForwardLeavingTheStartView() throws {
        var session = try onApplePage()
        _ = session.handle(pan(.left))
        _ = session.handle(pan(.left))
        #expect(session.handle(pan(.right)) == SessionStep(changes: moved(tab([swift, apple], at: 0)), events: [.forward(url: swift)]))
        #expect(session.handle(pan(.right)) == SessionStep(changes: moved(tab([swift, apple], at: 1)), events: [.forward(url: apple)]))
        #expect(session.handle(pan(.right)) == SessionStep())
        #expect(controls(session) == [true, false, true])
    }

    @Test func visitAfterBackDropsForward() throws {
        var session = try onApplePage()
        _ = session.handle(pan(.left))
        _ = session.handle(gesture(.tap, at: onCommons))
        #expect(session.state.tabs[0].history == BackForwardList(back: [item(swift)], current: item(commons)))
        #expect(controls(session) == [true, false, true])
    }

    // MARK: controls (the window's buttons)

    @Test func theBackAndForwardButtonsDoWhatCommittedEdgePansDo() throws {
        var byPan = try onApplePage(), byButton = try onApplePage()
        // At the pan's time: the snapshots taken as the pages load are stamped with it.
        #expect(byButton.press(.back, at: at(100)) == byPan.handle(pan(.left)))
        #expect(byButton.press(.back, at: at(100)) == byPan.handle(pan(.left)))
        #expect(byButton.state == byPan.state)
        #expect(byButton.press(.forward, at: at(100)) == byPan.handle(pan(.right)))
        #expect(byButton.state == byPan.state)
        #expect(byButton.commands == byPan.commands)
    }

    @Test func disabledButtonsDoNothing() throws {
        var session = try started()
        #expect(controls(session) == [true, false, true])
        #expect(session.press(.forward, at: at(1)) == SessionStep())
        #expect(session.press(.start, at: at(1)) == SessionStep())
        _ = session.press(.back, at: at(1))
        #expect(controls(session) == [false, true, false])
        #expect(session.press(.back, at: at(1)) == SessionStep())
        #expect(session.press(.reload, at: at(1)) == SessionStep())
    }

    @Test func reloadLoadsTheCurrentPageAgainWithItsListUnchanged() throws {
        var session = try onApplePage()
        let before = session.state
        let step = session.press(.reload, at: at(3))
        #expect(step == SessionStep(changes: moved(tab([swift, apple]), at: 3)))
        #expect(session.commands.suffix(2) == [.reload(LoadID(3), url: apple, tab: one), .takeSnapshot(tab: one, url: apple)])
        #expect(session.state == before)
    }

    @Test func theStartButtonOpensTheStartPageFromTheStartView() throws {
        var session = try onApplePage()
        _ = session.handle(pan(.left))
        _ = session.handle(pan(.left))
        #expect(session.press(.start, at: at(5)) == SessionStep(changes: visited(tab([swift]), at: 5),
                                                                events: [.navigated(url: swift, mode: .inApp)]))
        #expect(controls(session) == [true, false, true])
    }

    @Test func controlsDoNothingInTheOverview() throws {
        var session = try onApplePage()
        _ = session.handle(pinch(0.3))
        for control in [SessionControl.back, .forward, .reload, .start] {
            #expect(session.press(control, at: at(2)) == SessionStep())
        }
    }

    @Test(arguments: [Edge.top, .bottom])
    func topAndBottomEdgesDoNothing(_ edge: Edge) throws {
        var session = try onApplePage()
        #expect(commands(&session, pan(edge, .began, progress: 0.1)) == [])
        #expect(session.transition == nil)
        #expect(session.handle(pan(edge)) == SessionStep())
    }

    @Test func uncommittedOrCancelledPansDoNothing() throws {
        var session = try onApplePage()
        let before = session.state
        #expect(session.handle(pan(.left, committed: false)) == SessionStep())
        #expect(session.handle(pan(.left, .cancelled)) == SessionStep())
        #expect(session.state == before)
    }

    /// The commands `gesture` gave the renderer.
    func commands(_ session: inout Headless, _ gesture: GestureEvent) -> [PageCommand] {
        let before = session.commands.count
        _ = session.handle(gesture)
        return Array(session.commands[before...])
    }

    @Test func aPanInProgressMovesThePageOverTheEntryBehindIt() throws {
        var session = try onApplePage()
        let began = BackForwardTransition(direction: .back, progress: 0.05, destination: item(swift))
        #expect(commands(&session, pan(.left, .began, progress: 0.05)) == [.showTransition(began, tab: TabID(1))])
        #expect(session.transition == began)
        let changed = BackForwardTransition(direction: .back, progress: 0.3, destination: item(swift))
        #expect(commands(&session, pan(.left, .changed, progress: 0.3)) == [.showTransition(changed, tab: TabID(1))])
        #expect(session.transition == changed)
    }

    @Test func aPanBackFromTheFirstPageUncoversTheStartView() throws {
        var session = try started()
        _ = session.handle(pan(.left, .began, progress: 0.1))
        #expect(session.transition == BackForwardTransition(direction: .back, progress: 0.1, destination: nil))
    }

    @Test func aPanForwardUncoversTheNextPage() throws {
        var session = try onApplePage()
        _ = session.press(.back, at: at(1))
        _ = session.handle(pan(.right, .began, progress: 0.2))
        #expect(session.transition == BackForwardTransition(direction: .forward, progress: 0.2, destination: item(apple)))
    }

    @Test func aCommittedPanCompletesByGoing() throws {
        var session = try onApplePage()
        _ = session.handle(pan(.left, .began, progress: 0.4))
        let given = commands(&session, pan(.left))
        #expect(session.transition == nil)
        #expect(given.first.map { if case .go(.back, .page(swift, _), TabID(1)) = $0 { true } else { false } } == true)
        #expect(!given.contains(.cancelTransition(tab: TabID(1))))
    }

    @Test(arguments: [GesturePhase.ended, .cancelled])
    func aPanThatGoesNowhereSpringsBack(_ phase: GesturePhase) throws {
        var session = try onApplePage()
        let before = session.state
        _ = session.handle(pan(.left, .began, progress: 0.2))
        #expect(commands(&session, pan(.left, phase, committed: false)) == [.cancelTransition(tab: TabID(1))])
        #expect(session.transition == nil)
        #expect(session.state == before)
    }

    @Test func aPanThatCanNoLongerGoSpringsBack() throws {
        var session = try onApplePage()
        _ = session.handle(pan(.right, .began, progress: 0.1))
        #expect(session.transition == nil)
        _ = session.press(.back, at: at(1))
        // Back by the button during a forward pan: now there is somewhere forward to go.
        _ = session.handle(pan(.right, .changed, progress: 0.2))
        #expect(session.transition == BackForwardTransition(direction: .forward, progress: 0.2, destination: item(apple)))
        _ = session.press(.forward, at: at(2))
        #expect(commands(&session, pan(.right, .changed, progress: 0.3)) == [.cancelTransition(tab: TabID(1))])
        #expect(session.transition == nil)
    }

    @Test func noTransitionWhereThePanCannotGo() throws {
        var session = try onApplePage()
        #expect(commands(&session, pan(.right, .began, progress: 0.05)) == [])
        #expect(session.transition == nil)
        #expect(commands(&session, pan(.right, committed: false)) == [])
    }

    @Test func aPanIsClampedToTheSurface() throws {
        var session = try onApplePage()
        _ = session.handle(pan(.left, .changed, progress: 1.5))
        #expect(session.transition?.progress == 1)
    }

    // MARK: zoom

    @Test func pinchZoomsThePageAndRemembersItForTheHost() throws {
        var session = try started()
        #expect(session.handle(pinch(2)) == SessionStep(
            changes: [.tabSaved(tab([swift], zoom: 2), position: 0), .hostZoom(host: "en.wikipedia.org", scale: 2)],
            events: [.zoom(scale: 2)]))
        #expect(session.state.zoomByHost == ["en.wikipedia.org": 2])
    }

    @Test func zoomIsClampedAndAClampedPinchChangesNothing() throws {
        var session = try started()
        #expect(session.handle(pinch(10)).events == [.zoom(scale: 5)])
        #expect(session.handle(pinch(2)) == SessionStep())
        #expect(session.handle(pinch(0.7)).events == [.zoom(scale: 3.5)])
        #expect(session.handle(pinch(0.6)).events == [.zoom(scale: 2.1)])
        #expect(session.handle(pinch(0.6)).events == [.zoom(scale: 2.1 * 0.6)])
        #expect(session.handle(pinch(0.6)).events == [.zoom(scale: 2.1 * 0.6 * 0.6)])
        #expect(session.handle(pinch(0.6)).events == [.zoom(scale: 0.5)])
        #expect(session.handle(pinch(0.9)) == SessionStep())
    }

    @Test func unfinishedPinchesDoNothing() throws {
        var session = try started()
        #expect(session.handle(pinch(2, .began)) == SessionStep())
        #expect(session.handle(pinch(3, .changed)) == SessionStep())
        #expect(session.handle(pinch(3, .cancelled)) == SessionStep())
        #expect(session.state.tabs[0].zoom == 1)
    }

    @Test func zoomFollowsTheHost() throws {
        var session = try started()
        _ = session.handle(pinch(2))
        _ = session.handle(gesture(.tap, at: onCommons))
        #expect(session.state.tabs[0].zoom == 1)
        _ = session.handle(pan(.left))
        #expect(session.state.tabs[0].zoom == 2)
        _ = session.handle(gesture(.tap, at: onApple))
        #expect(session.state.tabs[0].zoom == 2)
    }

    @Test func otherTabsOnTheHostFollowAZoom() throws {
        let state = SessionState(tabs: [tab([swift], id: 1), tab([commons], id: 2), tab([apple], id: 3)], selectedTab: one)
        var session = try Headless(state: state)
        #expect(session.handle(pinch(1.5)).changes == [
            .tabSaved(tab([swift], id: 1, zoom: 1.5), position: 0), .tabSaved(tab([apple], id: 3, zoom: 1.5), position: 2),
            .hostZoom(host: "en.wikipedia.org", scale: 1.5),
        ])
    }

    @Test func theStartViewDoesNotZoom() throws {
        var session = try Headless(state: .fresh)
        #expect(session.handle(pinch(2)) == SessionStep())
    }

    // MARK: overview

    /// Swift in tab 1, Apple Inc. in tab 2 (selected), and tab 3 on its start view.
    func threeTabs() throws -> Headless {
        let state = SessionState(tabs: [tab([swift], id: 1), tab([swift, apple], id: 2), Tab(id: TabID(3))], selectedTab: TabID(2))
        return try Headless(state: state)
    }

    @Test func pinchingInPastTheThresholdOpensTheOverviewWithSnapshots() throws {
        var session = try threeTabs()
        let site = try site()
        let step = session.handle(gesture(.pinch(.ended, scale: 0.59), at: Point(x: 0.5, y: 0.5), time: 900))
        #expect(step == SessionStep(changes: [
            .mode(.overview),
            .snapshot(SnapshotMetadata(tab: TabID(1), url: swift, width: 1280, height: 800, takenAt: at(900), key: site.snapshot(of: swift).key)),
            .snapshot(SnapshotMetadata(tab: TabID(2), url: apple, width: 1280, height: 800, takenAt: at(900), key: site.snapshot(of: apple).key)),
        ], events: [.overviewShown]))
        #expect(session.state.mode == .overview)
    }

    @Test func pinchingInJustShortOfTheThresholdZooms() throws {
        var session = try threeTabs()
        #expect(session.handle(pinch(0.6)).events == [.zoom(scale: 0.6)])
        #expect(session.state.mode == .page)
    }

    func overview() throws -> Headless {
        var session = try threeTabs()
        _ = session.handle(pinch(0.5))
        return session
    }

    @Test func pinchingOutInTheOverviewFocusesTheLargestThumbnail() throws {
        var session = try overview()
        // Three tabs: two columns, tab 1's thumbnail at the top left.
        #expect(session.handle(pinch(2.5, at: Point(x: 0.25, y: 0.25))) == SessionStep(
            changes: [.mode(.page), .selectedTab(one), snapshot(of: tab([swift, apple], id: 2), at: 100)], events: [.tabFocused(tab: one, url: swift)]))
        #expect(session.state.mode == .page)
        #expect(session.state.selectedTab == one)
    }

    @Test func focusingTheSelectedTabOnlyLeavesTheOverview() throws {
        var session = try overview()
        #expect(session.handle(pinch(2.5, at: Point(x: 0.75, y: 0.25))) == SessionStep(
            changes: [.mode(.page)], events: [.tabFocused(tab: TabID(2), url: apple)]))
    }

    @Test func focusingATabOnItsStartView() throws {
        var session = try overview()
        #expect(session.handle(pinch(2.5, at: Point(x: 0.25, y: 0.75))).events == [.tabFocused(tab: TabID(3), url: nil)])
    }

    @Test func tapInTheOverviewFocusesTheThumbnailTapped() throws {
        var session = try overview()
        #expect(session.handle(gesture(.tap, at: Point(x: 0.25, y: 0.75))) == SessionStep(
            changes: [.mode(.page), .selectedTab(TabID(3)), snapshot(of: tab([swift, apple], id: 2), at: 100)], events: [.tabFocused(tab: TabID(3), url: nil)]))
    }

    @Test func tapInAGapOfTheOverviewDoesNothing() throws {
        var session = try overview()
        #expect(session.handle(gesture(.tap, at: Point(x: 0.5, y: 0.5))) == SessionStep())
        #expect(session.state.mode == .overview)
    }

    @Test func inTheOverviewPinchingInPeeksAndPansDoNothing() throws {
        var session = try overview()
        let before = session.state
        #expect(session.handle(pinch(0.5)) == SessionStep())
        #expect(session.handle(pinch(1)) == SessionStep())
        #expect(session.handle(gesture(.peek(.began, force: 0.4), at: onApple)) == SessionStep())
        #expect(session.handle(gesture(.pop(force: 0.8), at: onApple)) == SessionStep())
        #expect(session.handle(pan(.left)) == SessionStep())
        #expect(session.state == before)
    }

    @Test func controlsAreThoseOfTheSelectedTab() throws {
        var session = try threeTabs()
        #expect(controls(session) == [true, false, true])
        _ = session.handle(pinch(0.5))
        _ = session.handle(gesture(.tap, at: Point(x: 0.25, y: 0.75)))
        #expect(controls(session) == [false, false, false])
    }
}
