// SPDX-License-Identifier: MIT
/// How long to wait before the next attempt to reach the daemon: `first`, doubling after each
/// failure up to `limit`, and `first` again once an attempt succeeded.
struct Backoff: Hashable {
    let first: Duration
    let limit: Duration
    private var next: Duration

    /// 0.1 s doubling to 2 s unless told.
    init(first: Duration = .milliseconds(100), limit: Duration = .seconds(2)) {
        self.first = first
        self.limit = limit
        next = first
    }

    /// The wait before the next attempt; the one after is longer.
    mutating func delay() -> Duration {
        defer { next = min(next * 2, limit) }
        return next
    }

    mutating func reset() { next = first }
}
