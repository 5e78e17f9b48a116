// SPDX-License-Identifier: MIT
/// What happened when the database found on open could not be used: it was moved aside (with its
/// `-wal` and `-shm` files) and a fresh one started. For the CLI to tell the user.
public struct RecoveryNote: Hashable, Sendable, CustomStringConvertible {
    /// Where the database was.
    public var path: String
    /// Where it is now.
    public var movedTo: String
    /// Why it could not be used (not a database, failed `quick_check`, broken schema, unreadable, empty).
    public var reason: String

    public var description: String {
        "\(path): \(reason); moved aside to \(movedTo) and started a fresh session"
    }
}
