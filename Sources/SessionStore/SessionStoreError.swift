// SPDX-License-Identifier: MIT
import CSQLite

/// Why the session store could not do what it was asked. Every case names the file or folder involved;
/// none of them is a crash, and a corrupt database never surfaces as one of these (it is moved aside,
/// see `RecoveryNote`).
public enum SessionStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// SQLite refused a statement: `code` is its extended result code (`SQLITE_FULL`, `SQLITE_READONLY`, …).
    case sqlite(path: String, sql: String, code: Int32, message: String)
    /// A file or folder could not be created, read or renamed (`reason` is the system's message).
    case fileSystem(path: String, operation: String, reason: String)
    /// The database was written by a newer peekpop; it is left untouched.
    case newerSchema(path: String, found: Int32, known: Int32)
    /// A commit before `restore()` while the database holds a session: a process that could not (or did not)
    /// read the stored session must not overwrite it with its own empty one.
    case sessionNotRestored(path: String)
    /// Another process holds the state folder (`DIR/lock`); `holder` is "process PID (COMMAND)" as it wrote it.
    case inUse(folder: String, holder: String)
    /// The state folder's lock file cannot be opened or written (a read-only or vanished folder).
    case unlockable(folder: String, reason: String)

    /// Whether the folder refused a write that is sound (full, read-only, gone, an I/O error,
    /// another process's lock held too long): it may take the same step later. False for a step
    /// SQLite rejects whatever the disk (a broken constraint, a corrupt file).
    public var isStorageFault: Bool {
        switch self {
        case let .sqlite(_, _, code, _):
            return [SQLITE_FULL, SQLITE_IOERR, SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_BUSY, SQLITE_PERM].contains(code & 0xff)
        case .fileSystem, .unlockable:
            return true
        case .newerSchema, .sessionNotRestored, .inUse:
            return false
        }
    }

    public var description: String {
        switch self {
        case let .sqlite(path, sql, _, message):
            return "\(path): \(message) (in \(sql))"
        case let .fileSystem(path, operation, reason):
            return "\(path): cannot \(operation): \(reason)"
        case let .newerSchema(path, found, known):
            return "\(path): session schema version \(found) is newer than this peekpop knows (\(known)); left untouched"
        case let .sessionNotRestored(path):
            return "\(path): holds a session this process has not restored; refusing to overwrite it"
        case let .inUse(folder, holder):
            return "\(folder): the state folder is in use by \(holder); stop it, or give this one another folder"
        case let .unlockable(folder, reason):
            return "\(folder): cannot lock the state folder (\(folder.hasSuffix("/") ? folder : folder + "/")lock): \(reason)"
        }
    }
}
