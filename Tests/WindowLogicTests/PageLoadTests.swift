// SPDX-License-Identifier: MIT
import BrowserSession
@testable import WindowLogic
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

/// The rules that `PageLoad`'s states (`PageLoad.md`) make explicit: what outweighs what in a
/// load's course, what the next unasked start is, and how long a redirect and a title wait last.
extension PageLoadTests {
    var elsewhere: String { "https://en.wikipedia.org/wiki/Elsewhere" }

    @Test func aStartBeginsAFreshCourse() {
        var load = started()
        #expect(load.state == .running(PageLoad.Running()))
        _ = load.handle(.titled)
        #expect(load.state == .running(PageLoad.Running(course: .titled)))
        #expect(load.handle(.finished) == [.finished(first)])
        #expect(load.state == .between(next: .unknown))
    }

    @Test(arguments: [[PageLoad.Event.titled, .failed(shown: false)], [.failed(shown: false), .titled]])
    func aFailureOutweighsATitleWhicheverComesFirst(_ events: [PageLoad.Event]) {
        var load = started()
        for event in events { _ = load.handle(event) }
        #expect(load.state == .running(PageLoad.Running(course: .failed)))
        #expect(load.handle(.finished) == [.failed(first)])
        #expect(load.isSettled)
    }

    @Test(arguments: [[PageLoad.Event.interrupted], [.failed(shown: false), .interrupted, .titled]])
    func anInterruptedLoadEndsFailedWhateverCameBefore(_ events: [PageLoad.Event]) {
        var load = started()
        for event in events { _ = load.handle(event) }
        #expect(load.state == .running(PageLoad.Running(course: .interrupted)))
        #expect(load.handle(.finished) == [.failed(first), .reportList])
    }

    @Test func anInterruptionWithNothingRunningIsIgnored() {
        var load = started()
        _ = load.handle(.finished)
        _ = load.handle(.interrupted)
        #expect(load.state == .between(next: .unknown))
    }

    @Test func theErrorPageStaysTheNextStartWhateverThePageNavigatesTo() {
        var load = started()
        _ = load.handle(.failed(shown: true))
        _ = load.handle(.pageNavigated(elsewhere))
        _ = load.handle(.finished)
        #expect(load.state == .between(next: .errorPage))
        _ = load.handle(.pageNavigated(elsewhere))
        #expect(load.handle(.started) == [])
        // The error page's own start leaves nothing for the next.
        #expect(load.state.next == .unknown)
    }

    @Test func aPageNavigationDuringALoadNamesTheStartAfterIt() {
        var load = started()
        _ = load.handle(.pageNavigated(elsewhere))
        _ = load.handle(.titled)
        _ = load.handle(.finished)
        #expect(load.state == .between(next: .pageNavigation(elsewhere)))
        #expect(load.handle(.started) == [.stop(askCore: elsewhere)])
    }

    @Test func aStartOfTheCoresLoadForgetsThePageNavigation() {
        var load = started()
        _ = load.handle(.finished)
        _ = load.handle(.pageNavigated(elsewhere))
        _ = load.handle(.asked(second))
        #expect(load.handle(.started) == [.started(second)])
        #expect(load.state.next == .unknown)
    }

    @Test func aRedirectEndsWithItsLoad() {
        var load = started()
        _ = load.handle(.redirected)
        #expect(load.redirected)
        _ = load.handle(.finished)
        #expect(!load.redirected)
        // A redirect of a load the core did not ask for is not the core's.
        var unasked = started()
        _ = unasked.handle(.finished)
        _ = unasked.handle(.started)
        _ = unasked.handle(.redirected)
        #expect(!unasked.redirected)
    }

    @Test func aSecondStartWithinALoadBeginsANewCourse() {
        var load = started()
        for event in [PageLoad.Event.titled, .redirected] { _ = load.handle(event) }
        #expect(load.state == .running(PageLoad.Running(course: .titled, redirected: true)))
        // The page navigating again by itself: stopped, and its course is its own.
        #expect(load.handle(.started) == [.stop(askCore: nil)])
        #expect(load.state == .running(PageLoad.Running()))
    }

    @Test func aTitleWaitLastsIntoTheNextLoadUntilATitleEndsIt() {
        var load = started()
        _ = load.handle(.finished)
        #expect(load.title == .awaiting(1))
        _ = load.handle(.asked(second))
        _ = load.handle(.started)
        _ = load.handle(.failed(shown: false))
        // A failed load awaits no title, but the wait before it lasts.
        #expect(load.handle(.finished) == [.failed(second)])
        #expect(load.awaitingTitle)
        #expect(!load.isSettled)
        #expect(load.handle(.titleGraceEnded(1)) == [.settle])
        #expect(load.title == .none(waits: 1))
        #expect(load.isSettled)
    }

    @Test func aFinishWithNoStartBeforeItAwaitsNoTitle() {
        var load = PageLoad()
        #expect(load.handle(.finished) == [.settle])
        #expect(load.isSettled)
        var finished = started()
        _ = finished.handle(.finished)
        _ = finished.handle(.titled)
        #expect(finished.handle(.finished) == [.finished(first)])
        #expect(finished.isSettled)
    }

    @Test func aFailureShownWithNoLoadRunningStillLetsItsErrorPageThrough() {
        var load = started()
        _ = load.handle(.finished)
        _ = load.handle(.failed(shown: false))
        #expect(load.state == .between(next: .unknown))
        _ = load.handle(.failed(shown: true))
        #expect(load.state == .between(next: .errorPage))
        #expect(load.handle(.started) == [])
    }
}
