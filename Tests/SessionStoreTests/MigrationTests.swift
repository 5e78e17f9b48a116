// SPDX-License-Identifier: MIT
import BrowserSession
import Foundation
import Testing
@testable import SessionStore

/// `PRAGMA user_version` and the list of migrations.
@Suite struct MigrationTests {
    let folder = TemporaryDirectory()

    func userVersion() throws -> Int64? {
        try SQLiteConnection(path: folder.database).integer("PRAGMA user_version")
    }

    @Test func aNewDatabaseIsAtTheLatestVersion() throws {
        _ = try SessionStore(directory: folder.state)
        #expect(try userVersion() == Int64(Schema.migrations.count))
    }

    @Test func anOlderDatabaseIsMigratedAndKeepsItsSession() throws {
        do {
            let current = try SessionStore(directory: folder.state)
            _ = try current.restore()
            try current.commit(Fixtures.changes(storing: Fixtures.session))
        }
        let next = "ALTER TABLE tabs ADD COLUMN pinned INTEGER NOT NULL DEFAULT 0; CREATE TABLE bookmarks (url TEXT NOT NULL)"
        let upgraded = try SessionStore(directory: folder.state, migrations: Schema.migrations + [next])
        #expect(upgraded.recovery == nil)
        #expect(try upgraded.restore() == Fixtures.session)
        #expect(try userVersion() == Int64(Schema.migrations.count + 1))
        let connection = try SQLiteConnection(path: folder.database)
        #expect(try connection.integer("SELECT count(*) FROM tabs WHERE pinned = 0") == 3)
        #expect(try connection.integer("SELECT count(*) FROM bookmarks") == 0)
    }

    /// A database of the first schema (before renderer states), written as that release wrote it:
    /// it opens, keeps its session, and takes a renderer state from then on.
    @Test func aVersion1DatabaseUpgradesAndTakesRendererStates() throws {
        try FileManager.default.createDirectory(atPath: folder.state, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: folder.database, contents: nil))
        do {
            let v1 = try SQLiteConnection(path: folder.database)
            try v1.execute(Schema.version1 + """
                ;
                INSERT INTO tabs (id, position, current_index, zoom, progress) VALUES (4, 0, 1, 1.5, 1);
                INSERT INTO entries (tab, idx, url, title) VALUES
                    (4, 0, 'https://en.wikipedia.org/wiki/Swift', 'Swift'),
                    (4, 1, 'https://en.wikipedia.org/wiki/Apple_Inc.', 'Apple_Inc.');
                INSERT INTO session (id, selected_tab, mode) VALUES (1, 4, 'page');
                PRAGMA user_version = 1;
                """)
        }
        let tab = Fixtures.tab(4, ["Swift", "Apple_Inc."], current: 1, zoom: 1.5)
        let store = try SessionStore(directory: folder.state)
        #expect(store.recovery == nil)
        #expect(try store.restore() == SessionState(tabs: [tab], selectedTab: tab.id))
        #expect(try userVersion() == Int64(Schema.migrations.count))
        var kept = tab
        kept.rendererState = RendererSessionState(bytes: [7, 0, 7])
        try store.commit([.tabSaved(kept, position: 0)])
        #expect(try SessionStore(directory: folder.state).restore()?.tabs == [kept])
    }

    @Test func anEmptyRendererStateCannotBeStored() throws {
        _ = try SessionStore(directory: folder.state)
        let connection = try SQLiteConnection(path: folder.database)
        try connection.run("INSERT INTO tabs (id, position, current_index, zoom, progress) VALUES (1, 0, 0, 1, 1)")
        #expect(throws: SessionStoreError.self) { try connection.run("UPDATE tabs SET renderer_state = x''") }
    }

    @Test func aNewerDatabaseIsRefusedAndLeftAlone() throws {
        do {
            let store = try SessionStore(directory: folder.state)
            _ = try store.restore()
            try store.commit(Fixtures.changes(storing: Fixtures.session))
        }
        try SQLiteConnection(path: folder.database).execute("PRAGMA user_version = 7")
        let before = try Data(contentsOf: URL(fileURLWithPath: folder.database))
        let files = try folder.stateFiles()
        #expect(throws: SessionStoreError.newerSchema(path: folder.database, found: 7, known: Int32(Schema.migrations.count))) {
            try SessionStore(directory: folder.state)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.database)) == before)
        #expect(try folder.stateFiles() == files)
    }
}
