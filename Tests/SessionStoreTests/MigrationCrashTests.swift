// SPDX-License-Identifier: MIT
import BrowserSession
import Foundation
import Testing
@testable import SessionStore

/// `kill -9` while the schema is migrated (`MigrationChild`: one heavy migration more than the
/// schema has, 20 MB written in one transaction): before, during (pages already spilled into the
/// -wal file, no commit) and after it. The database is always the old schema whole or the new one
/// whole, never a half-migrated one, and the next start migrates it and keeps the session.
@Suite struct MigrationCrashTests {
    static let child = ChildProgram.built("MigrationChild")
    /// The rows `MigrationChild`'s migration adds.
    static let rows: Int64 = 20_000
    static let oldVersion = Int64(Schema.migrations.count)

    enum Moment: CaseIterable {
        /// At once: the child may not have opened the database yet.
        case atStart
        /// Once the -wal file holds more than 4 MB of the migration's pages, before it commits.
        case midMigration
        /// After it printed "migrated".
        case afterMigration
    }

    /// A database of the current schema holding `Fixtures.session`.
    func storedSession(in folder: TemporaryDirectory) throws {
        let store = try SessionStore(directory: folder.state)
        _ = try store.restore()
        try store.commit(Fixtures.changes(storing: Fixtures.session))
    }

    /// Starts the child on `folder`, kills it at `moment`; whether it had said it migrated.
    func killChild(in folder: TemporaryDirectory, at moment: Moment) throws -> Bool {
        let output = Pipe()
        let process = Process()
        process.executableURL = Self.child
        process.arguments = [folder.state]
        process.standardOutput = output
        try process.run()
        var said = Data()
        switch moment {
        case .atStart:
            break
        case .midMigration:
            var polls = 0
            while (StateFiles.regularFileSize(folder.database + "-wal") ?? 0) < 4 << 20, polls < 10_000_000 { polls += 1 }
        case .afterMigration:
            // Blocks until the child says it migrated (or ends, failing the test below).
            said = output.fileHandleForReading.availableData
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        said += output.fileHandleForReading.readDataToEndOfFile()
        return String(decoding: said, as: UTF8.self).contains("migrated")
    }

    /// The schema version, whether the migration's table and column are there and its rows, and integrity_check.
    func inspect(_ folder: TemporaryDirectory) throws -> (version: Int64?, filler: Int64?, pinned: Int64?, integrity: [String]) {
        let connection = try SQLiteConnection(path: folder.database)
        let version = try connection.integer("PRAGMA user_version")
        let hasFiller = try connection.integer("SELECT count(*) FROM sqlite_schema WHERE name = 'filler'") == 1
        let filler = hasFiller ? try connection.integer("SELECT count(*) FROM filler") : nil
        let pinned = try connection.integer("SELECT count(*) FROM pragma_table_info('tabs') WHERE name = 'pinned'")
        var integrity: [String] = []
        try connection.query("PRAGMA integrity_check") { integrity.append($0.text(0)) }
        return (version, filler, pinned, integrity)
    }

    /// Times a mid-migration kill is tried before the case gives up: on a loaded machine the poll
    /// may see the -wal file pass 4 MB only after the child committed.
    static let midMigrationAttempts = 3

    @Test(arguments: Moment.allCases)
    func aKillLeavesTheOldSchemaOrTheNewOneWhole(at moment: Moment) throws {
        var folder = TemporaryDirectory()
        try storedSession(in: folder)
        var saidMigrated = try killChild(in: folder, at: moment)
        var found = try inspect(folder)
        // A commit before the kill landed says the machine was slow, not that the store is wrong
        // (a half-committed migration shows below as the old version with filler, or the new
        // without): the kill is tried again on a fresh folder.
        var attempts = 1
        while moment == .midMigration, found.version == Self.oldVersion + 1, attempts < Self.midMigrationAttempts {
            attempts += 1
            folder = TemporaryDirectory()
            try storedSession(in: folder)
            saidMigrated = try killChild(in: folder, at: moment)
            found = try inspect(folder)
        }
        #expect(found.integrity == ["ok"])
        switch found.version {
        case Self.oldVersion:
            #expect(!saidMigrated, "the old schema after the child said it migrated")
            #expect(found.filler == nil && found.pinned == 0)
        case Self.oldVersion + 1:
            #expect(found.filler == Self.rows && found.pinned == 1)
        default:
            Issue.record("schema version \(String(describing: found.version))")
        }
        if moment == .midMigration {
            #expect(found.version == Self.oldVersion, """
                the machine was too slow for this case to mean anything: in \(attempts) tries the child \
                committed before the kill landed
                """)
        }

        // The next start: migrated (or already), nothing moved aside, the session whole.
        #expect(try killChild(in: folder, at: .afterMigration))
        let migrated = try inspect(folder)
        #expect(migrated.version == Self.oldVersion + 1 && migrated.filler == Self.rows && migrated.pinned == 1 && migrated.integrity == ["ok"])
        #expect(try folder.stateFiles().filter { $0.contains(".corrupt-") } == [])
        let connection = try SQLiteConnection(path: folder.database)
        #expect(try connection.integer("SELECT count(*) FROM tabs") == Int64(Fixtures.session.tabs.count))
        #expect(try connection.integer("SELECT count(*) FROM entries") == Int64(Fixtures.session.tabs.map { $0.history.entries.items.count }.reduce(0, +)))
        #expect(try connection.integer("SELECT selected_tab FROM session") == Int64(Fixtures.session.selectedTab.rawValue))
    }
}
