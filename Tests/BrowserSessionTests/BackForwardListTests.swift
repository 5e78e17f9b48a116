// SPDX-License-Identifier: MIT
import BrowserSession
import Testing

@Suite struct BackForwardListTests {
    let a = HistoryItem(url: "https://a.example/", title: "A")
    let b = HistoryItem(url: "https://b.example/", title: "B")
    let c = HistoryItem(url: "https://c.example/", title: "C")

    func controls(_ list: BackForwardList) -> [Bool] {
        [list.canGoBack, list.canGoForward, list.canReload]
    }

    @Test func startViewHasNothingEnabled() {
        let list = BackForwardList()
        #expect(list.current == nil)
        #expect(list.isEmpty)
        #expect(controls(list) == [false, false, false])
    }

    @Test func firstVisitLeavesTheStartViewAndCanGoBackToIt() {
        var list = BackForwardList()
        list.visit(a)
        #expect(list.current == a)
        #expect(list.back == [])
        #expect(controls(list) == [true, false, true])
    }

    @Test func backFromTheFirstPageIsTheStartView() {
        var list = BackForwardList()
        list.visit(a)
        #expect(list.goBack() == true)
        #expect(list.current == nil)
        #expect(list.forward == [a])
        #expect(!list.isEmpty)
        #expect(controls(list) == [false, true, false])
    }

    @Test func backFromTheStartViewDoesNothing() {
        var list = BackForwardList(forward: [a])
        #expect(list.goBack() == false)
        #expect(list == BackForwardList(forward: [a]))
    }

    @Test func forwardFromTheStartViewLeavesIt() {
        var list = BackForwardList(forward: [a, b])
        #expect(list.goForward() == true)
        #expect(list.current == a)
        #expect(list.back == [])
        #expect(list.forward == [b])
        #expect(controls(list) == [true, true, true])
    }

    @Test func forwardWithNothingAheadDoesNothing() {
        var list = BackForwardList(back: [a], current: b)
        #expect(list.goForward() == false)
        #expect(list == BackForwardList(back: [a], current: b))
    }

    @Test func backAndForwardMoveOnePage() {
        var list = BackForwardList()
        list.visit(a)
        list.visit(b)
        list.visit(c)
        #expect(list.goBack() == true)
        #expect(list == BackForwardList(back: [a], current: b, forward: [c]))
        #expect(list.goBack() == true)
        #expect(list == BackForwardList(back: [], current: a, forward: [b, c]))
        #expect(list.goForward() == true)
        #expect(list == BackForwardList(back: [a], current: b, forward: [c]))
    }

    @Test func visitAfterBackDropsForward() {
        var list = BackForwardList(back: [a], current: b, forward: [c])
        list.visit(c)
        #expect(list == BackForwardList(back: [a, b], current: c))
        #expect(!list.canGoForward)
    }

    @Test func visitFromTheStartViewDropsForward() {
        var list = BackForwardList(forward: [a, b])
        list.visit(c)
        #expect(list == BackForwardList(current: c))
    }

    @Test func startViewCannotHaveAnythingBehindIt() {
        #expect(BackForwardList(back: [a], current: nil, forward: [b]) == BackForwardList(forward: [b]))
    }

    @Test(arguments: [
        BackForwardList(),
        BackForwardList(forward: [HistoryItem(url: "https://a.example/", title: "A")]),
        BackForwardList(current: HistoryItem(url: "https://a.example/", title: "A")),
        BackForwardList(back: [HistoryItem(url: "https://a.example/", title: "A")], current: HistoryItem(url: "https://b.example/", title: "B"),
                        forward: [HistoryItem(url: "https://c.example/", title: "C")]),
    ])
    func entriesRoundTrip(_ list: BackForwardList) {
        let entries = list.entries
        #expect(BackForwardList(items: entries.items, currentIndex: entries.currentIndex) == list)
    }

    @Test func entriesOfAListInTheMiddle() {
        let entries = BackForwardList(back: [a], current: b, forward: [c]).entries
        #expect(entries.items == [a, b, c])
        #expect(entries.currentIndex == 1)
    }

    @Test func entriesOfTheStartViewHaveIndexMinusOne() {
        let entries = BackForwardList(forward: [a, b]).entries
        #expect(entries.items == [a, b])
        #expect(entries.currentIndex == -1)
    }

    @Test(arguments: [-1, 3, 99, Int.min])
    func storedIndexOutsideTheEntriesIsTheStartView(_ index: Int) {
        #expect(BackForwardList(items: [a, b, c], currentIndex: index) == BackForwardList(forward: [a, b, c]))
    }
}
