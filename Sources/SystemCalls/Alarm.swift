// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif
import CLinux

/// A one-shot `timerfd`: readable once the time it is set to has come. An event loop sleeps until
/// then, so deadlines (hold-to-peek, `--realtime` pacing, the drain at exit) cost nothing while
/// they wait.
public final class Alarm {
    private let descriptor: FileDescriptor
    /// The clock the alarm's times are on.
    public let clock: SystemClock.ID

    /// An alarm on `clock` (monotonic for pacing; an input device's clock for its deadlines).
    public init(clock: SystemClock.ID = .monotonic) throws(SystemCallError) {
        let number = timerfd_create(clock.rawValue, Int32(TFD_NONBLOCK | TFD_CLOEXEC))
        guard number >= 0 else { throw SystemCallError("create a timer (timerfd)") }
        descriptor = FileDescriptor(adopting: number)
        self.clock = clock
    }

    /// The descriptor to watch for reading.
    public var fileDescriptor: FileDescriptor { descriptor }

    /// The time now on the alarm's clock.
    public var now: SystemClock.Instant { .now(clock) }

    /// Goes off at `time` on the alarm's clock (at once when that has passed), replacing any
    /// earlier setting.
    public func set(at time: SystemClock.Instant) throws(SystemCallError) {
        // A zero it_value would disarm the timer: the earliest time is 1 ns after the epoch.
        var setting = itimerspec()
        setting.it_value = timespec(nanoseconds: max(time.nanoseconds, 1))
        guard timerfd_settime(descriptor.rawValue, Int32(TFD_TIMER_ABSTIME), &setting, nil) == 0 else {
            throw SystemCallError("set a timer (timerfd)")
        }
    }

    /// Goes off as soon as the loop next waits.
    public func setNow() throws(SystemCallError) { try set(at: SystemClock.Instant(nanoseconds: 1)) }

    /// Takes the expiry after the alarm went off, so the descriptor stops being readable.
    /// Harmless when it has not gone off (the read finds nothing).
    public func acknowledge() {
        var expirations: UInt64 = 0
        // Only EAGAIN can fail a read of a live timerfd: nothing to take.
        _ = withUnsafeMutableBytes(of: &expirations) { buffer in
            Result { () throws(SystemCallError) in try descriptor.readIfReady(into: buffer) }
        }
    }
}
