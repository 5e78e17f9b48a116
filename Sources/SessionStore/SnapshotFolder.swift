// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import BrowserSession
import SystemCalls

/// The overview's pictures of the tabs: PNG files in `DIR/snapshots/`, mode 0600, each named
/// `TAB-KEY.png` after its tab and the `SnapshotKey` of its bytes. A name is only ever given to
/// complete bytes (written to a temporary file, synced, then renamed), so a file under its name
/// is the picture it names or was changed behind the store's back, which `png(of:)` tells.
///
/// The store writes the metadata that names a file in the step that follows `write`; the file it
/// replaces (or a closed tab's) is removed once that step is committed. What a crash leaves
/// between the two (a temporary file, a file no metadata names) is removed when the session is
/// next restored (`prune`), so the folder holds at most one picture per open tab, and together at
/// most `budget` bytes of them (the store drops the oldest pictures of the tabs not in front first).
public final class SnapshotFolder {
    /// The folder.
    public let path: String
    /// The most bytes the pictures may take together (`defaultBudget` but in tests).
    public let budget: Int
    /// 32 MiB: a downscaled picture (at most 640 px wide, 451 high in the 1024 x 722 page area) is
    /// 0.87 MB as raw RGB, about what a PNG of a photo-filled page comes to, and 50–300 KB for the
    /// usual page of text; so the pictures of 20 tabs (the benchmark's) fit even at their worst and
    /// those of a few hundred usual ones do, while the folder stays small beside WebKit's own cache.
    public static let defaultBudget = 32 << 20
    /// The largest file `png(of:)` reads: far above a downscaled page, far below harm.
    static let maximumSize = 16 << 20
    /// The first bytes of every PNG file.
    static let signature: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
    /// Temporary files start with this; no picture's name does.
    static let temporaryPrefix = ".tmp-"

    /// The folder `directory/snapshots`, made (mode 0700) when missing, its pictures kept within `budget` bytes.
    convenience init(directory: String, budget: Int = defaultBudget) throws {
        self.init(lookingInto: directory, budget: budget)
        try StateFiles.createDirectory(path)
    }

    /// The folder `directory/snapshots` as it is, for a look that writes nothing.
    init(lookingInto directory: String, budget: Int = defaultBudget) {
        path = (directory.hasSuffix("/") ? directory : directory + "/") + "snapshots"
        self.budget = budget
    }

    /// Stores `png` as `tab`'s picture and returns its key, for the `snapshotTaken` that reports it:
    /// written to a temporary file (mode 0600) in the folder, synced, renamed to its name, and the
    /// folder synced, so a crash at any moment leaves no file under a picture's name but whole ones.
    /// - Throws: `SessionStoreError.fileSystem` when the folder cannot be written.
    public func write(_ png: [UInt8], tab: TabID) throws -> String {
        let key = SnapshotKey.of(png)
        let target = file(of: tab, key: key)
        var template = Array("\(path)/\(Self.temporaryPrefix)\(tab.rawValue)-XXXXXX".utf8CString)
        // mkstemp makes the file with mode 0600.
        let number = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard number >= 0 else { throw failure(path, "create a temporary snapshot file in", SystemCallError("mkstemp")) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do {
            let descriptor = FileDescriptor(adopting: number, path: temporary)
            try png.withUnsafeBytes { try descriptor.writeAll($0) }
            try descriptor.sync()
        } catch {
            unlink(temporary)
            throw failure(temporary, "write the snapshot", error)
        }
        guard rename(temporary, target) == 0 else {
            let error = SystemCallError("rename", path: temporary)
            unlink(temporary)
            throw failure(target, "rename the snapshot to", error)
        }
        do {
            try FileDescriptor.open(path, O_RDONLY | O_DIRECTORY).sync()
        } catch {
            throw failure(path, "sync the snapshot folder", error)
        }
        return key
    }

    /// The file that holds the picture `key` of `tab`.
    public func file(of tab: TabID, key: String) -> String {
        "\(path)/\(Self.name(of: tab, key: key))"
    }

    /// The name of `snapshot`'s file in the folder.
    public func name(of snapshot: SnapshotMetadata) -> String {
        Self.name(of: snapshot.tab, key: snapshot.key)
    }

    /// The size in bytes of `snapshot`'s file; nil when it is missing (or its key names no file).
    public func size(of snapshot: SnapshotMetadata) -> Int? {
        guard Self.isKey(snapshot.key) else { return nil }
        return StateFiles.regularFileSize(file(of: snapshot.tab, key: snapshot.key)).map(Int.init)
    }

    /// The picture of `snapshot`; nil when its file is missing, unreadable, or not the bytes its key
    /// names (changed or damaged since: the overview shows a placeholder, and the tab's next load
    /// takes a fresh one).
    public func png(of snapshot: SnapshotMetadata) -> [UInt8]? {
        guard Self.isKey(snapshot.key), let bytes = Self.read(file(of: snapshot.tab, key: snapshot.key)),
              bytes.starts(with: Self.signature), SnapshotKey.of(bytes) == snapshot.key
        else { return nil }
        return bytes
    }

    /// Removes `snapshot`'s file; one already gone is no error.
    func remove(_ snapshot: SnapshotMetadata) {
        guard Self.isKey(snapshot.key) else { return }
        unlink(file(of: snapshot.tab, key: snapshot.key))
    }

    /// Removes every file of the folder but the pictures `kept` names: temporary files a crash
    /// left, and pictures whose metadata was never committed or was replaced before their removal.
    func prune(keeping kept: [SnapshotMetadata]) {
        let names = Set(kept.map { Self.name(of: $0.tab, key: $0.key) })
        guard let folder = opendir(path) else { return }
        defer { closedir(folder) }
        var doomed: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            guard name != ".", name != "..", !names.contains(name) else { continue }
            doomed.append(name)
        }
        for name in doomed { unlink("\(path)/\(name)") }
    }

    private static func name(of tab: TabID, key: String) -> String {
        "\(tab.rawValue)-\(key).png"
    }

    /// Whether `key` is one `SnapshotKey` makes (16 hex digits): anything else names no file here.
    private static func isKey(_ key: String) -> Bool {
        key.utf8.count == 16 && key.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// The bytes of the regular file at `path`, nil when it cannot be read or is too large.
    private static func read(_ path: String) -> [UInt8]? {
        guard let size = StateFiles.regularFileSize(path), size <= maximumSize,
              let descriptor = try? FileDescriptor.open(path, O_RDONLY)
        else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(size))
        var count = 0
        while count < bytes.count {
            guard let read = try? bytes.withUnsafeMutableBytes({ try descriptor.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[count...])) }),
                  read > 0
            else { return nil }
            count += read
        }
        return bytes
    }

    private func failure(_ path: String, _ operation: String, _ error: any Error) -> SessionStoreError {
        .fileSystem(path: path, operation: operation, reason: (error as? SystemCallError)?.reason ?? "\(error)")
    }
}
