// SPDX-License-Identifier: MIT
import SystemCalls

/// At most one note per `interval` about the same kind of trouble (a peer sending garbage must not
/// flood stderr); the notes held back are counted and told with the next one.
struct NoteLimiter: Hashable {
    let interval: Duration
    private var last: SystemClock.Instant?
    private var held = 0

    init(interval: Duration = .seconds(10)) { self.interval = interval }

    /// Whether a note may go out at `now` (on the monotonic clock), and how many were held back
    /// since the last one; nil when this one is held back.
    mutating func admit(at now: SystemClock.Instant) -> Int? {
        if let last, now - last < interval {
            held += 1
            return nil
        }
        defer { held = 0 }
        last = now
        return held
    }
}
