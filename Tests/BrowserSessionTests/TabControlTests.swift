// SPDX-License-Identifier: MIT
import BrowserSession
import Contacts
import Foundation
import Gestures
import IDNA
import Testing

/// New tab and close tab (`SessionControl.newTab`, `.closeTab`), and the snapshots taken as a page
/// finishes loading and as its tab is left.
@Suite struct TabControlTests {
    let one = TabID(1), two = TabID(2), three = TabID(3)

    func tab(_ pages: [String], id: Int) -> Tab {
        Tab(id: TabID(id), history: BackForwardList(items: pages.map(item), currentIndex: pages.count - 1))
    }

    /// Tabs 1 (Swift), 2 (Swift, Apple Inc.; selected) and 3 (its start view), started.
    func threeTabs(mode: SessionMode = .page) throws -> Headless {
        var session = try Headless(state: SessionState(tabs: [tab([swift], id: 1), tab([swift, apple], id: 2), Tab(id: TabID(3))], selectedTab: TabID(2), mode: mode))
        _ = session.start(at: at(0))
        return session
    }

    func siteFile() throws -> SiteFile {
        try SiteFile(json: Data(siteJSON.utf8), name: "site.json", idna: UTS46())
    }

    func snapshot(_ tab: TabID, _ url: String, at time: Int64) throws -> SessionChange {
        let size = try site().snapshot(of: url)
        return .snapshot(SnapshotMetadata(tab: tab, url: url, width: size.width, height: size.height, takenAt: at(time), key: size.key))
    }

    // MARK: Close

    @Test func closingTheSelectedTabBringsTheOneAfterItToTheFront() throws {
        var session = try threeTabs()
        let step = session.press(.closeTab(two), at: at(50))
        #expect(step == SessionStep(changes: [.tabClosed(two), .selectedTab(three)], events: [.tabClosed(tab: two), .tabFocused(tab: three, url: nil)]))
        #expect(session.state.tabs.map(\.id) == [one, three])
        #expect(session.state.selectedTab == three)
        #expect(Array(session.commands.suffix(2)) == [.closeTab(two), .focusTab(three)])
    }

    @Test func closingTheLastTabInFrontBringsTheOneBeforeIt() throws {
        var session = try threeTabs()
        _ = session.press(.closeTab(two), at: at(50))
        #expect(session.press(.closeTab(three), at: at(60)).events == [.tabClosed(tab: three), .tabFocused(tab: one, url: swift)])
        #expect(session.state.selectedTab == one)
    }

    @Test func closingATabBehindLeavesTheOneInFront() throws {
        var session = try threeTabs()
        #expect(session.press(.closeTab(one), at: at(50)) == SessionStep(changes: [.tabClosed(one)], events: [.tabClosed(tab: one)]))
        #expect(session.state.tabs.map(\.id) == [two, three])
        #expect(session.state.selectedTab == two)
    }

    @Test func closingInTheOverviewStaysInTheOverview() throws {
        var session = try threeTabs(mode: .overview)
        #expect(session.press(.closeTab(two), at: at(50)) == SessionStep(changes: [.tabClosed(two), .selectedTab(three)], events: [.tabClosed(tab: two)]))
        #expect(session.state.mode == .overview)
        #expect(!session.commands.contains(.focusTab(three)))
        // The grid is drawn again without the closed tab's card.
        let grids = session.commands.compactMap { command -> [TabID]? in
            if case .showOverview(let cards) = command { cards.map(\.tab) } else { nil }
        }
        #expect(grids.last == [one, three])
    }

    @Test func closingTheOnlyTabLeavesANewOneOnItsStartView() throws {
        var session = try Headless(state: SessionState(tabs: [tab([swift], id: 1)], selectedTab: TabID(1)))
        let fresh = Tab(id: two)
        #expect(session.press(.closeTab(one), at: at(50)) == SessionStep(
            changes: [.tabClosed(one), .tabSaved(fresh, position: 0), .selectedTab(two)], events: [.tabClosed(tab: one), .tabFocused(tab: two, url: nil)]))
        #expect(session.state.tabs == [fresh])
        #expect(!session.core.canCloseTab)
        // Nothing to close: the only tab, on its start view with nowhere to go.
        #expect(session.press(.closeTab(two), at: at(60)) == SessionStep())
    }

    @Test func closingATabThatIsNotThereDoesNothing() throws {
        var session = try threeTabs()
        #expect(session.press(.closeTab(TabID(7)), at: at(50)) == SessionStep())
    }

    @Test func aClosedTabsIdIsNotGivenAgain() throws {
        var session = try threeTabs()
        _ = session.press(.closeTab(three), at: at(50))
        #expect(session.press(.newTab, at: at(60)).events.first == .tabOpened(tab: TabID(4), url: swift))
    }

    @Test func theClosedTabsLateAnswersAreIgnored() throws {
        var core = BrowserSession(state: SessionState(tabs: [tab([swift], id: 1), tab([apple], id: 2)], selectedTab: TabID(1)), configuration: try siteFile().configuration)
        _ = core.start(at: at(0))
        _ = core.handle(.control(.closeTab(two), at: at(10)))
        // Tab 2's restore was load 2.
        #expect(core.handle(.page(.loadFinished(LoadID(2)), at: at(20))) == SessionStep())
        #expect(core.handle(.page(.snapshotTaken(tab: two, url: apple, width: 1, height: 1, key: "k"), at: at(20))) == SessionStep())
    }

    @Test func closingDismissesThePreview() throws {
        var session = try threeTabs()
        // The actions revealed under the preview, the finger lifted: it waits for a choice.
        let slidUp = Point(x: onApple.x, y: onApple.y - PreviewLayout.revealDistance)
        _ = session.handle(gesture(.peek(.began, force: 0.4), at: onApple, time: 100))
        _ = session.handle(gesture(.peek(.changed, force: 0.45), at: slidUp, time: 110))
        _ = session.handle(gesture(.peek(.ended, force: 0.1), at: slidUp, time: 120))
        #expect(session.press(.closeTab(one), at: at(150)).events == [.previewDismissed(url: jobs), .tabClosed(tab: one)])
    }

    @Test func theToolbarsCloseIsOffOnlyForALoneEmptyTab() throws {
        #expect(try threeTabs().core.canCloseTab)
        #expect(try Headless(state: SessionState(tabs: [tab([swift], id: 1)], selectedTab: TabID(1))).core.canCloseTab)
        #expect(try !Headless(state: .fresh).core.canCloseTab)
    }

    // MARK: New tab

    @Test func aNewTabOpensTheStartPageInFront() throws {
        var session = try threeTabs()
        let step = session.press(.newTab, at: at(50))
        let opened = tab([swift], id: 4)
        #expect(step.events == [.tabOpened(tab: TabID(4), url: swift), .tabFocused(tab: TabID(4), url: swift)])
        #expect(step.changes.contains(.selectedTab(TabID(4))))
        #expect(step.changes.contains(.visit(url: swift, title: swift, at: at(50))))
        #expect(session.state.tabs.map(\.id) == [one, two, three, TabID(4)])
        #expect(session.state.tabs.last == opened)
        #expect(session.state.selectedTab == TabID(4))
        // Loaded, then brought to the front; the tab left has its picture taken first.
        let commands = session.commands.drop { $0 != .takeSnapshot(tab: two, url: apple) }
        #expect(commands.contains(.load(LoadID(3), url: swift, tab: TabID(4))))
        #expect(commands.contains(.focusTab(TabID(4))))
    }

    @Test func aNewTabFromTheOverviewLeavesIt() throws {
        var session = try threeTabs(mode: .overview)
        let step = session.press(.newTab, at: at(50))
        #expect(step.changes.contains(.mode(.page)))
        #expect(session.state.mode == .page)
    }

    @Test func thePagesButtonsDoNothingInTheOverview() throws {
        var session = try threeTabs(mode: .overview)
        for control in [SessionControl.back, .forward, .reload, .start] {
            #expect(session.press(control, at: at(50)) == SessionStep())
        }
    }

    // MARK: Snapshots

    @Test func aFinishedLoadTakesTheTabsSnapshot() throws {
        var session = try Headless(state: .fresh)
        let step = session.start(at: at(5))
        #expect(step.changes.last == (try snapshot(one, swift, at: 5)))
        #expect(session.commands.last == .takeSnapshot(tab: one, url: swift))
    }

    @Test func aFailedLoadTakesNone() throws {
        var core = BrowserSession(state: .fresh, configuration: try siteFile().configuration)
        _ = core.start(at: at(0))
        #expect(core.handle(.page(.loadFailed(LoadID(1)), at: at(10))).commands == [])
        #expect(core.handle(.page(.loadFinished(LoadID(1)), at: at(10))).commands == [.takeSnapshot(tab: one, url: swift)])
    }

    @Test func leavingATabTakesItsSnapshot() throws {
        var session = try threeTabs()
        _ = session.handle(gesture(.pinch(.ended, scale: 0.5), at: Point(x: 0.5, y: 0.5), time: 100))
        // Tab 1's thumbnail (the top left of two columns): tab 2 is left.
        let step = session.handle(gesture(.tap, at: Point(x: 0.25, y: 0.25), time: 200))
        #expect(step.changes == [.mode(.page), .selectedTab(one), try snapshot(two, apple, at: 200)])
        #expect(Array(session.commands.suffix(2)) == [.takeSnapshot(tab: two, url: apple), .focusTab(one)])
    }

    @Test func leavingAStartViewTakesNone() throws {
        var session = try threeTabs()
        _ = session.press(.closeTab(two), at: at(50))
        let commands = session.commands.count
        _ = session.press(.newTab, at: at(60))
        #expect(!session.commands.dropFirst(commands).contains { if case .takeSnapshot(three, _) = $0 { true } else { false } })
    }
}
