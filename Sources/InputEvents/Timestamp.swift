// SPDX-License-Identifier: MIT
import NumberFormat

/// A point in time taken from event timestamps, in microseconds (the kernel's resolution).
///
/// peekpop never reads the wall clock: every decision uses these, so a replay gives the same
/// answer on every machine and at any speed.
public struct Timestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var microseconds: Int64

    public init(microseconds: Int64) { self.microseconds = microseconds }

    public static func milliseconds(_ ms: Int64) -> Timestamp { Timestamp(microseconds: ms * 1_000) }
    public static func seconds(_ s: Double) -> Timestamp { Timestamp(microseconds: Int64((s * 1e6).rounded())) }

    /// The time in seconds, for output.
    public var seconds: Double { Double(microseconds) / 1e6 }

    public static func < (a: Timestamp, b: Timestamp) -> Bool { a.microseconds < b.microseconds }
    public static func + (a: Timestamp, b: TimeSpan) -> Timestamp { Timestamp(microseconds: a.microseconds + b.microseconds) }
    public static func - (a: Timestamp, b: Timestamp) -> TimeSpan { TimeSpan(microseconds: a.microseconds - b.microseconds) }

    /// Seconds with six decimals.
    public var description: String { Digits.fixed(microseconds, decimals: 6) }
}

/// A span between two `Timestamp`s, in microseconds.
public struct TimeSpan: Hashable, Comparable, Sendable {
    public var microseconds: Int64

    public init(microseconds: Int64) { self.microseconds = microseconds }

    public static func milliseconds(_ ms: Int64) -> TimeSpan { TimeSpan(microseconds: ms * 1_000) }
    public var milliseconds: Double { Double(microseconds) / 1e3 }
    public var seconds: Double { Double(microseconds) / 1e6 }

    public static func < (a: TimeSpan, b: TimeSpan) -> Bool { a.microseconds < b.microseconds }
}
