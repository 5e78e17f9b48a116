// SPDX-License-Identifier: MIT
import BrowserSession
import Foundation
import Testing
@testable import SessionStore

/// `kill -9` while a snapshot is written (`SnapshotWriter`, a child that writes 2 MiB pictures
/// until it is killed): the tab's stored snapshot is whole, the old one or a new one, never torn,
/// and the next restore leaves only it in the folder.
@Suite struct SnapshotCrashTests {
    /// `SnapshotWriter`, built beside this test bundle.
    static let writer = ChildProgram.built("SnapshotWriter")

    /// Starts the writer on `state`, waits for `committed` commits, then for a temporary file in the
    /// pictures folder (a write under way) and kills it at once. Returns the commits it saw and
    /// whether a temporary file was left behind (the kill landed before its rename).
    static func killWriter(in state: String, after committed: Int) throws -> (committed: Int, tornLeft: Bool) {
        let output = Pipe()
        let process = Process()
        process.executableURL = writer
        process.arguments = [state]
        process.standardOutput = output
        try process.run()
        var seen = ""
        while seen.split(separator: "\n").count < committed {
            let data = output.fileHandleForReading.availableData
            guard !data.isEmpty else { break }
            seen += String(decoding: data, as: UTF8.self)
        }
        let pictures = state + "/snapshots"
        // readdir, not FileManager: the poll must be much quicker than one write.
        func writing() -> Bool {
            guard let folder = opendir(pictures) else { return false }
            defer { closedir(folder) }
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
                if name.hasPrefix(SnapshotFolder.temporaryPrefix) { return true }
            }
            return false
        }
        var polls = 0
        while !writing(), polls < 1_000_000 { polls += 1 }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        return (seen.split(separator: "\n").count, writing())
    }

    @Test func aKillMidWriteLeavesAWholePicture() throws {
        var torn = 0
        for _ in 0 ..< 3 {
            let folder = TemporaryDirectory()
            let (committed, tornLeft) = try Self.killWriter(in: folder.state, after: 1)
            if tornLeft { torn += 1 }
            #expect(committed >= 1)
            let store = try SessionStore(directory: folder.state)
            #expect(try store.restore()?.tabs.map(\.id) == [TabID(1)])
            let snapshot = try #require(try store.snapshots().first)
            // The last committed picture or a later one, whole: its bytes are the ones its key names.
            #expect(snapshot.width >= committed)
            let png = try #require(store.pictures.png(of: snapshot))
            #expect(png.count == 8 + (2 << 20))
            // The half-written file is gone with the restore; only the picture named remains.
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.state + "/snapshots") == ["1-\(snapshot.key).png"])
        }
        // The kills did land mid-write: a temporary file was left behind.
        #expect(torn > 0)
    }
}
