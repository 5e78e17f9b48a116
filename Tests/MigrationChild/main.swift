// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif
@testable import SessionStore
import SystemCalls

// The SessionStoreTests' child (`MigrationCrashTests`): `MigrationChild STATE_DIR` opens the store
// with one migration more than the schema has, a heavy one (20 MB of rows, more than SQLite's page
// cache, so the transaction spills into the -wal file before it commits), prints "migrated" and
// waits to be killed. The test kills it before, during and after the migration.
let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    try? Array("usage: MigrationChild STATE_DIR\n".utf8).withUnsafeBytes { try FileDescriptor.standardError.writeAll($0) }
    exit(64)
}
do {
    let store = try SessionStore(directory: arguments[1], migrations: Schema.migrations + [MigrationChild.heavy])
    try Array("migrated\n".utf8).withUnsafeBytes { try FileDescriptor.standardOutput.writeAll($0) }
    withExtendedLifetime(store) { while true { pause() } }
} catch {
    try? Array("MigrationChild: \(error)\n".utf8).withUnsafeBytes { try FileDescriptor.standardError.writeAll($0) }
    exit(73)
}

enum MigrationChild {
    /// Rows of 1,000 random bytes: the migration writes 20 MB.
    static let rows = 20_000
    static let heavy = """
        CREATE TABLE filler (id INTEGER PRIMARY KEY, bytes BLOB NOT NULL);
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(rows))
            INSERT INTO filler SELECT i, randomblob(1000) FROM n;
        ALTER TABLE tabs ADD COLUMN pinned INTEGER NOT NULL DEFAULT 0;
        """
}
