// SPDX-License-Identifier: MIT
import BrowserSession
import CSQLite
import InputEvents

/// The browser session in SQLite (`DIR/session.sqlite`): tabs with their back/forward lists, the tab in
/// front, zoom per host, snapshot metadata and the global history; the snapshots' pictures in
/// `DIR/snapshots/` (`SnapshotFolder`), each named by the metadata committed after it was written.
///
/// Durability: WAL with `synchronous=NORMAL`. A commit appends its pages to the -wal file with write(2)
/// before `commit` returns; from then on they are the kernel's, so killing the process (kill -9, a crash)
/// at any moment loses no committed step. NORMAL defers only the fsync, to checkpoints: a power cut may
/// lose the last steps but never corrupts the file. FULL would fsync every step, the cost of a disk
/// flush per navigation, for a guarantee against power loss that the issue does not ask for.
///
/// A database that cannot be used (not a database, failing `quick_check`, broken schema, unreadable,
/// an empty file) is moved aside and a fresh one started; `recovery` says what happened.
public final class SessionStore {
    /// The database file.
    public let path: String
    /// Set when the database found on open was moved aside.
    public let recovery: RecoveryNote?
    /// The snapshots' pictures: a renderer writes a picture there, then reports its key.
    public let pictures: SnapshotFolder

    private let connection: SQLiteConnection
    /// The state folder's lock: no other process opens a store on the folder while this one lives.
    private let lock: StateLock
    /// The database file this store opened: a commit refuses when the path names another file or
    /// none (the folder was removed or replaced), instead of writing to a file nobody will read.
    private let file: StateFiles.Identity
    /// Whether this store may write the session: it has restored it, or found nothing worth keeping
    /// when it first wrote. Until then a commit over a stored session is refused.
    private var ownsSession = false

    /// Opens (creating when needed) `directory/session.sqlite`; the folder is made with mode 0700, the file 0600.
    public convenience init(directory: String) throws {
        try self.init(directory: directory, migrations: Schema.migrations)
    }

    /// `migrations` replaces the schema's list in tests of the migration machinery, `pictureBudget`
    /// the pictures' bound in tests of their pruning.
    init(directory: String, migrations: [String], pictureBudget: Int = SnapshotFolder.defaultBudget) throws {
        try StateFiles.createDirectory(directory)
        lock = try StateLock.take(directory: directory)
        let path = directory.hasSuffix("/") ? directory + "session.sqlite" : directory + "/session.sqlite"
        self.path = path
        pictures = try SnapshotFolder(directory: directory, budget: pictureBudget)
        do {
            connection = try Self.open(path, migrations: migrations)
            recovery = nil
        } catch let unusable as UnusableDatabase {
            let movedTo = try StateFiles.moveAside(path)
            recovery = RecoveryNote(path: path, movedTo: movedTo, reason: unusable.reason)
            do {
                connection = try Self.open(path, migrations: migrations)
            } catch let again as UnusableDatabase {
                // A fresh file we just created failed its checks: nothing left to move aside, so say so.
                throw SessionStoreError.fileSystem(path: path, operation: "start a fresh session database", reason: again.reason)
            }
        }
        guard let file = StateFiles.identity(path) else {
            throw SessionStoreError.fileSystem(path: path, operation: "find the session database", reason: "it is gone")
        }
        self.file = file
    }

    /// The stored session, nil when none is stored. After this, commits may change it, and the
    /// pictures folder holds only the pictures the stored snapshots name.
    public func restore() throws -> SessionState? {
        defer { if ownsSession, let kept = try? snapshots() { pictures.prune(keeping: kept) } }
        let state = try Self.read(connection)
        ownsSession = true
        return state
    }

    /// The session stored in `directory` with its tabs' pictures, read without owning the folder:
    /// for a look at it while another process holds it (`inUse`) or where it cannot be locked
    /// (`unlockable`: a read-only folder). Writes nothing: no lock, no migration, nothing moved
    /// aside, no picture removed; nil when no session is stored.
    /// - Throws: `SessionStoreError` when there is no database, or it cannot be read, or its
    ///   schema is not this peekpop's (the folder's owner migrates it when it opens it).
    public static func storedSession(readingOnly directory: String) throws -> StoredSession? {
        let path = directory.hasSuffix("/") ? directory + "session.sqlite" : directory + "/session.sqlite"
        guard StateFiles.regularFileSize(path) != nil else {
            throw SessionStoreError.fileSystem(path: path, operation: "read the session", reason: "there is no database file")
        }
        let connection = try SQLiteConnection(path: path, readOnly: true)
        let version = try connection.integer("PRAGMA user_version") ?? 0
        let known = Schema.migrations.count
        if version > known { throw SessionStoreError.newerSchema(path: path, found: Int32(truncatingIfNeeded: version), known: Int32(known)) }
        if version < known {
            throw SessionStoreError.fileSystem(path: path, operation: "read the session", reason: "its schema (version \(version)) is older than this peekpop's; the next peekpop to own the folder migrates it")
        }
        return try read(connection).map {
            StoredSession(state: $0, snapshots: try snapshots(connection, SessionSQL.snapshots, []),
                          pictures: SnapshotFolder(lookingInto: directory))
        }
    }

    /// The session restored (as `restore`) with its tabs' pictures; nil when none is stored.
    public func restoreWithPictures() throws -> StoredSession? {
        try restore().map { StoredSession(state: $0, snapshots: try snapshots(), pictures: pictures) }
    }

    /// The session stored in the database of `connection`, nil when none is stored.
    private static func read(_ connection: SQLiteConnection) throws -> SessionState? {
        try connection.transaction(writing: false) {
            var itemsByTab: [Int: [HistoryItem]] = [:]
            try connection.query(SessionSQL.entries.rawValue) { row in
                itemsByTab[row.int(0), default: []].append(HistoryItem(url: row.text(1), title: row.text(2)))
            }
            var tabs: [Tab] = []
            try connection.query(SessionSQL.tabs.rawValue) { row in
                let id = row.int(0)
                let history = BackForwardList(items: itemsByTab[id] ?? [], currentIndex: row.int(1))
                tabs.append(Tab(id: TabID(id), history: history, zoom: row.real(2), progress: row.real(3),
                                rendererState: RendererSessionState(bytes: row.blob(4))))
            }
            guard let first = tabs.first else { return nil }
            var selected = first.id
            var mode = SessionMode.page
            try connection.query(SessionSQL.frontState.rawValue) { row in
                // A selection naming no stored tab (never written, or that tab closed since) falls back to the first.
                if !row.isNull(0), tabs.contains(where: { $0.id.rawValue == row.int(0) }) { selected = TabID(row.int(0)) }
                mode = SessionMode(rawValue: row.text(1)) ?? .page
            }
            var zoomByHost: [String: Double] = [:]
            try connection.query(SessionSQL.hostZooms.rawValue) { row in zoomByHost[row.text(0)] = row.real(1) }
            return SessionState(tabs: tabs, selectedTab: selected, zoomByHost: zoomByHost, mode: mode)
        }
    }

    /// Commits the changes of one step in one transaction and returns only once it is committed; on any
    /// error nothing of the step is kept. Refused (`sessionNotRestored`) while the database holds a session
    /// this store has not restored, so a process that failed to read it can never replace it with an empty one,
    /// and (`fileSystem`) once the database file is no longer at its path (its folder removed).
    /// The pictures the step replaced (a tab's older snapshot, a closed tab's) are removed once it
    /// is committed: a crash in between leaves a file no metadata names, pruned at the next restore.
    /// A step that stores a snapshot also drops, in the same transaction, what takes the pictures
    /// past `pictures.budget` (`trimPictures`).
    public func commit(_ changes: [SessionChange]) throws {
        guard StateFiles.identity(path) == file else {
            throw SessionStoreError.fileSystem(path: path, operation: "save the session in", reason: "the file was removed or replaced since it was opened")
        }
        var replaced: [SnapshotMetadata] = []
        try connection.transaction(writing: true) {
            if !ownsSession, try connection.integer(SessionSQL.holdsSession.rawValue) == 1 {
                throw SessionStoreError.sessionNotRestored(path: path)
            }
            for change in changes { try apply(change, replacing: &replaced) }
            if changes.contains(where: { if case .snapshot = $0 { true } else { false } }) { replaced += try trimPictures() }
        }
        ownsSession = true
        for snapshot in replaced { pictures.remove(snapshot) }
    }

    /// The most recently visited URLs, newest first.
    public func history(limit: Int) throws -> [HistoryEntry] {
        var entries: [HistoryEntry] = []
        try connection.query(SessionSQL.history.rawValue, [.int(limit)]) { row in
            entries.append(HistoryEntry(url: row.text(0), title: row.text(1), visitCount: row.int(2), lastVisit: Timestamp(microseconds: row.integer(3))))
        }
        return entries
    }

    /// The latest snapshot of each tab that has one, by tab.
    public func snapshots() throws -> [SnapshotMetadata] {
        try Self.snapshots(connection, SessionSQL.snapshots, [])
    }

    /// Deletes the rows of the snapshots that take the pictures past `pictures.budget` bytes and
    /// returns them, for their files to go once the step is committed: the oldest first, ties by
    /// tab, never the picture of the tab in front (the next to be shown, and the freshest).
    private func trimPictures() throws -> [SnapshotMetadata] {
        let stored = try snapshots().map { (snapshot: $0, size: pictures.size(of: $0) ?? 0) }
        var total = stored.reduce(0) { $0 + $1.size }
        guard total > pictures.budget else { return [] }
        var front: Int?
        try connection.query(SessionSQL.frontState.rawValue) { row in front = row.isNull(0) ? nil : row.int(0) }
        let candidates = stored.filter { $0.snapshot.tab.rawValue != front }
            .sorted { ($0.snapshot.takenAt, $0.snapshot.tab.rawValue) < ($1.snapshot.takenAt, $1.snapshot.tab.rawValue) }
        var dropped: [SnapshotMetadata] = []
        for candidate in candidates where total > pictures.budget {
            try connection.run(SessionSQL.deleteSnapshot.rawValue, [.int(candidate.snapshot.tab.rawValue)])
            total -= candidate.size
            dropped.append(candidate.snapshot)
        }
        return dropped
    }

    private static func snapshots(_ connection: SQLiteConnection, _ sql: SessionSQL, _ values: [SQLiteValue]) throws -> [SnapshotMetadata] {
        var snapshots: [SnapshotMetadata] = []
        try connection.query(sql.rawValue, values) { row in
            snapshots.append(SnapshotMetadata(tab: TabID(row.int(0)), url: row.text(1), width: row.int(2), height: row.int(3),
                                              takenAt: Timestamp(microseconds: row.integer(4)), key: row.text(5)))
        }
        return snapshots
    }

    /// Applies one change; the snapshots it replaces or deletes are added to `replaced`.
    private func apply(_ change: SessionChange, replacing replaced: inout [SnapshotMetadata]) throws {
        switch change {
        case let .tabSaved(tab, position):
            try save(tab, at: position)
        case let .tabClosed(id):
            replaced += try Self.snapshots(connection, SessionSQL.snapshotOfTab, [.int(id.rawValue)])
            guard let position = try connection.integer(SessionSQL.tabPosition.rawValue, [.int(id.rawValue)]) else { return }
            try connection.run(SessionSQL.deleteTab.rawValue, [.int(id.rawValue)])
            try connection.run(SessionSQL.shiftTabsDown.rawValue, [.integer(position)])
        case let .selectedTab(id):
            try connection.run(SessionSQL.selectTab.rawValue, [.int(id.rawValue)])
        case let .mode(mode):
            try connection.run(SessionSQL.setMode.rawValue, [.text(mode.rawValue)])
        case let .hostZoom(host, scale):
            try connection.run(SessionSQL.setHostZoom.rawValue, [.text(host), .real(scale)])
        case let .visit(url, title, time):
            guard let id = try connection.integer(SessionSQL.visitURL.rawValue, [.text(url), .text(title), .integer(time.microseconds)]) else { return }
            try connection.run(SessionSQL.insertVisit.rawValue, [.integer(id), .integer(time.microseconds)])
        case let .title(url, title):
            try connection.run(SessionSQL.retitleURL.rawValue, [.text(title), .text(url)])
        case let .snapshot(snapshot):
            replaced += try Self.snapshots(connection, SessionSQL.snapshotOfTab, [.int(snapshot.tab.rawValue)]).filter { $0.key != snapshot.key }
            try connection.run(SessionSQL.saveSnapshot.rawValue, [
                .int(snapshot.tab.rawValue), .text(snapshot.url), .int(snapshot.width), .int(snapshot.height),
                .integer(snapshot.takenAt.microseconds), .text(snapshot.key),
            ])
        }
    }

    /// Stores `tab` as `tabs.insert(tab, at: position)` would after removing it from where it was: the
    /// other tabs keep their order, positions stay 0..<count, and a position past the end appends.
    private func save(_ tab: Tab, at position: Int) throws {
        let id = tab.id.rawValue
        let old = try connection.integer(SessionSQL.tabPosition.rawValue, [.int(id)])
        var target = Int64(max(position, 0))
        if old != target {
            var others = try connection.integer(SessionSQL.tabCount.rawValue) ?? 0
            if let old {
                try connection.run(SessionSQL.shiftTabsDown.rawValue, [.integer(old)])
                others -= 1
            }
            target = min(target, others)
            try connection.run(SessionSQL.shiftTabsUp.rawValue, [.integer(target), .int(id)])
        }
        let (items, currentIndex) = tab.history.entries
        try connection.run(SessionSQL.saveTab.rawValue, [
            .int(id), .integer(target), .int(currentIndex), .real(tab.zoom), .real(tab.progress), tab.rendererState.map { .blob($0.bytes) } ?? .null,
        ])
        try connection.run(SessionSQL.deleteEntries.rawValue, [.int(id)])
        for (index, item) in items.enumerated() {
            try connection.run(SessionSQL.insertEntry.rawValue, [.int(id), .int(index), .text(item.url), .text(item.title)])
        }
    }
}

/// Why the database found on open cannot be used; the store moves it aside.
private struct UnusableDatabase: Error {
    var reason: String
}

extension SessionStore {
    /// Opens and checks the database, migrating it to the newest schema. Throws `UnusableDatabase` for a
    /// file to move aside, `SessionStoreError` for anything else (full disk, read-only, newer schema).
    private static func open(_ path: String, migrations: [String]) throws -> SQLiteConnection {
        let created = try StateFiles.createFile(path)
        // SQLite takes an empty file for an empty database, but none of ours is ever empty once opened
        // (WAL mode writes the header at once): an empty file here was truncated, or made by a run killed
        // before it wrote anything, which loses nothing either.
        if !created, StateFiles.regularFileSize(path) == 0 { throw UnusableDatabase(reason: "the file is empty") }
        let connection: SQLiteConnection
        do {
            connection = try SQLiteConnection(path: path)
        } catch let SessionStoreError.sqlite(_, _, code, message) where code & 0xff == SQLITE_CANTOPEN {
            throw UnusableDatabase(reason: "cannot be opened (\(message))")
        }
        do {
            try check(connection, migrations: migrations)
        } catch let unusable as UnusableDatabase {
            // Leave the file as it was found for whoever looks into it: no checkpoint into it on close.
            connection.setCheckpointOnClose(false)
            throw unusable
        }
        return connection
    }

    /// Checks the file is a sound database of a schema version this store knows, then migrates it.
    private static func check(_ connection: SQLiteConnection, migrations: [String]) throws {
        try unusableIf([SQLITE_CORRUPT, SQLITE_NOTADB], "is not a valid database") {
            let version = try connection.integer("PRAGMA user_version") ?? 0
            if version > migrations.count {
                throw SessionStoreError.newerSchema(path: connection.path, found: Int32(truncatingIfNeeded: version), known: Int32(migrations.count))
            }
            if version < 0 { throw UnusableDatabase(reason: "has schema version \(version)") }
            var problems: [String] = []
            try connection.query("PRAGMA quick_check") { problems.append($0.text(0)) }
            if problems != ["ok"] { throw UnusableDatabase(reason: "fails quick_check (\(problems.first ?? "no answer"))") }
        }
        try connection.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON")
        // SQLITE_ERROR while migrating or preparing means tables or columns are not what the schema says.
        try unusableIf([SQLITE_ERROR, SQLITE_CORRUPT], "has a broken schema") {
            try migrate(connection, to: migrations)
            for statement in SessionSQL.allCases { _ = try connection.prepared(statement.rawValue) }
        }
    }

    /// Runs every migration the database has not had, in order, in one transaction.
    private static func migrate(_ connection: SQLiteConnection, to migrations: [String]) throws {
        try connection.transaction(writing: true) {
            // Read again under the write lock: another process may have migrated since the check.
            let version = Int(try connection.integer("PRAGMA user_version") ?? 0)
            guard version < migrations.count else { return }
            for migration in migrations[version...] { try connection.execute(migration) }
            try connection.execute("PRAGMA user_version = \(migrations.count)")
        }
    }

    /// Turns SQLite errors with one of `codes` (primary codes) thrown by `body` into `UnusableDatabase`.
    private static func unusableIf(_ codes: [Int32], _ reason: String, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let SessionStoreError.sqlite(_, _, code, message) where codes.contains(code & 0xff) {
            throw UnusableDatabase(reason: "\(reason) (\(message))")
        }
    }
}
