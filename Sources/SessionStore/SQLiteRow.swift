// SPDX-License-Identifier: MIT
import CSQLite

/// The current row of a stepping statement; valid only inside the closure it is handed to.
struct SQLiteRow {
    let statement: OpaquePointer

    func integer(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }
    func int(_ column: Int32) -> Int { Int(truncatingIfNeeded: sqlite3_column_int64(statement, column)) }
    func real(_ column: Int32) -> Double { sqlite3_column_double(statement, column) }
    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }

    /// The column's text with its exact bytes (NUL included); "" for NULL.
    func text(_ column: Int32) -> String {
        guard let bytes = sqlite3_column_text(statement, column) else { return "" }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// The column's bytes; empty for NULL or an empty blob.
    func blob(_ column: Int32) -> [UInt8] {
        guard let bytes = sqlite3_column_blob(statement, column) else { return [] }
        return Array(UnsafeRawBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(statement, column))))
    }
}
