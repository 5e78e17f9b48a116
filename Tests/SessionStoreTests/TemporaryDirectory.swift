// SPDX-License-Identifier: MIT
import Foundation

/// A fresh folder per test, removed with its contents when the test lets go of it.
final class TemporaryDirectory {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "/peekpop-store-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The state folder the store is given (created by the store).
    var state: String { path + "/state" }
    var database: String { state + "/session.sqlite" }

    /// Names in the state folder, sorted.
    func stateFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: state).sorted()
    }
}
