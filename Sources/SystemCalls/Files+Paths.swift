// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif

/// Paths as strings: joined, taken apart and made absolute as the programs print and open them
/// (what Foundation's file URLs did for them before).
extension Files {
    /// `name` in the folder `folder`, with one `/` between them (none added after a `/`).
    public static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The folder this process runs in; nil when it has none (it was removed).
    public static func currentDirectory() -> String? {
        guard let path = getcwd(nil, 0) else { return nil }
        defer { free(path) }
        return String(cString: path)
    }

    /// `path` as an absolute path, as a file given on a command line is reported: a relative one
    /// in the current folder with its `.` and `..` resolved by name (links stay links), `~` as the
    /// home folder, no `/` at the end. An absolute path is left as it is but for that end.
    public static func absolute(_ path: String) -> String {
        var path = path
        if path == "~" || path.hasPrefix("~/"), let home = Environment.value("HOME"), !home.isEmpty {
            path = home + path.dropFirst()
        }
        if !path.hasPrefix("/"), let folder = currentDirectory() {
            path = resolvingDots(join(folder, path))
        }
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// An absolute `path` with its `.` segments dropped and each `..` taking away the segment
    /// before it (none above the root).
    private static func resolvingDots(_ path: String) -> String {
        var segments: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            switch segment {
            case ".": continue
            case "..": if !segments.isEmpty { segments.removeLast() }
            default: segments.append(segment)
            }
        }
        return "/" + segments.joined(separator: "/")
    }

    /// `path` with every symbolic link in it resolved; `path` itself when it cannot be (a part of
    /// it does not exist).
    public static func resolvingSymbolicLinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The last name in `path`: `b.events` of `a/b.events` and of `a/b.events/`, `/` of `/`.
    public static func lastName(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard trimmed.count > 1, let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `path` with the extension of its last name replaced by `newExtension`, or given it when it
    /// has none (a name's leading dot starts no extension): `a/p.json` → `a/p.svg`, `a/.p` → `a/.p.svg`.
    public static func replacingExtension(of path: String, with newExtension: String) -> String {
        let nameStart = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        guard let dot = path[nameStart...].lastIndex(of: "."), dot != nameStart else { return path + "." + newExtension }
        return path[..<dot] + "." + newExtension
    }
}
