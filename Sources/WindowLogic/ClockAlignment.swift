// SPDX-License-Identifier: MIT
/// Another clock read on the window's own: the event times of the daemon's stream (seconds since
/// the stream began) and of GDK (the compositor's milliseconds) each have their own origin, and
/// neither may be assumed to be the window's monotonic clock. An event reaches the window no sooner
/// than it happened, so the smallest `arrival - eventTime` seen is the clocks' offset plus the
/// fastest delivery (a few milliseconds): a backlog makes one event late, never the estimate early.
package struct ClockAlignment {
    /// The least `arrival - eventTime` seen, in milliseconds; nil before the first event.
    private(set) var offset: Double?

    /// Takes one event: its time on its own clock and when it reached the window, both in ms.
    mutating func observe(eventTime: Double, arrival: Double) {
        let difference = arrival - eventTime
        offset = min(offset ?? difference, difference)
    }

    /// `eventTime` on the window's clock; nil before the first event.
    func windowTime(of eventTime: Double) -> Double? {
        offset.map { eventTime + $0 }
    }

    /// Forgets the offset: the clock started again (a new stream from the daemon).
    mutating func reset() {
        offset = nil
    }
}
