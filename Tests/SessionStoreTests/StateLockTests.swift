// SPDX-License-Identifier: MIT
import BrowserSession
import Foundation
import SystemCalls
import Testing
@testable import SessionStore

/// One process per state folder (`DIR/lock`): another is refused with the holder named, the
/// stores of one process share the folder, a killed holder's lock blocks nobody.
@Suite struct StateLockTests {
    let folder = TemporaryDirectory()

    /// Whether a process could take the folder's lock now (this test's own stores let go).
    func lockIsFree() throws -> Bool {
        try FileDescriptor.open(folder.state + "/lock", O_RDWR).lockIfFree()
    }

    @Test func anotherProcessIsRefusedNamingItAndItsLockGoesWithIt() throws {
        let output = Pipe()
        let writer = Process()
        writer.executableURL = SnapshotCrashTests.writer
        writer.arguments = [folder.state]
        writer.standardOutput = output
        try writer.run()
        // Its first snapshot committed: it holds the folder.
        let first = output.fileHandleForReading.availableData
        #expect(!first.isEmpty)
        let holder = "process \(writer.processIdentifier) (\(SnapshotCrashTests.writer.path) \(folder.state))"
        #expect(throws: SessionStoreError.inUse(folder: folder.state, holder: holder)) { try SessionStore(directory: folder.state) }
        #expect(!FileManager.default.fileExists(atPath: folder.database + ".corrupt"))

        kill(writer.processIdentifier, SIGKILL)
        writer.waitUntilExit()
        // The lock file is still there with the dead holder's words; the lock is not.
        #expect(try String(contentsOfFile: folder.state + "/lock", encoding: .utf8).hasPrefix("\(writer.processIdentifier)\n"))
        let store = try SessionStore(directory: folder.state)
        #expect(store.recovery == nil)
        #expect(try store.restore()?.tabs.map(\.id) == [TabID(1)])
        #expect(try String(contentsOfFile: folder.state + "/lock", encoding: .utf8).hasPrefix("\(getpid())\n"))
    }

    @Test func theStoresOfOneProcessShareTheFolderAndFreeItTogether() throws {
        var first: SessionStore? = try SessionStore(directory: folder.state)
        var second: SessionStore? = try SessionStore(directory: folder.state + "/")
        try first?.commit([.tabSaved(Fixtures.tab(1, ["A"], current: 0), position: 0)])
        #expect(try second?.restore()?.tabs == [Fixtures.tab(1, ["A"], current: 0)])
        #expect(try !lockIsFree())
        first = nil
        #expect(try !lockIsFree())
        second = nil
        #expect(try lockIsFree())
    }

    @Test func aFolderThatVanishedRefusesCommitsAndRecreatesNothing() throws {
        let store = try SessionStore(directory: folder.state)
        try store.commit([.tabSaved(Fixtures.tab(1, ["A"], current: 0), position: 0)])
        try FileManager.default.removeItem(atPath: folder.state)
        let error = #expect(throws: SessionStoreError.self) { try store.commit([.tabSaved(Fixtures.tab(1, ["A", "B"], current: 1), position: 0)]) }
        #expect(error == .fileSystem(path: folder.database, operation: "save the session in", reason: "the file was removed or replaced since it was opened"))
        #expect(error?.isStorageFault == true)
        #expect(!FileManager.default.fileExists(atPath: folder.state))
    }

    @Test func aFolderMovedAwayAndBackTakesCommitsAgain() throws {
        let store = try SessionStore(directory: folder.state)
        try FileManager.default.moveItem(atPath: folder.state, toPath: folder.path + "/away")
        #expect(throws: SessionStoreError.self) { try store.commit([.tabSaved(Fixtures.tab(1, ["A"], current: 0), position: 0)]) }
        try FileManager.default.moveItem(atPath: folder.path + "/away", toPath: folder.state)
        try store.commit([.tabSaved(Fixtures.tab(1, ["B"], current: 0), position: 0)])
        #expect(try store.restore()?.tabs == [Fixtures.tab(1, ["B"], current: 0)])
    }
}
