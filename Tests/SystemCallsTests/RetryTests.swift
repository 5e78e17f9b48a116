// SPDX-License-Identifier: MIT
import Glibc
import SystemCalls
import Testing

@Suite struct RetryTests {
    @Test func anInterruptedCallIsMadeAgainAndAnyOtherResultReturned() {
        var results: [Int32] = [-EINTR, -EINTR, -EAGAIN, 5]
        var calls = 0
        let result = retryingOnInterrupt({ () -> Int32 in
            calls += 1
            return results.removeFirst()
        }) { $0 < 0 ? -$0 : nil }
        #expect(result == -EAGAIN)
        #expect(calls == 3)
    }
}
