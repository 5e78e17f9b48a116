// SPDX-License-Identifier: MIT
import BrowserSession
import Foundation
import InputEvents
import Testing
@testable import SessionStore

/// The snapshots' pictures: written whole under their key, named by the metadata committed after
/// them, replaced and deleted with it, and a damaged one told apart.
@Suite struct SnapshotFolderTests {
    let folder = TemporaryDirectory()

    /// A store that has restored (nothing), ready to commit, with tab 1 and tab 2 open; its
    /// pictures bounded by `budget` bytes.
    func store(budget: Int = SnapshotFolder.defaultBudget) throws -> SessionStore {
        let store = try SessionStore(directory: folder.state, migrations: Schema.migrations, pictureBudget: budget)
        _ = try store.restore()
        try store.commit([.tabSaved(Fixtures.tab(1, ["A"], current: 0), position: 0), .tabSaved(Fixtures.tab(2, ["B"], current: 0), position: 1)])
        return store
    }

    var pictures: String { folder.state + "/snapshots" }

    func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: pictures).sorted()
    }

    static func png(_ filler: UInt8, count: Int = 64) -> [UInt8] {
        SnapshotFolder.signature + [UInt8](repeating: filler, count: count)
    }

    /// Writes `png` for `tab` and commits its metadata, as a renderer's snapshot does.
    @discardableResult
    func snapshot(_ png: [UInt8], tab: Int, in store: SessionStore, at time: Int64 = 1) throws -> SnapshotMetadata {
        let key = try store.pictures.write(png, tab: TabID(tab))
        let metadata = SnapshotMetadata(tab: TabID(tab), url: "https://a/", width: 2, height: 1, takenAt: .milliseconds(time), key: key)
        try store.commit([.snapshot(metadata)])
        return metadata
    }

    @Test func aPictureIsItsBytesUnderItsKeyWithTheUsersModeOnly() throws {
        let store = try store()
        let png = Self.png(7)
        let metadata = try snapshot(png, tab: 1, in: store)
        #expect(metadata.key == SnapshotKey.of(png))
        #expect(try files() == ["1-\(metadata.key).png"])
        #expect(store.pictures.png(of: metadata) == png)
        let mode = try #require(FileManager.default.attributesOfItem(atPath: store.pictures.file(of: TabID(1), key: metadata.key))[.posixPermissions] as? Int)
        #expect(mode == 0o600)
        #expect(try #require(FileManager.default.attributesOfItem(atPath: pictures)[.posixPermissions] as? Int) == 0o700)
    }

    @Test func aNewerPictureReplacesTheTabsOldOnceCommitted() throws {
        let store = try store()
        let old = try snapshot(Self.png(1), tab: 1, in: store)
        let key = try store.pictures.write(Self.png(2), tab: TabID(1))
        // Written, not yet committed: the old one still stands beside it.
        #expect(try files().count == 2)
        #expect(store.pictures.png(of: old) == Self.png(1))
        try store.commit([.snapshot(SnapshotMetadata(tab: TabID(1), url: "https://a/", width: 2, height: 1, takenAt: .milliseconds(2), key: key))])
        #expect(try files() == ["1-\(key).png"])
        #expect(try store.snapshots().map(\.key) == [key])
    }

    @Test func theSamePictureAgainKeepsItsFile() throws {
        let store = try store()
        let first = try snapshot(Self.png(3), tab: 1, in: store)
        try snapshot(Self.png(3), tab: 1, in: store)
        #expect(store.pictures.png(of: first) == Self.png(3))
    }

    @Test func closingATabDeletesItsRowsAndItsPictureInOneStep() throws {
        let store = try store()
        try snapshot(Self.png(1), tab: 1, in: store)
        let kept = try snapshot(Self.png(2), tab: 2, in: store)
        try store.commit([.tabClosed(TabID(1))])
        #expect(try files() == ["2-\(kept.key).png"])
        let reopened = try SessionStore(directory: folder.state)
        let restored = try #require(try reopened.restore())
        #expect(restored.tabs == [Fixtures.tab(2, ["B"], current: 0)])
        #expect(try reopened.snapshots() == [kept])
    }

    @Test func closingATabClosesUpThePositionsBehindIt() throws {
        let store = try store()
        try store.commit([.tabSaved(Fixtures.tab(3, ["C"], current: 0), position: 2), .tabClosed(TabID(1)), .tabSaved(Fixtures.tab(4, ["D"], current: 0), position: 1)])
        let restored = try #require(try SessionStore(directory: folder.state).restore())
        #expect(restored.tabs.map(\.id.rawValue) == [2, 4, 3])
    }

    @Test func closingATabThatIsNotStoredChangesNothing() throws {
        let store = try store()
        try store.commit([.tabClosed(TabID(9))])
        #expect(try SessionStore(directory: folder.state).restore()?.tabs.map(\.id.rawValue) == [1, 2])
    }

    /// What can happen to a picture's file behind the store's back.
    enum Damage: CaseIterable {
        case missing, truncated, changed, notAPNG

        func harm(_ path: String) throws {
            let url = URL(fileURLWithPath: path)
            switch self {
            case .missing: try FileManager.default.removeItem(at: url)
            case .truncated: try Data(SnapshotFolder.signature + [1, 1]).write(to: url)
            case .changed: try Data(SnapshotFolderTests.png(9)).write(to: url)
            case .notAPNG: try Data([UInt8](repeating: 1, count: 72)).write(to: url)
            }
        }
    }

    @Test(arguments: Damage.allCases)
    func aDamagedPictureIsNoneAndAFreshOneReplacesIt(damage: Damage) throws {
        let store = try store()
        let metadata = try snapshot(Self.png(1), tab: 1, in: store)
        try damage.harm(store.pictures.file(of: TabID(1), key: metadata.key))
        #expect(store.pictures.png(of: metadata) == nil, "\(damage)")
        // The store and the session survive it: restored whole, the tab's next picture stands.
        let reopened = try SessionStore(directory: folder.state)
        #expect(try reopened.restore()?.tabs.count == 2)
        let fresh = try snapshot(Self.png(1), tab: 1, in: reopened)
        #expect(reopened.pictures.png(of: fresh) == Self.png(1), "\(damage)")
    }

    /// Pictures of 108 bytes (the signature and 100), 3 tabs, tab 2 in front: two fit a budget of
    /// 216 bytes exactly; the third takes the folder past it and the oldest picture of a tab not
    /// in front goes, row and file, in the same step, though the front one is older still.
    @Test func thePicturesStayWithinTheirBudgetTheOldestNotInFrontGoingFirst() throws {
        let store = try store(budget: 216)
        try store.commit([.tabSaved(Fixtures.tab(3, ["C"], current: 0), position: 2), .selectedTab(TabID(2))])
        let front = try snapshot(Self.png(2, count: 100), tab: 2, in: store, at: 1)
        let oldest = try snapshot(Self.png(1, count: 100), tab: 1, in: store, at: 2)
        #expect(try store.snapshots() == [oldest, front])
        let newest = try snapshot(Self.png(3, count: 100), tab: 3, in: store, at: 3)
        #expect(try store.snapshots() == [front, newest])
        #expect(try files() == [store.pictures.name(of: front), store.pictures.name(of: newest)].sorted())
        #expect(store.pictures.size(of: front) == 108)
        #expect(store.pictures.size(of: oldest) == nil)
    }

    /// A picture of the tab in front larger than the whole budget stays; every other one goes.
    @Test func theFrontTabsPictureStaysWhateverItsSize() throws {
        let store = try store(budget: 50)
        try store.commit([.selectedTab(TabID(1))])
        try snapshot(Self.png(2), tab: 2, in: store, at: 1)
        let front = try snapshot(Self.png(1), tab: 1, in: store, at: 2)
        #expect(try store.snapshots() == [front])
        #expect(try files() == [store.pictures.name(of: front)])
    }

    @Test func aKeyThatIsNoKeyNamesNoFile() throws {
        let store = try store()
        try Data(Self.png(1)).write(to: URL(fileURLWithPath: folder.state + "/x.png"))
        let metadata = SnapshotMetadata(tab: TabID(1), url: "https://a/", width: 1, height: 1, takenAt: .milliseconds(1), key: "../../x")
        #expect(store.pictures.png(of: metadata) == nil)
    }

    @Test func restoringRemovesWhatNoSnapshotNames() throws {
        let store = try store()
        let kept = try snapshot(Self.png(1), tab: 1, in: store)
        // A picture written and never committed, another tab's left by a crash, a temporary file.
        _ = try store.pictures.write(Self.png(2), tab: TabID(1))
        _ = try store.pictures.write(Self.png(3), tab: TabID(7))
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: pictures + "/.tmp-1-abcdef"))
        #expect(try files().count == 4)
        _ = try SessionStore(directory: folder.state).restore()
        #expect(try files() == ["1-\(kept.key).png"])
    }

    @Test func aStoreThatHasNotRestoredRemovesNothing() throws {
        let store = try store()
        _ = try store.pictures.write(Self.png(2), tab: TabID(1))
        _ = try SessionStore(directory: folder.state)
        #expect(try files().count == 1)
    }
}
