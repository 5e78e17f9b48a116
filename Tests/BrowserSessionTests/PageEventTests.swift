// SPDX-License-Identifier: MIT
import BrowserSession
import Contacts
import Foundation
import Gestures
import IDNA
import InputEvents
import Testing

/// The core alone, its commands read and its page events written by hand: what each command is
/// asked for and what each page event does, fresh or stale.
@Suite struct PageEventTests {
    let one = TabID(1)

    func configuration() throws -> SessionConfiguration {
        try SiteFile(json: Data(siteJSON.utf8), name: "site.json", idna: UTS46()).configuration
    }

    /// A fresh session started on the Swift page (load 1 asked for, not answered).
    func started() throws -> BrowserSession {
        var session = BrowserSession(state: .fresh, configuration: try configuration())
        _ = session.start(at: at(0))
        return session
    }

    func page(_ session: inout BrowserSession, _ event: PageEvent, at time: Int64 = 200) -> SessionStep {
        session.handle(.page(event, at: at(time)))
    }

    @Test func startAsksToLoadTheStartPageAndFocusesTheTab() throws {
        var session = BrowserSession(state: .fresh, configuration: try configuration())
        #expect(session.start(at: at(0)).commands == [.focusTab(one), .load(LoadID(1), url: swift, tab: one)])
    }

    @Test func startRestoresEveryTabThatShowsAPageAndTheOverview() throws {
        let shown = BackForwardList(items: [item(swift)], currentIndex: 0)
        // Tab 2 went back to its start view: it stays there.
        let startView = BackForwardList(items: [item(apple)], currentIndex: -1)
        let state = SessionState(tabs: [Tab(id: one, history: shown, zoom: 2), Tab(id: TabID(2), history: startView)], selectedTab: TabID(2), mode: .overview)
        var session = BrowserSession(state: state, configuration: try configuration())
        #expect(session.start(at: at(0)).commands == [.restore(LoadID(1), history: shown, zoom: 2, state: nil, tab: one), .focusTab(TabID(2)),
                                                           .showOverview([OverviewCard(tab: one, title: "Swift"), OverviewCard(tab: TabID(2), title: "")])])
    }

    @Test func aTapClicksThePageAndTheNavigationItAsksForGoesByThePolicy() throws {
        var session = try started()
        let step = session.handle(.gesture(gesture(.tap, at: onApple)))
        #expect(step == SessionStep(commands: [.click(at: onApple, tab: one)]))
        let answer = page(&session, .navigationRequested(tab: one, url: apple))
        #expect(answer.events == [.navigated(url: apple, mode: .inApp)])
        #expect(answer.commands == [.load(LoadID(2), url: apple, tab: one)])
    }

    @Test func aTapOnTheStartViewAsksNothing() throws {
        var session = BrowserSession(state: .fresh, configuration: try configuration())
        #expect(session.handle(.gesture(gesture(.tap, at: onApple))) == SessionStep())
    }

    @Test func aTapInTheOverviewClicksNoPage() throws {
        var session = try started()
        _ = session.handle(.gesture(gesture(.pinch(.ended, scale: 0.5), at: onApple)))
        #expect(!session.handle(.gesture(gesture(.tap, at: Point(x: 0.9, y: 0.9)))).commands.contains { command in
            if case .click = command { return true }
            return false
        })
    }

    @Test func aPeekOnTheStartViewShowsNothingAndAsksNothing() throws {
        var session = BrowserSession(state: .fresh, configuration: try configuration())
        #expect(session.handle(.gesture(gesture(.peek(.began, force: 0.4), at: onApple))) == SessionStep())
        #expect(session.preview.state == .idle)
    }

    @Test func aRedirectMovesTheEntryAndVisitsWhereItLanded() throws {
        var session = try started()
        let landed = "https://en.wikipedia.org/wiki/Swift_(bird)"
        let step = page(&session, .loadCommitted(LoadID(1), url: landed))
        #expect(step.changes == [.tabSaved(session.state.tabs[0], position: 0), .visit(url: landed, title: landed, at: at(200))])
        #expect(session.state.tabs[0].current == HistoryItem(url: landed, title: landed))
        #expect(page(&session, .loadCommitted(LoadID(1), url: landed)) == SessionStep())
    }

    @Test func progressIsKeptClampedAndNotCommitted() throws {
        var session = try started()
        #expect(page(&session, .loadProgress(LoadID(1), 0.4)) == SessionStep())
        #expect(session.state.tabs[0].progress == 0.4)
        _ = page(&session, .loadProgress(LoadID(1), 7))
        #expect(session.state.tabs[0].progress == 1)
        _ = page(&session, .loadProgress(LoadID(1), .nan))
        #expect(session.state.tabs[0].progress == 1)
    }

    @Test(arguments: [PageEvent.loadFinished(LoadID(1)), .loadFailed(LoadID(1))])
    func theEndOfALoadIsCommitted(_ event: PageEvent) throws {
        var session = try started()
        #expect(session.state.tabs[0].progress == 0)
        let step = page(&session, event)
        #expect(session.state.tabs[0].progress == 1)
        #expect(step.changes == [.tabSaved(session.state.tabs[0], position: 0)])
    }

    @Test func aTitleNamesTheEntryAndTheHistoryAnEmptyOrSameOneDoesNot() throws {
        var session = try started()
        #expect(page(&session, .titleChanged(LoadID(1), "")) == SessionStep())
        let step = page(&session, .titleChanged(LoadID(1), "Swift!"))
        #expect(step.changes == [.tabSaved(session.state.tabs[0], position: 0), .title(url: swift, title: "Swift!")])
        #expect(page(&session, .titleChanged(LoadID(1), "Swift!")) == SessionStep())
    }

    @Test func aNavigationThePageAsksForGoesByThePolicy() throws {
        var session = try started()
        #expect(page(&session, .navigationRequested(tab: one, url: appleCom)) == SessionStep(events: [.navigated(url: appleCom, mode: .external)], handOffs: [appleCom]))
        #expect(page(&session, .navigationRequested(tab: one, url: "javascript:alert(1)")) == SessionStep())
        #expect(page(&session, .navigationRequested(tab: TabID(9), url: apple)) == SessionStep())
        #expect(page(&session, .navigationRequested(tab: one, url: apple)).commands == [.load(LoadID(2), url: apple, tab: one)])
    }

    @Test func aSameDocumentNavigationIsRecordedWithoutALoad() throws {
        var session = try started()
        let step = page(&session, .pageNavigated(tab: one, url: swift + "#History"))
        #expect(step.events == [.navigated(url: swift + "#History", mode: .inApp)])
        #expect(step.commands == [])
        #expect(session.state.tabs[0].history.back.map(\.url) == [swift])
        // The titles of the tab's load name the new entry.
        _ = page(&session, .titleChanged(LoadID(1), "History"))
        #expect(session.state.tabs[0].current == HistoryItem(url: swift + "#History", title: "History"))
    }

    @Test func backToTheStartViewLeavesNoLoadToFollow() throws {
        var session = try started()
        let step = session.handle(.gesture(gesture(.edgePan(.ended, edge: .left, progress: 0.6, committed: true), at: Point(x: 0.5, y: 0.5))))
        #expect(step.commands == [.go(.back, to: .startView, tab: one)])
        #expect(page(&session, .loadFinished(LoadID(1))) == SessionStep())
        #expect(page(&session, .titleChanged(LoadID(1), "Swift")) == SessionStep())
    }

    @Test func aSnapshotIsKeptForATabThatExistsAtTheTimeItCame() throws {
        var session = try started()
        #expect(page(&session, .snapshotTaken(tab: one, url: swift, width: 2, height: 1, key: "k"), at: 300).changes
            == [.snapshot(SnapshotMetadata(tab: one, url: swift, width: 2, height: 1, takenAt: at(300), key: "k"))])
        #expect(page(&session, .snapshotTaken(tab: TabID(9), url: swift, width: 2, height: 1, key: "k")) == SessionStep())
    }

    @Test func zoomAndOverviewAndFocusAreCommands() throws {
        let state = SessionState(tabs: [Tab(id: one, history: BackForwardList(items: [item(swift)], currentIndex: 0)), Tab(id: TabID(2))], selectedTab: one)
        var session = BrowserSession(state: state, configuration: try configuration())
        #expect(session.handle(.gesture(gesture(.pinch(.ended, scale: 2), at: Point(x: 0.5, y: 0.5)))).commands == [.setZoom(2, tab: one)])
        #expect(session.handle(.gesture(gesture(.pinch(.ended, scale: 0.5), at: Point(x: 0.5, y: 0.5)))).commands
            == [.takeSnapshot(tab: one, url: swift), .showOverview([OverviewCard(tab: one, title: "Swift"), OverviewCard(tab: TabID(2), title: "")])])
        // The tab left has its snapshot taken as it is left.
        #expect(session.handle(.gesture(gesture(.tap, at: Point(x: 0.75, y: 0.5)))).commands == [.takeSnapshot(tab: one, url: swift), .focusTab(TabID(2))])
    }

    @Test func aPreviewIsShownAndHiddenByCommands() throws {
        var session = try started()
        let link = Link(href: apple, rect: Rect(x: 0.1, y: 0.1, width: 0.3, height: 0.1))
        _ = session.handle(.gesture(gesture(.peek(.began, force: 0.4), at: onApple)))
        #expect(page(&session, .hitTestResult(HitTestID(2), link: link)).commands == [.showPreview(link)])
        #expect(session.handle(.gesture(gesture(.pop(force: 0.9), at: onApple))).commands
            == [.hidePreview(url: apple), .load(LoadID(3), url: apple, tab: one)])
    }
}
