// SPDX-License-Identifier: MIT
/// A recorded pace kept on the monotonic clock: offsets (from the start of a recording) become
/// times from when the clock was made. What `--realtime` replays, the daemon's paced replays and
/// the VM suite's player all pace by. Offsets are nanoseconds, as `offset(seconds:)` makes them
/// from the stream's times.
public struct PlaybackClock: Sendable {
    /// The monotonic time offset 0 stands for.
    public let start: SystemClock.Instant

    /// Offset 0 is now.
    public init() { start = .now() }

    /// The monotonic time `offset` nanoseconds after the start.
    public func deadline(at offset: Int64) -> SystemClock.Instant { start + .nanoseconds(offset) }

    /// Nanoseconds since the start.
    public var elapsed: Int64 { SystemClock.now() - start.nanoseconds }

    /// True once `offset` nanoseconds after the start have come.
    public func isDue(_ offset: Int64) -> Bool { elapsed >= offset }

    /// Sleeps until `offset` nanoseconds after the start (returns at once when that has passed).
    public func wait(until offset: Int64) { SystemClock.sleep(until: deadline(at: offset)) }

    /// The offset of `seconds` (a stream time) in nanoseconds.
    public static func offset(seconds: Double) -> Int64 { Int64((seconds * 1e9).rounded()) }

    /// Sleeps `seconds` from now.
    public static func sleep(seconds: Double) {
        guard seconds > 0 else { return }
        PlaybackClock().wait(until: offset(seconds: seconds))
    }
}
