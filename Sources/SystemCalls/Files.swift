// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif

/// Whole files and folders by path: reading a small file, asking what a path names, making folders,
/// listing one, and replacing a file so that a reader sees the old contents or the new, never a
/// part. What the programs read and write besides recordings, devices and the store (profiles,
/// site files, screenshots' folders, downloads), without Foundation's file manager.
public enum Files {
    /// The whole file at `path`.
    /// - Throws: `SystemCallError` "read" on `path` (a folder gives `EISDIR`).
    public static func read(_ path: String) throws(SystemCallError) -> [UInt8] {
        let file = try FileDescriptor.open(path, O_RDONLY, operation: "read")
        var bytes: [UInt8] = []
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            let count = try file.read(into: chunk)
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }

    /// What a path names.
    public enum Kind: Hashable, Sendable {
        case directory, regularFile, other
    }

    /// What `path` names, following symbolic links; nil when it names nothing (or nothing this
    /// process may see).
    public static func kind(of path: String) -> Kind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .regularFile
        default: return .other
        }
    }

    /// True when `path` names anything (a broken symbolic link names nothing).
    public static func exists(_ path: String) -> Bool { kind(of: path) != nil }

    /// Creates the folder `path` and any missing parents with `mode` (less the umask); a folder
    /// already there is left as it is.
    /// - Throws: `SystemCallError` "create the folder" on the first part that could not be made,
    ///   `ENOTDIR` when a part is something else.
    public static func createDirectories(_ path: String, mode: mode_t = 0o755) throws(SystemCallError) {
        switch kind(of: path) {
        case .directory: return
        case .regularFile, .other: throw SystemCallError("create the folder", path: path, code: ENOTDIR)
        case nil: break
        }
        let parent = parentDirectory(of: path)
        if parent != path { try createDirectories(parent, mode: mode) }
        // EEXIST: another process made it in between.
        guard mkdir(path, mode) == 0 || errno == EEXIST else { throw SystemCallError("create the folder", path: path) }
    }

    /// The names in the folder `path` (without `.` and `..`), in no particular order.
    /// - Throws: `SystemCallError` "list" on `path`.
    public static func names(in path: String) throws(SystemCallError) -> [String] {
        guard let directory = opendir(path) else { throw SystemCallError("list", path: path) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Writes `bytes` to a new file beside `path`, puts it on the disk and renames it over `path`:
    /// a reader (or a crash) sees the old file or the new one whole. The folder must exist.
    /// - Throws: `SystemCallError` on the temporary file or `path`; the temporary file is removed.
    public static func replace(_ path: String, with bytes: [UInt8], permissions: mode_t = 0o644) throws(SystemCallError) {
        let temporary = "\(path).\(getpid()).new"
        do throws(SystemCallError) {
            let file = try FileDescriptor.open(temporary, O_WRONLY | O_CREAT | O_TRUNC, permissions: permissions, operation: "write")
            let written = bytes.withUnsafeBytes { buffer in Result { () throws(SystemCallError) in try file.writeAll(buffer) } }
            try written.get()
            try file.sync()
            guard rename(temporary, path) == 0 else { throw SystemCallError("replace", path: path) }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Removes the file (or socket) at `path`; nothing there is no error.
    /// - Throws: `SystemCallError` "remove" on `path`.
    public static func removeIfPresent(_ path: String) throws(SystemCallError) {
        guard unlink(path) == 0 || errno == ENOENT else { throw SystemCallError("remove", path: path) }
    }

    /// The folder `path` is in: "." for a bare name, "/" for a name at the root.
    public static func parentDirectory(of path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }
}
