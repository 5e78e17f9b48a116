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
            let v1 = try SessionStore(directory: folder.state, migrations: [Schema.version1])
            _ = try v1.restore()
            try v1.commit(Fixtures.changes(storing: Fixtures.session))
        }
        let version2 = "ALTER TABLE tabs ADD COLUMN pinned INTEGER NOT NULL DEFAULT 0; CREATE TABLE bookmarks (url TEXT NOT NULL)"
        let v2 = try SessionStore(directory: folder.state, migrations: [Schema.version1, version2])
        #expect(v2.recovery == nil)
        #expect(try v2.restore() == Fixtures.session)
        #expect(try userVersion() == 2)
        let connection = try SQLiteConnection(path: folder.database)
        #expect(try connection.integer("SELECT count(*) FROM tabs WHERE pinned = 0") == 3)
        #expect(try connection.integer("SELECT count(*) FROM bookmarks") == 0)
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
