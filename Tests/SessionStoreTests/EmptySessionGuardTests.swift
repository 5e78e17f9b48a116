import BrowserSession
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
