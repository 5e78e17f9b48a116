// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif
import CLinux

/// The clocks, read and slept on in one place. A time on a clock is an `Instant` (nanoseconds
/// since the clock's epoch: for `CLOCK_MONOTONIC`, an arbitrary point such as boot); a span
/// between two is a `Duration`.
public enum SystemClock {
    /// Which clock: the monotonic one (pacing, deadlines, input devices switched to it) or the
    /// wall clock (input devices that cannot switch).
    public struct ID: Hashable, Sendable {
        let rawValue: clockid_t

        /// `CLOCK_MONOTONIC`.
        public static let monotonic = ID(rawValue: CLOCK_MONOTONIC)
        /// `CLOCK_REALTIME`.
        public static let realtime = ID(rawValue: CLOCK_REALTIME)
    }

    /// A point in time on one of the clocks.
    public struct Instant: Hashable, Comparable, Sendable {
        /// Nanoseconds since the clock's epoch.
        public var nanoseconds: Int64

        public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

        /// The time now on `clock`.
        public static func now(_ clock: ID = .monotonic) -> Instant { Instant(nanoseconds: SystemClock.now(clock)) }

        /// The instant in milliseconds since the epoch, as arrival times and traces write it.
        public var milliseconds: Double { Double(nanoseconds) / 1_000_000 }

        /// The instant in seconds since the epoch.
        public var seconds: Double { Double(nanoseconds) / 1_000_000_000 }

        public static func < (a: Instant, b: Instant) -> Bool { a.nanoseconds < b.nanoseconds }

        /// `span` later, saturating instead of overflowing (a deadline "never" is far, not negative).
        public static func + (instant: Instant, span: Duration) -> Instant {
            let (sum, overflow) = instant.nanoseconds.addingReportingOverflow(span.nanoseconds)
            return Instant(nanoseconds: overflow ? (span > .zero ? .max : .min) : sum)
        }

        /// The span from `b` to `a`.
        public static func - (a: Instant, b: Instant) -> Duration { .nanoseconds(a.nanoseconds - b.nanoseconds) }
    }

    /// The time now on `clock` in nanoseconds since its epoch (`CLOCK_MONOTONIC` unless told); outside
    /// this module, `Instant.now`.
    static func now(_ clock: ID = .monotonic) -> Int64 {
        var time = timespec()
        clock_gettime(clock.rawValue, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// Sleeps until `deadline` on `CLOCK_MONOTONIC`; returns at once when it has passed. A signal
    /// does not cut the sleep short.
    public static func sleep(until deadline: Instant) {
        var time = timespec(nanoseconds: deadline.nanoseconds)
        _ = retryingOnInterrupt({ clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &time, nil) }) { $0 == 0 ? nil : $0 }
    }

    /// Sleeps for `span` (returns at once when it is not positive).
    public static func sleep(for span: Duration) {
        guard span > .zero else { return }
        sleep(until: .now() + span)
    }
}

extension Duration {
    /// The span in whole nanoseconds (rounded towards zero; saturating far beyond a lifetime).
    public var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return seconds < 0 ? .min : .max }
        let (sum, overflowed) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
        return overflowed ? (seconds < 0 ? .min : .max) : sum
    }
}

extension timespec {
    /// `nanoseconds` as seconds and nanoseconds.
    init(nanoseconds: Int64) {
        self.init(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
    }
}
