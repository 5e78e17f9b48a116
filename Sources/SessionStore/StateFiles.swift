// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import SystemCalls

/// The file-system side of the store: the private state folder, the database file, and moving a bad one aside.
enum StateFiles {
    /// The companions SQLite keeps beside a WAL database; they travel with it when it is moved.
    static let companions = ["-wal", "-shm"]

    /// Creates `path` and any missing parents with mode 0700 (the session is the user's browsing history).
    /// An existing folder is left as it is.
    static func createDirectory(_ path: String) throws {
        var status = stat()
        if stat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw SessionStoreError.fileSystem(path: path, operation: "use as a folder", reason: "not a directory")
            }
            return
        }
        let parent = Files.parentDirectory(of: path)
        if parent != path { try createDirectory(parent) }
        // EEXIST: another process made it in between.
        guard mkdir(path, 0o700) == 0 || errno == EEXIST else { throw failure(path, "create the state folder") }
        // mkdir's mode passes through the umask; the folder must be private whatever the umask.
        guard chmod(path, 0o700) == 0 else { throw failure(path, "set the mode of the state folder") }
    }

    /// Creates an empty database file with mode 0600 when there is none; SQLite gives its -wal and -shm
    /// files the same mode. Returns false when the file was already there.
    static func createFile(_ path: String) throws -> Bool {
        do {
            // Closed at once: SQLite opens the file itself.
            _ = try FileDescriptor.open(path, O_WRONLY | O_CREAT | O_EXCL, permissions: 0o600)
        } catch {
            guard error.code == EEXIST else {
                throw SessionStoreError.fileSystem(path: path, operation: "create the session database", reason: error.reason)
            }
            return false
        }
        guard chmod(path, 0o600) == 0 else { throw failure(path, "set the mode of the session database") }
        return true
    }

    /// Which file a path names: its device and inode.
    struct Identity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    /// The file `path` names now, nil when it names none.
    static func identity(_ path: String) -> Identity? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    /// The size of a regular file, nil when `path` is something else.
    static func regularFileSize(_ path: String) -> Int64? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int64(status.st_size)
    }

    /// Renames `path` and its companions to `path.corrupt-YYYYMMDDTHHMMSSZ` (`-2`, `-3`… when taken) and
    /// returns the new name. Companions go first: a -wal must never be left beside a database it does not belong to.
    static func moveAside(_ path: String) throws -> String {
        let target = freeName(base: "\(path).corrupt-\(utcStamp())")
        for suffix in companions where exists(path + suffix) {
            guard rename(path + suffix, target + suffix) == 0 else { throw failure(path + suffix, "move aside to \(target + suffix)") }
        }
        guard rename(path, target) == 0 else { throw failure(path, "move aside to \(target)") }
        return target
    }

    private static func freeName(base: String) -> String {
        var name = base
        var number = 1
        while ([""] + companions).contains(where: { exists(name + $0) }) {
            number += 1
            name = "\(base)-\(number)"
        }
        return name
    }

    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// Now in UTC, for the name of a moved-aside file (the only wall-clock reading in the store: it is a label).
    private static func utcStamp() -> String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        var buffer = [CChar](repeating: 0, count: 32)
        let count = strftime(&buffer, buffer.count, "%Y%m%dT%H%M%SZ", &parts)
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func failure(_ path: String, _ operation: String) -> SessionStoreError {
        .fileSystem(path: path, operation: operation, reason: Errno.current.description)
    }
}
