// SPDX-License-Identifier: MIT
import BrowserSession
import Foundation
import Testing
@testable import SessionStore

/// Where the store writes and with which modes: the session is the user's browsing history.
@Suite struct FileTests {
    let folder = TemporaryDirectory()

    func mode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    @Test func folderIsPrivateAndFilesAreTheUsersOnly() throws {
        let state = folder.path + "/a/b/state"
        let store = try SessionStore(directory: state)
        try store.commit([.tabSaved(Fixtures.tab(1, ["A"], current: 0), position: 0)])
        #expect(try mode(folder.path + "/a") == 0o700)
        #expect(try mode(state) == 0o700)
        for name in ["session.sqlite", "session.sqlite-wal", "session.sqlite-shm"] {
            #expect(try mode(state + "/" + name) == 0o600, "\(name)")
        }
        #expect(store.path == state + "/session.sqlite")
    }

    @Test func aFolderThatCannotBeMadeIsATypedErrorWithItsPath() throws {
        let blocker = folder.path + "/file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        // The error names the file in the way, however deep the folder asked for.
        for state in [blocker, blocker + "/state", blocker + "/a/b"] {
            #expect(throws: SessionStoreError.fileSystem(path: blocker, operation: "use as a folder", reason: "not a directory")) {
                try SessionStore(directory: state)
            }
        }
    }
}
