// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization
import SystemCalls

/// The state folder's owner: `DIR/lock`, mode 0600, held with `flock` for the life of every store
/// this process opens on the folder, and holding the owner's PID and command line, for the refusal
/// another process gets. Two processes on one folder would each restore the session, then commit
/// over the other's steps; the second is refused before it opens the database.
///
/// The kernel drops a `flock` when its holder dies, so a lock left by a killed process never blocks:
/// the file stays, with the dead holder's words, until the next holder rewrites them. Stores of one
/// process share one lock (tests and benchmarks open several at once; a process is one owner).
final class StateLock: Sendable {
    /// The lock file, open and locked for this object's life.
    private let descriptor: FileDescriptor
    /// The folder's device and inode: the key of `held`.
    private let folder: StateFiles.Identity

    /// The locks this process holds, by folder; a lock leaves when its last store lets go of it.
    private static let held = Mutex<[StateFiles.Identity: Weak]>([:])

    private final class Weak: @unchecked Sendable {
        weak var lock: StateLock?
        init(_ lock: StateLock) { self.lock = lock }
    }

    private init(descriptor: FileDescriptor, folder: StateFiles.Identity) {
        self.descriptor = descriptor
        self.folder = folder
    }

    deinit {
        let folder = folder
        Self.held.withLock { locks in
            if locks[folder]?.lock == nil { locks[folder] = nil }
        }
    }

    /// Takes the lock of the existing folder `directory` (or shares the one this process holds).
    /// - Throws: `SessionStoreError.inUse` naming the process that holds it, `.unlockable` when the
    ///   lock file cannot be opened or written (a read-only or vanished folder).
    static func take(directory: String) throws -> StateLock {
        guard let folder = StateFiles.identity(directory) else {
            throw SessionStoreError.unlockable(folder: directory, reason: Errno.current.description)
        }
        let path = (directory.hasSuffix("/") ? directory : directory + "/") + "lock"
        return try held.withLock { locks in
            if let shared = locks[folder]?.lock { return shared }
            let descriptor: FileDescriptor
            do {
                descriptor = try FileDescriptor.open(path, O_RDWR | O_CREAT, permissions: 0o600)
                guard try descriptor.lockIfFree() || lockAfterForkedChildren(descriptor, path: path) else {
                    throw SessionStoreError.inUse(folder: directory, holder: holder(of: path))
                }
                let words = Array("\(getpid())\n\(CommandLine.arguments.joined(separator: " "))\n".utf8)
                try descriptor.truncate(to: 0)
                try words.withUnsafeBytes { try descriptor.writeAll($0) }
            } catch let error as SystemCallError {
                throw SessionStoreError.unlockable(folder: directory, reason: error.reason)
            }
            let lock = StateLock(descriptor: descriptor, folder: folder)
            locks[folder] = Weak(lock)
            return lock
        }
    }

    /// A lock this process let go of can still be held by a child it forked in another thread and
    /// that has not yet exec'd (the child shares the locked file; close-on-exec lets go only at the
    /// exec): when the lock file names this process, waits up to a second for it to come free.
    private static func lockAfterForkedChildren(_ descriptor: FileDescriptor, path: String) throws(SystemCallError) -> Bool {
        guard holderPID(of: path) == getpid() else { return false }
        let giveUp = SystemClock.Instant.now() + .seconds(1)
        while SystemClock.Instant.now() < giveUp {
            SystemClock.sleep(for: .milliseconds(10))
            if try descriptor.lockIfFree() { return true }
        }
        return false
    }

    /// The PID the lock file at `path` names first; nil when it names none or cannot be read.
    private static func holderPID(of path: String) -> Int32? {
        words(of: path).first.flatMap { Int32($0) }
    }

    /// The lines of the lock file at `path` (its holder's PID and command); empty when unreadable.
    private static func words(of path: String) -> [Substring] {
        var bytes = [UInt8](repeating: 0, count: 4096)
        guard let file = try? FileDescriptor.open(path, O_RDONLY),
              let count = try? bytes.withUnsafeMutableBytes({ try file.read(into: $0) })
        else { return [] }
        return String(decoding: bytes[..<count], as: UTF8.self).split(separator: "\n")
    }

    /// Who holds the lock file at `path`, in its own words: "process PID (COMMAND)"; less when it
    /// has not written them yet or they cannot be read.
    private static func holder(of path: String) -> String {
        let lines = words(of: path)
        guard let pid = lines.first.flatMap({ Int32($0) }) else { return "another process" }
        guard lines.count > 1 else { return "process \(pid)" }
        return "process \(pid) (\(lines[1]))"
    }
}
