// SPDX-License-Identifier: MIT
import BrowserSession
import IDNA
import Testing
@testable import SessionStore

/// A process that did not restore the stored session can never replace it.
@Suite struct EmptySessionGuardTests {
    let folder = TemporaryDirectory()

    /// A good session stored by an earlier run.
    func storeGoodSession() throws {
        let earlier = try SessionStore(directory: folder.state)
        _ = try earlier.restore()
        try earlier.commit(Fixtures.changes(storing: Fixtures.session))
    }

    @Test(arguments: [
        Fixtures.changes(storing: .fresh),
        [SessionChange.selectedTab(TabID(4)), .mode(.overview)],
        [SessionChange.visit(url: "https://a/", title: "A", at: .milliseconds(1))],
    ])
    func aStoreThatDidNotRestoreCannotCommitOverAStoredSession(changes: [SessionChange]) throws {
        try storeGoodSession()
        let careless = try SessionStore(directory: folder.state)
        #expect(throws: SessionStoreError.sessionNotRestored(path: folder.database)) { try careless.commit(changes) }
        let next = try SessionStore(directory: folder.state)
        #expect(try next.restore() == Fixtures.session)
        #expect(try next.history(limit: 1) == [])
    }

    /// The renderer's state of a stored tab stays through a run that restored it and whose renderer
    /// never reported one (its load failed before any page committed): the core saves the tab with
    /// the state it restored.
    @Test func aRunWhoseRendererReportsNothingKeepsTheStoredState() throws {
        var tab = Fixtures.tab(4, ["Swift", "Apple_Inc."], current: 1)
        tab.rendererState = RendererSessionState(bytes: [1, 2, 3])
        let earlier = try SessionStore(directory: folder.state)
        _ = try earlier.restore()
        try earlier.commit([.tabSaved(tab, position: 0), .selectedTab(tab.id)])

        let store = try SessionStore(directory: folder.state)
        var core = BrowserSession(state: try #require(try store.restore()), configuration: try SessionConfiguration(start: "https://en.wikipedia.org/wiki/Swift", allow: ["en.wikipedia.org"], idna: UTS46(), file: "test"))
        let start = core.start(at: .milliseconds(0))
        try store.commit(start.changes)
        guard case .restore(let load?, _, _, let state, _) = start.commands.first else {
            Issue.record("no restore: \(start.commands)")
            return
        }
        #expect(state == tab.rendererState)
        for event in [PageEvent.sessionStateChanged(tab: tab.id, state: nil), .loadFailed(load)] {
            try store.commit(core.handle(.page(event, at: .milliseconds(10))).changes)
        }
        #expect(try SessionStore(directory: folder.state).restore()?.tabs == [tab])
    }

    @Test func afterRestoringEverythingMayChange() throws {
        try storeGoodSession()
        let store = try SessionStore(directory: folder.state)
        _ = try store.restore()
        try store.commit([.tabSaved(Fixtures.tab(4, ["Z"], current: 0), position: 0), .mode(.overview)])
        let restored = try SessionStore(directory: folder.state).restore()
        #expect(restored?.tabs.first == Fixtures.tab(4, ["Z"], current: 0))
        #expect(restored?.mode == .overview)
    }

    @Test func aStoredSessionWithNothingWorthKeepingMayBeReplaced() throws {
        let earlier = try SessionStore(directory: folder.state)
        _ = try earlier.restore()
        try earlier.commit(Fixtures.changes(storing: .fresh) + [.visit(url: "https://a/", title: "A", at: .milliseconds(1))])
        let next = try SessionStore(directory: folder.state)
        try next.commit([.tabSaved(Fixtures.tab(1, ["B"], current: 0), position: 0)])
        #expect(try SessionStore(directory: folder.state).restore()?.tabs == [Fixtures.tab(1, ["B"], current: 0)])
    }

    @Test func theFirstStoreOfAFreshFolderCommitsWithoutRestoring() throws {
        let store = try SessionStore(directory: folder.state)
        try store.commit([.tabSaved(Fixtures.tab(1, ["A"], current: 0), position: 0)])
        // It wrote the session, so it may go on changing it.
        try store.commit([.tabSaved(Fixtures.tab(1, ["A", "B"], current: 1), position: 0)])
        #expect(try SessionStore(directory: folder.state).restore()?.tabs == [Fixtures.tab(1, ["A", "B"], current: 1)])
    }
}
