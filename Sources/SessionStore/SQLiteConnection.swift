// SPDX-License-Identifier: MIT
import CSQLite

/// One SQLite connection: owns the `sqlite3*` handle and its prepared statements and frees them in
/// `deinit`. Every failure becomes a `SessionStoreError.sqlite` naming the file, the SQL and SQLite's message.
final class SQLiteConnection {
    let path: String
    private let handle: OpaquePointer
    /// Prepared statements by their SQL, kept for the connection's life: the store runs the same few again and again.
    private var statements: [String: OpaquePointer] = [:]

    /// Opens an existing file for reading and writing (SQLite falls back to read-only when it must; writes
    /// then fail with `SQLITE_READONLY`), or only for reading when `readOnly`.
    init(path: String, readOnly: Bool = false) throws {
        self.path = path
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(path, &handle, readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE, nil)
        guard code == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_close_v2(handle)
            throw SessionStoreError.sqlite(path: path, sql: "open", code: code, message: message)
        }
        self.handle = handle
        sqlite3_extended_result_codes(handle, 1)
        // Another peekpop on the same state folder holds the write lock only for one step's transaction.
        sqlite3_busy_timeout(handle, 5_000)
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement) }
        sqlite3_close_v2(handle)
    }

    /// Whether closing checkpoints the WAL into the database file.
    func setCheckpointOnClose(_ enabled: Bool) {
        csqlite_set_checkpoint_on_close(handle, enabled ? 1 : 0)
    }

    /// True while a transaction is open.
    var inTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// Runs SQL text that may hold several statements and returns no rows (schema, pragmas, BEGIN/COMMIT).
    func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        defer { sqlite3_free(message) }
        if code != SQLITE_OK {
            throw SessionStoreError.sqlite(path: path, sql: sql, code: code, message: message.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code)))
        }
    }

    /// Runs one statement with `values` bound in order, handing each row to `row`.
    func query(_ sql: String, _ values: [SQLiteValue] = [], row: (SQLiteRow) throws -> Void) throws {
        let statement = try prepared(sql)
        // Reset even after an error so a half-read statement never holds its read transaction open.
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        for (index, value) in values.enumerated() {
            try check(bind(value, to: statement, at: Int32(index + 1)), sql)
        }
        while true {
            let code = sqlite3_step(statement)
            switch code {
            case SQLITE_ROW: try row(SQLiteRow(statement: statement))
            case SQLITE_DONE: return
            default: throw error(code, sql)
            }
        }
    }

    /// Runs one statement that returns no rows.
    func run(_ sql: String, _ values: [SQLiteValue] = []) throws {
        try query(sql, values) { _ in }
    }

    /// The single integer a statement returns, nil when it returns no row.
    func integer(_ sql: String, _ values: [SQLiteValue] = []) throws -> Int64? {
        var result: Int64?
        try query(sql, values) { result = $0.integer(0) }
        return result
    }

    /// Prepares `sql` once; later calls get the cached statement. Throws for SQL the schema cannot run.
    func prepared(_ sql: String) throws -> OpaquePointer {
        if let statement = statements[sql] { return statement }
        var statement: OpaquePointer?
        try check(sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil), sql)
        guard let statement else {
            throw SessionStoreError.sqlite(path: path, sql: sql, code: SQLITE_MISUSE, message: "no statement in the SQL")
        }
        statements[sql] = statement
        return statement
    }

    private func bind(_ value: SQLiteValue, to statement: OpaquePointer, at index: Int32) -> Int32 {
        switch value {
        case let .integer(number):
            return sqlite3_bind_int64(statement, index, number)
        case let .real(number):
            return sqlite3_bind_double(statement, index, number)
        case let .text(string):
            // Explicit length: an interior NUL is stored, not a cut.
            return string.withCString { sqlite3_bind_text(statement, index, $0, Int32(string.utf8.count), SQLiteConnection.transient) }
        case let .blob(bytes):
            return bytes.withUnsafeBytes { sqlite3_bind_blob64(statement, index, $0.baseAddress, sqlite3_uint64($0.count), SQLiteConnection.transient) }
        case .null:
            return sqlite3_bind_null(statement, index)
        }
    }

    /// Tells SQLite to copy the bytes before `bind` returns.
    private static var transient: sqlite3_destructor_type { csqlite_transient() }

    private func check(_ code: Int32, _ sql: String) throws {
        if code != SQLITE_OK { throw error(code, sql) }
    }

    private func error(_ code: Int32, _ sql: String) -> SessionStoreError {
        .sqlite(path: path, sql: sql, code: code, message: String(cString: sqlite3_errmsg(handle)))
    }
}

extension SQLiteConnection {
    /// Runs `body` in one transaction: COMMIT when it returns, ROLLBACK when anything in it throws.
    /// `writing` takes the write lock at BEGIN (IMMEDIATE), so a step never fails half-way for a lock.
    func transaction<T>(writing: Bool, _ body: () throws -> T) throws -> T {
        try execute(writing ? "BEGIN IMMEDIATE" : "BEGIN")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            // SQLite may already have rolled back (SQLITE_FULL, SQLITE_IOERR); the first error is the one to report.
            if inTransaction { try? execute("ROLLBACK") }
            throw error
        }
    }
}
