import Devices
import Glibc
import Testing

@Suite struct TerminationSignalsTests {
    @Test func ctrlCWaitsOnTheDescriptorInsteadOfKilling() throws {
        let signals = try TerminationSignals()
        #expect(signals.take() == nil)
        // raise() signals this thread, which now blocks SIGINT: it must queue, not kill.
        raise(SIGINT)
        var descriptor = pollfd(fd: signals.fileDescriptor, events: Int16(POLLIN), revents: 0)
        #expect(poll(&descriptor, 1, 1_000) == 1)
        #expect(signals.take() == SIGINT)
        raise(SIGTERM)
        #expect(signals.take() == SIGTERM)
        #expect(signals.take() == nil)
    }
}
