// SPDX-License-Identifier: MIT
import BrowserSession
import Foundation
import Testing
@testable import SessionStore

/// A database that cannot be used is moved aside, with a note, and a fresh one works.
@Suite struct RecoveryTests {
    let folder = TemporaryDirectory()

    func makeStateFolder() throws {
        try FileManager.default.createDirectory(atPath: folder.state, withIntermediateDirectories: true)
    }

    func write(_ bytes: Data, to path: String) throws {
        try bytes.write(to: URL(fileURLWithPath: path))
    }

    /// A real database of several pages, closed (so it is checkpointed and holds everything itself).
    func storeRealDatabase() throws {
        let store = try SessionStore(directory: folder.state)
        _ = try store.restore()
        let tabs = (1...40).map { Fixtures.tab($0, (1...20).map { "Page_\($0)_with_a_longer_title_to_fill_pages" }, current: 10) }
        try store.commit(tabs.enumerated().map { SessionChange.tabSaved($1, position: $0) })
    }

    /// Opens the folder and checks the move and that the fresh store works; returns the note.
    func recover(expecting original: Data) throws -> RecoveryNote {
        let store = try SessionStore(directory: folder.state)
        let note = try #require(store.recovery)
        #expect(note.path == folder.database)
        #expect(note.movedTo.hasPrefix(folder.database + ".corrupt-"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: note.movedTo)) == original)
        #expect(note.description.contains("moved aside to \(note.movedTo)"))
        #expect(try store.restore() == nil)
        try store.commit(Fixtures.changes(storing: Fixtures.session))
        #expect(try SessionStore(directory: folder.state).restore() == Fixtures.session)
        return note
    }

    @Test func garbageBytes() throws {
        try makeStateFolder()
        let garbage = Data(String(repeating: "this is not a database\n", count: 200).utf8)
        try write(garbage, to: folder.database)
        let note = try recover(expecting: garbage)
        #expect(note.reason.hasPrefix("is not a valid database"))
    }

    @Test func aTruncatedRealDatabase() throws {
        try storeRealDatabase()
        let whole = try Data(contentsOf: URL(fileURLWithPath: folder.database))
        let half = whole.prefix(whole.count / 2)
        #expect(half.count >= 8 * 4096)
        try write(half, to: folder.database)
        let note = try recover(expecting: half)
        #expect(note.reason.contains("not a valid database") || note.reason.contains("quick_check"))
    }

    @Test func aZeroLengthFile() throws {
        try makeStateFolder()
        try write(Data(), to: folder.database)
        let note = try recover(expecting: Data())
        #expect(note.reason == "the file is empty")
    }

    @Test func aBrokenSchema() throws {
        try storeRealDatabase()
        try SQLiteConnection(path: folder.database).execute("DROP TABLE entries")
        let note = try #require(try SessionStore(directory: folder.state).recovery)
        #expect(note.reason.hasPrefix("has a broken schema"))
        #expect(note.reason.contains("no such table: entries"))
    }

    @Test func anUnreadablePath() throws {
        try FileManager.default.createDirectory(atPath: folder.database, withIntermediateDirectories: true)
        let store = try SessionStore(directory: folder.state)
        let note = try #require(store.recovery)
        #expect(note.reason.hasPrefix("cannot be opened"))
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: note.movedTo, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    @Test func theWALAndSHMGoAlong() throws {
        try makeStateFolder()
        try write(Data(repeating: 0x55, count: 8192), to: folder.database)
        try write(Data("wal".utf8), to: folder.database + "-wal")
        try write(Data("shm".utf8), to: folder.database + "-shm")
        let store = try SessionStore(directory: folder.state)
        let moved = try #require(store.recovery).movedTo
        #expect(try Data(contentsOf: URL(fileURLWithPath: moved + "-wal")) == Data("wal".utf8))
        // SQLite rewrites the -shm (only an index of the -wal, rebuilt from it) as soon as it sees a -wal.
        #expect(FileManager.default.fileExists(atPath: moved + "-shm"))
    }

    @Test func aSecondRecoveryInTheSameSecondTakesTheNextNumber() throws {
        try makeStateFolder()
        try write(Data("first".utf8), to: folder.database)
        let first = try #require(try SessionStore(directory: folder.state).recovery).movedTo
        try? FileManager.default.removeItem(atPath: folder.database + "-wal")
        try? FileManager.default.removeItem(atPath: folder.database + "-shm")
        try write(Data("second".utf8), to: folder.database)
        let second = try #require(try SessionStore(directory: folder.state).recovery).movedTo
        #expect(first != second)
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data("first".utf8))
        #expect(try Data(contentsOf: URL(fileURLWithPath: second)) == Data("second".utf8))
    }
}
