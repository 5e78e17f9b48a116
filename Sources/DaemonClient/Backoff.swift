// SPDX-License-Identifier: MIT
/// How long to wait before the next attempt to reach the daemon: `first`, doubling after each
/// failure up to `limit`, and `first` again once an attempt succeeded.
struct Backoff: Hashable {
    let first: UInt32
    let limit: UInt32
    private var next: UInt32

    /// Milliseconds: 0.1 s doubling to 2 s unless told.
    init(first: UInt32 = 100, limit: UInt32 = 2_000) {
        self.first = first
        self.limit = limit
        next = first
    }

    /// The wait before the next attempt, in milliseconds; the one after is longer.
    mutating func delay() -> UInt32 {
        defer { next = min(next * 2, limit) }
        return next
    }

    mutating func reset() { next = first }
}
