// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif
import CLinux

/// The clocks, read and slept on in one place. Times are nanoseconds since the clock's epoch (for
/// `CLOCK_MONOTONIC`, an arbitrary point such as boot).
public enum SystemClock {
    /// The time now on `clock` (`CLOCK_MONOTONIC` unless told: what pacing and deadlines use).
    public static func now(_ clock: clockid_t = CLOCK_MONOTONIC) -> Int64 {
        var time = timespec()
        clock_gettime(clock, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// Sleeps until `deadline` on `CLOCK_MONOTONIC`; returns at once when it has passed. A signal
    /// does not cut the sleep short.
    public static func sleep(until deadline: Int64) {
        var time = timespec(nanoseconds: deadline)
        _ = retryingOnInterrupt({ clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &time, nil) }) { $0 == 0 ? nil : $0 }
    }
}

extension timespec {
    /// `nanoseconds` as seconds and nanoseconds.
    init(nanoseconds: Int64) {
        self.init(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
    }
}
