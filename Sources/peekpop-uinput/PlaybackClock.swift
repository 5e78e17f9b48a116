#if canImport(Glibc)
import Glibc
#endif

/// The monotonic clock the player paces frames by: offsets are from when playing started.
struct PlaybackClock {
    private let start: timespec

    init() { start = Self.now() }

    /// Sleeps until `microseconds` after the start (no-op when that has passed), through EINTR.
    func wait(until microseconds: Int64) {
        let total = Int64(start.tv_nsec) + (microseconds % 1_000_000) * 1_000
        var deadline = timespec(tv_sec: start.tv_sec + Int(microseconds / 1_000_000 + total / 1_000_000_000),
                                tv_nsec: Int(total % 1_000_000_000))
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &deadline, nil) == EINTR {}
    }

    /// Sleeps `seconds` from now.
    static func sleep(seconds: Double) {
        guard seconds > 0 else { return }
        PlaybackClock().wait(until: Int64(seconds * 1e6))
    }

    private static func now() -> timespec {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now
    }
}
