// SPDX-License-Identifier: MIT
import BrowserSession
import CSQLite
import Testing
@testable import SessionStore

/// One step, one transaction: a statement failing half-way leaves nothing of the step.
@Suite struct TransactionTests {
    let folder = TemporaryDirectory()

    func store() throws -> SessionStore {
        let store = try SessionStore(directory: folder.state)
        _ = try store.restore()
        return store
    }

    func sqliteCode(of error: any Error) -> Int32? {
        guard case let .sqlite(path, _, code, _) = error as? SessionStoreError, path == folder.database else { return nil }
        return code
    }

    @Test func aFailingStatementInTheMiddleLeavesNothing() throws {
        let store = try store()
        let failing = [
            SessionChange.tabSaved(Fixtures.tab(1, ["A", "B"], current: 1), position: 0),
            .visit(url: "https://a/", title: "A", at: .milliseconds(1)),
            .tabSaved(Fixtures.tab(2, ["C"], current: 0, zoom: 0), position: 1), // zoom 0 breaks a CHECK
            .hostZoom(host: "a", scale: 2),
        ]
        let error = #expect(throws: SessionStoreError.self) { try store.commit(failing) }
        #expect(error.flatMap(sqliteCode) == SQLITE_CONSTRAINT | 1 << 8) // SQLITE_CONSTRAINT_CHECK (a macro Swift cannot import)
        let reopened = try SessionStore(directory: folder.state)
        #expect(try reopened.restore() == nil)
        #expect(try reopened.history(limit: 10) == [])
    }

    @Test func aCheckFailingAtCommitLeavesNothing() throws {
        let store = try store()
        let orphan = SnapshotMetadata(tab: TabID(5), url: "https://a/", width: 1, height: 1, takenAt: .milliseconds(1), key: "k")
        let error = #expect(throws: SessionStoreError.self) {
            try store.commit([.tabSaved(Fixtures.tab(1, ["A"], current: 0), position: 0), .snapshot(orphan)])
        }
        #expect(error.flatMap(sqliteCode) == SQLITE_CONSTRAINT | 3 << 8) // SQLITE_CONSTRAINT_FOREIGNKEY
        #expect(try SessionStore(directory: folder.state).restore() == nil)
    }

    @Test func theStoreGoesOnAfterAFailedStep() throws {
        let store = try store()
        #expect(throws: SessionStoreError.self) {
            try store.commit([.tabSaved(Fixtures.tab(1, ["A"], current: 0), position: 0), .hostZoom(host: "a", scale: -1)])
        }
        try store.commit([.tabSaved(Fixtures.tab(1, ["B"], current: 0), position: 0)])
        #expect(try SessionStore(directory: folder.state).restore()?.tabs == [Fixtures.tab(1, ["B"], current: 0)])
    }

    @Test func anEmptyStepCommitsNothing() throws {
        try store().commit([])
        #expect(try SessionStore(directory: folder.state).restore() == nil)
    }
}
