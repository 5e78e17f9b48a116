// SPDX-License-Identifier: MIT
import Glibc
import SystemCalls
import Testing

@Suite struct SignalWatcherTests {
    @Test func ctrlCWaitsOnTheDescriptorInsteadOfKilling() throws {
        let signals = try SignalWatcher([SIGINT, SIGTERM])
        #expect(try signals.take() == nil)
        // raise() signals this thread, which now blocks SIGINT: it must queue, not kill.
        raise(SIGINT)
        #expect(try Poll.wait(readable: [signals.fileDescriptor], until: .now() + .seconds(1)) == [true])
        #expect(try signals.take() == SIGINT)
        raise(SIGTERM)
        #expect(try signals.take() == SIGTERM)
        #expect(try signals.take() == nil)
    }

    @Test func goingAwayRestoresTheMaskItFound() throws {
        // The test runner's threads may block signals already: start from SIGUSR1 unblocked.
        var usr1 = sigset_t()
        sigemptyset(&usr1)
        sigaddset(&usr1, SIGUSR1)
        var original = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &usr1, &original)
        defer { pthread_sigmask(SIG_SETMASK, &original, nil) }
        do {
            let watcher = try SignalWatcher([SIGUSR1])
            var during = sigset_t()
            pthread_sigmask(SIG_SETMASK, nil, &during)
            #expect(sigismember(&during, SIGUSR1) == 1)
            withExtendedLifetime(watcher) {}
        }
        var after = sigset_t()
        pthread_sigmask(SIG_SETMASK, nil, &after)
        #expect(sigismember(&after, SIGUSR1) == 0)
    }
}
