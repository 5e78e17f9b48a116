// SPDX-License-Identifier: MIT
import BrowserSession
import Foundation
import IDNA
import InputEvents
import Testing

/// The renderer's own record of a tab's list (WebKit's session state): kept with the tab, handed
/// back at the next start, and never replaced by nothing.
@Suite struct RendererStateTests {
    let one = TabID(1)
    let first = RendererSessionState(bytes: [1, 2, 3])!
    let second = RendererSessionState(bytes: [4, 5])!
    let shown = BackForwardList(items: [item(swift), item(apple)], currentIndex: 1)

    func configuration() throws -> SessionConfiguration {
        try SiteFile(json: Data(siteJSON.utf8), name: "site.json", idna: UTS46()).configuration
    }

    /// A session restored with `state` kept for tab 1 (on Apple Inc., Swift behind it), started.
    func restored(_ state: RendererSessionState?) throws -> BrowserSession {
        let tab = Tab(id: one, history: shown, rendererState: state)
        var session = BrowserSession(state: SessionState(tabs: [tab], selectedTab: one), configuration: try configuration())
        _ = session.start(at: at(0))
        return session
    }

    func page(_ session: inout BrowserSession, _ event: PageEvent) -> SessionStep {
        session.handle(.page(event, at: at(200)))
    }

    @Test func noBytesAreNoState() {
        #expect(RendererSessionState(bytes: []) == nil)
        #expect(RendererSessionState(bytes: [0])?.bytes == [0])
    }

    @Test func startHandsTheKeptStateBackWithTheList() throws {
        let tab = Tab(id: one, history: shown, rendererState: first)
        var session = BrowserSession(state: SessionState(tabs: [tab], selectedTab: one), configuration: try configuration())
        #expect(session.start(at: at(0)).commands.first == .restore(LoadID(1), history: shown, zoom: 1, state: first, tab: one))
    }

    /// A tab back on its start view has its renderer's list restored for its forward, and nothing
    /// loads; one without a state has nothing to restore.
    @Test func startHandsTheStateOfATabOnItsStartViewBackWithoutALoad() throws {
        let startView = BackForwardList(items: [item(swift), item(apple)], currentIndex: -1)
        let tabs = [Tab(id: one, history: startView, rendererState: first), Tab(id: TabID(2), history: startView)]
        var session = BrowserSession(state: SessionState(tabs: tabs, selectedTab: one), configuration: try configuration())
        let step = session.start(at: at(0))
        #expect(step.commands == [.restore(nil, history: startView, zoom: 1, state: first, tab: one), .focusTab(one)])
        #expect(step.changes.isEmpty)
        #expect(session.state.tabs[0].progress == 1)
    }

    @Test func aReportedStateIsKeptWithTheTabAndSaved() throws {
        var session = try restored(first)
        let step = page(&session, .sessionStateChanged(tab: one, state: second))
        #expect(session.state.tabs[0].rendererState == second)
        #expect(step == SessionStep(changes: [.tabSaved(session.state.tabs[0], position: 0)]))
    }

    @Test func theSameStateAgainChangesNothing() throws {
        var session = try restored(first)
        #expect(page(&session, .sessionStateChanged(tab: one, state: first)) == SessionStep())
    }

    /// A renderer whose list is empty (its load failed before committing) leaves the kept state,
    /// and the tab saved after it still carries it.
    @Test func nothingNeverReplacesAKeptState() throws {
        var session = try restored(first)
        #expect(page(&session, .sessionStateChanged(tab: one, state: nil)) == SessionStep())
        let failed = page(&session, .loadFailed(LoadID(1)))
        #expect(failed.changes == [.tabSaved(Tab(id: one, history: shown, progress: 1, rendererState: first), position: 0)])
    }

    @Test func aStateForATabThereIsNotIsIgnored() throws {
        var session = try restored(nil)
        #expect(page(&session, .sessionStateChanged(tab: TabID(7), state: first)) == SessionStep())
        #expect(session.state.tabs[0].rendererState == nil)
    }

    /// The core's list moves on (a visit, a back) and the state it had stays until the renderer
    /// reports a new one: the store never loses the one it has.
    @Test func theStateStaysThroughTheCoresOwnMoves() throws {
        var session = try restored(first)
        let back = session.handle(.control(.back, at: at(100)))
        #expect(!back.changes.isEmpty)
        #expect(back.changes.allSatisfy {
            guard case .tabSaved(let tab, _) = $0 else { return true }
            return tab.rendererState == first
        })
        #expect(session.state.tabs[0].rendererState == first)
    }
}
