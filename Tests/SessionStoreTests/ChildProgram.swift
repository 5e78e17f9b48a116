// SPDX-License-Identifier: MIT
import Foundation

/// The test helpers built as executables beside this test bundle (`SnapshotWriter`, `MigrationChild`).
enum ChildProgram {
    /// The executable `name` in the first folder above this test bundle that holds it.
    static func built(_ name: String) -> URL {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while url.pathComponents.count > 1, !FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path) {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent(name)
    }
}
