// SPDX-License-Identifier: MIT
/// At most one note per `interval` about the same kind of trouble (a peer sending garbage must not
/// flood stderr); the notes held back are counted and told with the next one.
struct NoteLimiter: Hashable {
    /// Nanoseconds between notes.
    let interval: Int64
    private var last: Int64?
    private var held = 0

    init(interval: Int64 = 10_000_000_000) { self.interval = interval }

    /// Whether a note may go out at `now` (nanoseconds, any monotonic clock), and how many were
    /// held back since the last one; nil when this one is held back.
    mutating func admit(at now: Int64) -> Int? {
        if let last, now - last < interval {
            held += 1
            return nil
        }
        defer { held = 0 }
        last = now
        return held
    }
}
