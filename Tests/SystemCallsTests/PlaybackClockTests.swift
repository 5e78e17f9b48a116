// SPDX-License-Identifier: MIT
import SystemCalls
import Testing

@Suite struct PlaybackClockTests {
    @Test func offsetsAreTimesFromTheStart() {
        let clock = PlaybackClock()
        #expect(clock.deadline(at: 1_500) == clock.start + .nanoseconds(1_500))
        #expect(clock.isDue(0))
        #expect(!clock.isDue(3_600 * 1_000_000_000))
        #expect(PlaybackClock.offset(seconds: 0.25) == 250_000_000)
    }

    @Test func waitingReturnsNoEarlierThanTheDeadline() {
        let clock = PlaybackClock()
        clock.wait(until: 2_000_000)
        #expect(clock.elapsed >= 2_000_000)
    }
}
