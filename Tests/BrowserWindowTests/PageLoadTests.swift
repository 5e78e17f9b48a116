// SPDX-License-Identifier: MIT
import BrowserSession
@testable import BrowserWindow
import Testing

/// A tab's loads as WebKit's events tell them, one test per rule of `PageLoad`.
@Suite struct PageLoadTests {
    let first = LoadID(1), second = LoadID(2)

    /// A view whose load `first` has started.
    func started() -> PageLoad {
        var load = PageLoad()
        #expect(load.handle(.asked(first)) == [])
        #expect(load.handle(.started) == [.started(first)])
        return load
    }

    @Test func aLoadIsReportedFromStartToFinish() {
        var load = started()
        #expect(!load.isSettled)
        #expect(load.handle(.committed) == [.committed(first)])
        #expect(load.handle(.progressed) == [.progressed(first)])
        #expect(load.handle(.titled) == [.titled(first)])
        #expect(load.handle(.finished) == [.finished(first)])
        #expect(load.isSettled)
    }

    @Test func aLoadFinishedUntitledWaitsForItsTitle() {
        var load = started()
        #expect(load.handle(.finished) == [.awaitTitle(1), .finished(first)])
        #expect(!load.isSettled)
        // The title comes late: it is the finished load's, and the tab settles.
        #expect(load.handle(.titled) == [.titled(first)])
        #expect(load.isSettled)
        // The wait's end finds nothing to end.
        #expect(load.handle(.titleGraceEnded(1)) == [])
    }

    @Test func aPageWithoutATitleSettlesAfterTheGrace() {
        var load = started()
        _ = load.handle(.finished)
        #expect(load.handle(.titleGraceEnded(1)) == [.settle])
        #expect(load.isSettled)
    }

    @Test func anEarlierWaitCannotEndALaterOne() {
        var load = started()
        _ = load.handle(.finished)
        _ = load.handle(.asked(second))
        #expect(load.handle(.started) == [.started(second)])
        #expect(load.handle(.finished) == [.awaitTitle(2), .finished(second)])
        #expect(load.handle(.titleGraceEnded(1)) == [])
        #expect(load.awaitingTitle)
        #expect(load.handle(.titleGraceEnded(2)) == [.settle])
    }

    @Test func aFailureIsReportedByTheFinishThatFollowsAndAwaitsNoTitle() {
        var load = started()
        #expect(load.handle(.failed(shown: true)) == [])
        #expect(load.handle(.finished) == [.failed(first)])
        #expect(load.isSettled)
    }

    @Test func theErrorPageOfAShownFailureLoadsUnaskedAndIsLetThrough() {
        var load = started()
        _ = load.handle(.failed(shown: true))
        _ = load.handle(.finished)
        #expect(load.handle(.started) == [])
        // Its end belongs to no load: the tab may settle.
        #expect(load.handle(.finished) == [.awaitTitle(1), .settle])
    }

    @Test func aLoadThePageStartsByItselfIsStoppedAndAskedOfTheCore() {
        var load = started()
        #expect(load.handle(.titled) == [.titled(first)])
        _ = load.handle(.finished)
        #expect(load.handle(.pageNavigated("https://en.wikipedia.org/wiki/Elsewhere")) == [])
        #expect(load.handle(.started) == [.stop(askCore: "https://en.wikipedia.org/wiki/Elsewhere")])
        // One whose destination decide-policy never saw (a frame's, or a refresh) is only stopped.
        var unseen = started()
        _ = unseen.handle(.finished)
        #expect(unseen.handle(.started) == [.stop(askCore: nil)])
        // A failure that was not shown (cancelled, interrupted) leaves no error page to let through.
        var cancelled = started()
        _ = cancelled.handle(.failed(shown: false))
        _ = cancelled.handle(.finished)
        #expect(cancelled.handle(.started) == [.stop(askCore: nil)])
    }

    @Test func aServerRedirectCountsOnlyForTheCoresRunningLoadUntilTheNextStart() {
        var idle = PageLoad()
        _ = idle.handle(.redirected)
        #expect(!idle.redirected)
        var load = started()
        _ = load.handle(.redirected)
        #expect(load.redirected)
        _ = load.handle(.asked(second))
        _ = load.handle(.started)
        #expect(!load.redirected)
    }

    @Test func anInterruptedLoadHandsTheListToTheCoreOnce() {
        var load = started()
        _ = load.handle(.titled)
        _ = load.handle(.interrupted)
        _ = load.handle(.failed(shown: false))
        #expect(load.handle(.finished) == [.failed(first), .reportList])
        _ = load.handle(.asked(second))
        _ = load.handle(.started)
        _ = load.handle(.titled)
        #expect(load.handle(.finished) == [.finished(second)])
    }

    @Test func eventsOfNoLoadOnlySettle() {
        var load = PageLoad()
        #expect(load.handle(.committed) == [])
        #expect(load.handle(.progressed) == [])
        #expect(load.handle(.titled) == [.settle])
        // A tab sent to its start view mid-load: the load's last events belong to it no more.
        var stopped = started()
        _ = stopped.handle(.stopped)
        #expect(stopped.isSettled)
    }
}
