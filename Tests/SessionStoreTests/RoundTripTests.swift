// SPDX-License-Identifier: MIT
import BrowserSession
import InputEvents
import Testing
@testable import SessionStore

/// Every kind of change, committed, then read back by a store opened afresh (as the next run would).
@Suite struct RoundTripTests {
    let folder = TemporaryDirectory()

    func reopened() throws -> SessionStore { try SessionStore(directory: folder.state) }

    /// A store that has restored (nothing), ready to commit.
    func store() throws -> SessionStore {
        let store = try reopened()
        #expect(try store.restore() == nil)
        return store
    }

    @Test func nothingStoredRestoresNil() throws {
        #expect(try store().restore() == nil)
        #expect(try reopened().restore() == nil)
    }

    @Test func aWholeSessionRestoresEqual() throws {
        try store().commit(Fixtures.changes(storing: Fixtures.session))
        #expect(try reopened().restore() == Fixtures.session)
    }

    @Test func aTabKeepsTheRenderersStateByteForByte() throws {
        var tab = Fixtures.tab(1, ["A", "B"], current: 1)
        // Every byte value, NULs included.
        tab.rendererState = RendererSessionState(bytes: (0 ... 255).map(UInt8.init) + [0, 0])
        let store = try store()
        try store.commit([.tabSaved(tab, position: 0)])
        #expect(try reopened().restore()?.tabs == [tab])
        // Saved again without one (never by the core, which keeps what it has): the column empties.
        tab.rendererState = nil
        try store.commit([.tabSaved(tab, position: 0)])
        #expect(try reopened().restore()?.tabs == [tab])
    }

    @Test func theStartViewWithPagesAheadKeepsItsForwardList() throws {
        let tab = Fixtures.tab(1, ["A", "B"], current: -1)
        try store().commit([.tabSaved(tab, position: 0)])
        let restored = try #require(try reopened().restore())
        #expect(restored.tabs == [tab])
        #expect(restored.tabs[0].current == nil)
        #expect(restored.tabs[0].history.forward == [Fixtures.item("A"), Fixtures.item("B")])
    }

    @Test func savingATabAgainReplacesItsEntries() throws {
        let store = try store()
        try store.commit([.tabSaved(Fixtures.tab(1, ["A", "B", "C"], current: 2), position: 0)])
        var tab = Fixtures.tab(1, ["A", "B", "C"], current: 2)
        tab.history.goBack()
        tab.history.goBack()
        tab.history.visit(Fixtures.item("D"))
        tab.zoom = 2
        tab.progress = 0.5
        try store.commit([.tabSaved(tab, position: 0)])
        let restored = try #require(try reopened().restore())
        #expect(restored.tabs == [tab])
        #expect(restored.tabs[0].history.entries.items == [Fixtures.item("A"), Fixtures.item("D")])
    }

    /// Positions follow `tabs.insert(_:at:)`.
    @Test(arguments: [
        // (steps as (tab, position) saves, expected order)
        ([(1, 0), (2, 1), (3, 1)], [1, 3, 2]),      // insert in the middle shifts the rest
        ([(1, 0), (2, 1), (3, 2), (3, 0)], [3, 1, 2]), // move to the front
        ([(1, 0), (2, 1), (3, 2), (1, 2)], [2, 3, 1]), // move to the end
        ([(1, 0), (2, 9)], [1, 2]),                 // past the end appends
    ] as [([(Int, Int)], [Int])])
    func tabPositionsActLikeAnArray(steps: [(Int, Int)], order: [Int]) throws {
        let store = try store()
        for (id, position) in steps {
            try store.commit([.tabSaved(Fixtures.tab(id, ["P\(id)"], current: 0), position: position)])
        }
        #expect(try reopened().restore()?.tabs.map(\.id.rawValue) == order)
    }

    @Test func aSelectionOfNoStoredTabFallsBackToTheFirst() throws {
        let store = try store()
        try store.commit([
            .tabSaved(Fixtures.tab(1, ["A"], current: 0), position: 0),
            .tabSaved(Fixtures.tab(2, ["B"], current: 0), position: 1),
            .selectedTab(TabID(2)),
        ])
        #expect(try reopened().restore()?.selectedTab == TabID(2))
        try store.commit([.selectedTab(TabID(7))])
        #expect(try reopened().restore()?.selectedTab == TabID(1))
    }

    @Test(arguments: [SessionMode.page, .overview])
    func theModeRoundTrips(mode: SessionMode) throws {
        let store = try store()
        try store.commit([.tabSaved(Fixtures.tab(1, [], current: -1), position: 0), .mode(.overview), .mode(mode)])
        #expect(try reopened().restore()?.mode == mode)
    }

    @Test func zoomPerHostKeepsTheLatest() throws {
        let store = try store()
        try store.commit([.tabSaved(Fixtures.tab(1, [], current: -1), position: 0), .hostZoom(host: "a.org", scale: 2), .hostZoom(host: "b.org", scale: 0.5)])
        try store.commit([.hostZoom(host: "a.org", scale: 3.25)])
        #expect(try reopened().restore()?.zoomByHost == ["a.org": 3.25, "b.org": 0.5])
    }

    @Test func visitsCountPerURLNewestFirst() throws {
        let store = try store()
        try store.commit([.visit(url: "https://a/", title: "A", at: .milliseconds(1_000))])
        try store.commit([.visit(url: "https://b/", title: "B", at: .milliseconds(2_000))])
        // Revisited: counted, newest title, later time; an empty title (not loaded yet) keeps the known one.
        try store.commit([.visit(url: "https://a/", title: "A again", at: .milliseconds(3_000))])
        try store.commit([.visit(url: "https://a/", title: "", at: .milliseconds(4_000))])
        let history = try reopened().history(limit: 10)
        #expect(history == [
            HistoryEntry(url: "https://a/", title: "A again", visitCount: 3, lastVisit: .milliseconds(4_000)),
            HistoryEntry(url: "https://b/", title: "B", visitCount: 1, lastVisit: .milliseconds(2_000)),
        ])
        #expect(try reopened().history(limit: 1).map(\.url) == ["https://a/"])
    }

    @Test func aTitleArrivingLaterRenamesTheURLWithoutAVisit() throws {
        let store = try store()
        try store.commit([.visit(url: "https://a/", title: "https://a/", at: .milliseconds(1_000))])
        try store.commit([.title(url: "https://a/", title: "A"), .title(url: "https://never-visited/", title: "N")])
        #expect(try reopened().history(limit: 10) == [HistoryEntry(url: "https://a/", title: "A", visitCount: 1, lastVisit: .milliseconds(1_000))])
    }

    @Test func everyVisitIsKept() throws {
        let store = try store()
        for second in 1...3 { try store.commit([.visit(url: "https://a/", title: "A", at: .milliseconds(Int64(second) * 1_000))]) }
        let connection = try SQLiteConnection(path: folder.database)
        var times: [Int64] = []
        try connection.query("SELECT visit_time FROM visits ORDER BY id") { times.append($0.integer(0)) }
        #expect(times == [1_000_000, 2_000_000, 3_000_000])
    }

    @Test func aNewerSnapshotReplacesTheTabsOld() throws {
        let store = try store()
        let old = SnapshotMetadata(tab: TabID(1), url: "https://a/", width: 320, height: 200, takenAt: .milliseconds(5), key: "old")
        let new = SnapshotMetadata(tab: TabID(1), url: "https://b/", width: 640, height: 400, takenAt: .milliseconds(9), key: "new")
        let other = SnapshotMetadata(tab: TabID(3), url: "https://c/", width: 1, height: 2, takenAt: .milliseconds(1), key: "c")
        // A snapshot may come before its tab in the same step (the tab reference is checked at COMMIT).
        try store.commit([.snapshot(old), .tabSaved(Fixtures.tab(1, ["A"], current: 0), position: 0), .tabSaved(Fixtures.tab(3, ["C"], current: 0), position: 1), .snapshot(other)])
        try store.commit([.snapshot(new)])
        #expect(try reopened().snapshots() == [new, other])
    }

    @Test func textKeepsEveryByte() throws {
        let odd = HistoryItem(url: "https://ja.wikipedia.org/wiki/東京?q=a\u{0}b&x=✓", title: "")
        let tab = Tab(id: TabID(1), history: BackForwardList(items: [odd], currentIndex: 0))
        let store = try store()
        try store.commit([.tabSaved(tab, position: 0), .visit(url: odd.url, title: "💡", at: .milliseconds(1))])
        let reopened = try reopened()
        #expect(try reopened.restore()?.tabs == [tab])
        #expect(try reopened.history(limit: 1).first?.url == odd.url)
        #expect(try reopened.history(limit: 1).first?.title == "💡")
    }
}
