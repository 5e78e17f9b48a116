// SPDX-License-Identifier: MIT
import BrowserSession
import InputEvents
import Testing
import TestSupport
@testable import SessionStore

/// `SessionStore.compacted`: what it leaves out, and that committing what it leaves does to a real
/// store exactly what committing everything does.
@Suite struct CompactionTests {
    static func saved(_ id: Int, at position: Int, progress: Double = 1) -> SessionChange {
        .tabSaved(Fixtures.tab(id, ["P\(id)"], current: 0, progress: progress), position: position)
    }

    @Test func aLoadsProgressSavesCollapseIntoTheLast() {
        let changes: [SessionChange] = [
            Self.saved(1, at: 0, progress: 0.1), .visit(url: "https://a/", title: "", at: .milliseconds(1)),
            Self.saved(1, at: 0, progress: 0.5), .title(url: "https://a/", title: "A"), Self.saved(1, at: 0, progress: 1),
        ]
        #expect(SessionStore.compacted(changes) == [
            .visit(url: "https://a/", title: "", at: .milliseconds(1)), .title(url: "https://a/", title: "A"), Self.saved(1, at: 0, progress: 1),
        ])
    }

    @Test func anotherTabsSaveInBetweenKeepsTheEarlierSave() {
        // From [1, 3]: save(1 at 1), save(2 at 1), save(1 at 0) gives [1, 3, 2]; without the first, [1, 2, 3].
        let moved: [SessionChange] = [Self.saved(1, at: 1), Self.saved(2, at: 1), Self.saved(1, at: 0)]
        #expect(SessionStore.compacted(moved) == moved)
    }

    @Test func aCloseOfTheTabInBetweenKeepsTheEarlierSaveAndAnotherTabsDoesNot() {
        // The close deletes tab 1's snapshot; without the first save there is no tab 1 to close,
        // and the snapshot would stay.
        let snapshot = SnapshotMetadata(tab: TabID(1), url: "https://a/", width: 4, height: 3, takenAt: .milliseconds(2), key: "k1")
        let reopened: [SessionChange] = [Self.saved(1, at: 1), .snapshot(snapshot), .tabClosed(TabID(1)), Self.saved(1, at: 0)]
        #expect(SessionStore.compacted(reopened) == reopened)
        // Another tab's close moves no tab relative to the others.
        #expect(SessionStore.compacted([Self.saved(1, at: 1), .tabClosed(TabID(3)), Self.saved(1, at: 0)]) == [.tabClosed(TabID(3)), Self.saved(1, at: 0)])
    }

    @Test func valuesSetAgainKeepTheirLast() {
        let changes: [SessionChange] = [
            .mode(.overview), .selectedTab(TabID(1)), .hostZoom(host: "a", scale: 2), .hostZoom(host: "b", scale: 3),
            .title(url: "https://a/", title: "1"), .mode(.page), .selectedTab(TabID(2)), .hostZoom(host: "a", scale: 0.5),
            .title(url: "https://a/", title: "2"),
        ]
        #expect(SessionStore.compacted(changes) == [
            .hostZoom(host: "b", scale: 3), .mode(.page), .selectedTab(TabID(2)), .hostZoom(host: "a", scale: 0.5),
            .title(url: "https://a/", title: "2"),
        ])
    }

    @Test func visitsAndSnapshotsAllStay() {
        let snapshot = SnapshotMetadata(tab: TabID(1), url: "https://a/", width: 4, height: 3, takenAt: .milliseconds(2), key: "k1")
        let changes: [SessionChange] = [
            .visit(url: "https://a/", title: "A", at: .milliseconds(1)), .snapshot(snapshot),
            .visit(url: "https://a/", title: "A", at: .milliseconds(3)), .snapshot(snapshot),
        ]
        #expect(SessionStore.compacted(changes) == changes)
    }

    /// Random steps from a stored session, committed whole to one store and compacted to another:
    /// both take them or both refuse them (a snapshot of a tab that is not there at the end), and
    /// both read back the same session, history and snapshots.
    @Test func aCompactedCommitStoresWhatTheWholeOneDoes() throws {
        var generator = SeededGenerator(environmentOr: 0x636f_6d70_6163_74)
        var taken = 0
        for round in 0 ..< 200 {
            let changes = (0 ..< Int.random(in: 1 ... 40, using: &generator)).map { _ in Self.randomChange(using: &generator) }
            let whole = TemporaryDirectory(), compacted = TemporaryDirectory()
            let outcomes = try [(whole, changes), (compacted, SessionStore.compacted(changes))].map { folder, commit in
                let store = try SessionStore(directory: folder.state)
                _ = try store.restore()
                try store.commit(Fixtures.changes(storing: Fixtures.session))
                return Result { try store.commit(commit) }.map { true }.mapError { Refusal(message: "\($0)".replacing(folder.path, with: "")) }
            }
            let context = "round \(round), \(generator): \(changes)"
            #expect(outcomes[0] == outcomes[1], "\(context)")
            guard outcomes[0] == .success(true) else { continue }
            taken += 1
            let a = try SessionStore(directory: whole.state), b = try SessionStore(directory: compacted.state)
            #expect(try a.restore() == b.restore(), "\(context)")
            #expect(try a.history(limit: 100) == b.history(limit: 100), "\(context)")
            #expect(try a.snapshots() == b.snapshots(), "\(context)")
        }
        // A quarter of the rounds commit at least (about half do): the comparison is not vacuous.
        #expect(taken >= 50, "\(taken) of 200 rounds committed, \(generator)")
    }

    /// Why a commit was refused, without the folder's name.
    struct Refusal: Error, Equatable {
        var message: String
    }

    /// A change among few tabs, hosts and URLs, so that they meet often.
    static func randomChange(using generator: inout SeededGenerator) -> SessionChange {
        let tab = Int.random(in: 1 ... 5, using: &generator)
        let url = "https://en.wikipedia.org/wiki/P\(Int.random(in: 1 ... 3, using: &generator))"
        let time = Timestamp.milliseconds(Int64.random(in: 1 ... 1_000, using: &generator))
        switch Int.random(in: 0 ..< 9, using: &generator) {
        case 0, 1, 2:
            let pages = (0 ... Int.random(in: 0 ... 2, using: &generator)).map { "P\(tab)-\($0)" }
            return .tabSaved(Fixtures.tab(tab, pages, current: Int.random(in: -1 ..< pages.count, using: &generator),
                                          zoom: [1, 1.5].randomElement(using: &generator)!,
                                          progress: [0.1, 0.5, 1].randomElement(using: &generator)!),
                             position: Int.random(in: 0 ... 5, using: &generator))
        case 3: return .tabClosed(TabID(tab))
        case 4: return .selectedTab(TabID(tab))
        case 5: return .mode(Bool.random(using: &generator) ? .page : .overview)
        case 6: return .hostZoom(host: ["a.org", "b.org"].randomElement(using: &generator)!, scale: [0.5, 1, 2].randomElement(using: &generator)!)
        case 7: return Bool.random(using: &generator) ? .visit(url: url, title: ["", "T"].randomElement(using: &generator)!, at: time)
            : .title(url: url, title: ["A", "B"].randomElement(using: &generator)!)
        default:
            return .snapshot(SnapshotMetadata(tab: TabID(tab), url: url, width: 4, height: 3, takenAt: time,
                                              key: "k\(Int.random(in: 1 ... 3, using: &generator))"))
        }
    }
}
