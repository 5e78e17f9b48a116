// SPDX-License-Identifier: MIT
import Foundation

/// Where test data lives: the project's own `Recordings/` and the shared real recordings.
public enum TestData {
    /// The package root (the folder holding Package.swift).
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The project's synthetic recordings.
    public static var projectRecordings: URL { packageRoot.appendingPathComponent("Recordings") }

    /// `../shared/recordings` beside the clone (or `$PEEKPOP_SHARED_RECORDINGS`), nil when absent:
    /// tests that need it skip cleanly.
    public static var sharedRecordings: URL? {
        let url = ProcessInfo.processInfo.environment["PEEKPOP_SHARED_RECORDINGS"].map { URL(fileURLWithPath: $0) }
            ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared/recordings")
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue ? url : nil
    }

    /// Every regular file below `directory` whose name ends with one of `suffixes`, sorted by path.
    public static func files(under directory: URL, endingWith suffixes: [String]) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }
            .filter { url in suffixes.contains { url.lastPathComponent.hasSuffix($0) } }
            .sorted { $0.path < $1.path }
    }

    /// The `peekpop` executable built beside the running test bundle.
    public static let peekpop: URL = {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while url.pathComponents.count > 1, !FileManager.default.fileExists(atPath: url.appendingPathComponent("peekpop").path) {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("peekpop")
    }()
}
