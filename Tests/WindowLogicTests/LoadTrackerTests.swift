// SPDX-License-Identifier: MIT
import BrowserSession
@testable import WindowLogic
import Testing

/// The tracker alone: which load each of WebKit's events belongs to, one test per transition.
@Suite struct LoadTrackerTests {
    let first = LoadID(1), second = LoadID(2)

    /// A tracker that has run `first` to its end.
    func finished() -> LoadTracker {
        var tracker = LoadTracker()
        _ = tracker.handle(.asked(first))
        _ = tracker.handle(.started)
        _ = tracker.handle(.ended)
        return tracker
    }

    @Test func freshTrackerIsSettledAndOwnsNothing() {
        var tracker = LoadTracker()
        #expect(tracker.isSettled)
        #expect(!tracker.startedUnasked)
        #expect(tracker.handle(.progressed) == nil)
        #expect(tracker.isSettled)
    }

    @Test func askingUnsettlesUntilTheLoadEnds() {
        var tracker = LoadTracker()
        #expect(tracker.handle(.asked(first)) == nil)
        #expect(!tracker.isSettled)
        #expect(tracker.handle(.started) == first)
        #expect(!tracker.isSettled)
        #expect(tracker.handle(.progressed) == first)
        #expect(tracker.handle(.ended) == first)
        #expect(tracker.isSettled)
        #expect(tracker.state == .idle(last: first))
    }

    @Test func onlyARunningLoadOfTheCoresIsLoading() {
        var tracker = LoadTracker()
        #expect(!tracker.isLoading)
        _ = tracker.handle(.asked(first))
        #expect(!tracker.isLoading)
        _ = tracker.handle(.started)
        #expect(tracker.isLoading)
        _ = tracker.handle(.ended)
        #expect(!tracker.isLoading)
        _ = tracker.handle(.started)
        #expect(tracker.startedUnasked)
        #expect(!tracker.isLoading)
    }

    @Test func eventsBeforeTheAskedLoadStartsBelongToTheOneRunning() {
        var tracker = LoadTracker()
        _ = tracker.handle(.asked(first))
        _ = tracker.handle(.started)
        _ = tracker.handle(.asked(second))
        // The superseded load is cancelled: its failure and end are its own, and do not settle.
        #expect(tracker.handle(.progressed) == first)
        #expect(tracker.handle(.ended) == first)
        #expect(!tracker.isSettled)
        #expect(tracker.handle(.started) == second)
        #expect(tracker.handle(.ended) == second)
        #expect(tracker.isSettled)
    }

    @Test func askingAgainBeforeAStartKeepsTheRunningLoad() {
        var tracker = finished()
        _ = tracker.handle(.asked(second))
        _ = tracker.handle(.asked(LoadID(3)))
        #expect(tracker.state == .waiting(asked: LoadID(3), running: first))
        #expect(tracker.handle(.started) == LoadID(3))
    }

    @Test func lateTitleOfAFinishedLoadBelongsToIt() {
        var tracker = finished()
        #expect(tracker.handle(.progressed) == first)
        #expect(tracker.isSettled)
    }

    @Test func startWithoutAnAskIsThePagesOwnAndBelongsToNoLoad() {
        var tracker = finished()
        #expect(tracker.handle(.started) == nil)
        #expect(tracker.startedUnasked)
        #expect(!tracker.isSettled)
        #expect(tracker.handle(.progressed) == nil)
        #expect(tracker.handle(.started) == nil)
        #expect(tracker.handle(.ended) == nil)
        #expect(tracker.state == .idle(last: first))
        #expect(tracker.isSettled)
    }

    @Test func secondStartWithinALoadIsThePageNavigatingByItself() {
        var tracker = LoadTracker()
        _ = tracker.handle(.asked(first))
        _ = tracker.handle(.started)
        #expect(tracker.handle(.started) == nil)
        #expect(tracker.state == .unasked(last: first))
    }

    @Test func askingAfterAnUnaskedStartLeavesItsEventsToNoLoad() {
        var tracker = finished()
        _ = tracker.handle(.started)
        _ = tracker.handle(.asked(second))
        #expect(tracker.state == .waiting(asked: second, running: nil))
        #expect(tracker.handle(.ended) == nil)
        #expect(tracker.handle(.started) == second)
    }

    @Test func stoppingSettlesFromEveryState() {
        var waiting = finished()
        _ = waiting.handle(.asked(second))
        #expect(waiting.handle(.stopped) == nil)
        #expect(waiting.state == .idle(last: first))

        var loading = LoadTracker()
        _ = loading.handle(.asked(first))
        _ = loading.handle(.started)
        #expect(loading.handle(.stopped) == nil)
        #expect(loading.state == .idle(last: first))

        var idle = finished()
        #expect(idle.handle(.stopped) == nil)
        #expect(idle.state == .idle(last: first))

        var unasked = finished()
        _ = unasked.handle(.started)
        #expect(unasked.handle(.stopped) == nil)
        #expect(unasked.state == .idle(last: first))
    }
}
