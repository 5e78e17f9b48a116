// SPDX-License-Identifier: MIT
@testable import DaemonClient
import SystemCalls
import Testing

/// The waits between attempts to reach the daemon, and the notes about a stream that sends garbage.
@Suite struct BackoffTests {
    @Test func waitsDoubleFromATenthOfASecondToTwoSecondsAndStartAgainAfterASuccess() {
        var backoff = Backoff()
        #expect((0 ..< 7).map { _ in backoff.delay() } == [100, 200, 400, 800, 1_600, 2_000, 2_000].map(Duration.milliseconds))
        backoff.reset()
        #expect(backoff.delay() == .milliseconds(100))
    }

    @Test func oneNotePerIntervalAndTheNextOneCountsThoseHeldBack() {
        var limiter = NoteLimiter(interval: .nanoseconds(1_000))
        let at = SystemClock.Instant.init(nanoseconds:)
        #expect(limiter.admit(at: at(5_000)) == 0)
        #expect(limiter.admit(at: at(5_001)) == nil)
        #expect(limiter.admit(at: at(5_999)) == nil)
        #expect(limiter.admit(at: at(6_000)) == 2)
        #expect(limiter.admit(at: at(7_500)) == 0)
    }
}
