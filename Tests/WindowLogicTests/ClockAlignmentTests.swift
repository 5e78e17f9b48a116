// SPDX-License-Identifier: MIT
@testable import WindowLogic
import Testing

/// Another clock put on the window's: the least delay seen is the offset.
@Suite struct ClockAlignmentTests {
    @Test func theLeastDelayIsTheClocksOffset() {
        var clock = ClockAlignment()
        #expect(clock.windowTime(of: 10) == nil)
        clock.observe(eventTime: 1_000, arrival: 5_300)
        clock.observe(eventTime: 1_100, arrival: 5_102)
        clock.observe(eventTime: 1_200, arrival: 5_900)
        #expect(clock.windowTime(of: 2_000) == 6_002)
        clock.reset()
        #expect(clock.offset == nil)
    }
}
