// SPDX-License-Identifier: MIT
import InputEvents

/// A touchpad press measured the way `ForceClickMachine` reads its click: the click's own force
/// within `settle` of the button going down, then what the finger did after the settle while the
/// button stayed down (readings from the button going down to before it came up, or before the
/// lift when that came first: the machine lets a click go at either).
public struct ClickMeasure: Hashable, Sendable {
    /// The click's own force: the highest within `settle` of the button going down (the machine's
    /// `depth`; a heavy hand's overshoot is here).
    public let depth: Double
    /// The highest force after the settle while the button was down; nil when it came up within the settle.
    public let deepest: Double?
    /// The highest level the force stayed at or above for `hold` after the settle, the button down
    /// throughout: the deepest level a peek could begin over; nil when the button was not down that
    /// long after the settle.
    public let held: Double?
    /// When the settle ended.
    public let settled: Timestamp
    /// When the click stopped counting: the button up, or the lift.
    public let end: Timestamp
    private let sample: PressSample
    private let hold: TimeSpan

    /// Measures the only click of `sample`; nil when it has none or several.
    public init?(_ sample: PressSample, settle: TimeSpan, hold: TimeSpan) {
        guard sample.clicks.count == 1, let click = sample.clicks.first else { return nil }
        self.sample = sample
        self.hold = hold
        let settled = click.down.after(settle), end = min(click.up ?? sample.lifted, sample.lifted)
        self.settled = settled
        self.end = end
        let readings = sample.forces.filter { $0.time >= click.down && $0.time < end }
        depth = readings.filter { $0.time < settled }.map(\.force).max() ?? 0
        let after = readings.filter { $0.time >= settled }
        deepest = after.map(\.force).max()
        // A peek over level L begins when the force stays at or above L from a reading for `hold`
        // (its deadline, due no later than the button coming up): the best such L is the highest
        // minimum over a `hold`-long window that starts at a reading.
        var best: Double?
        for (index, start) in after.enumerated() where start.time.after(hold) <= end {
            let window = after[index...].prefix { $0.time < start.time.after(hold) }
            let level = window.map(\.force).min() ?? start.force
            best = max(best ?? level, level)
        }
        held = best
    }

    /// The click's force as an ordinary click leaves it: its deepest after the settle, or its own
    /// force when it was let go within the settle.
    public var clickLevel: Double { deepest ?? depth }

    /// How far its overshoot within the settle went past its force after it (0 when it went on deeper).
    public var overshoot: Double { max(0, depth - clickLevel) }

    /// When a peek over `threshold` begins (its `hold` complete, the button still down); nil when never.
    public func peekBegins(over threshold: Double) -> Timestamp? {
        var since: Timestamp?
        for reading in sample.forces where reading.time >= settled && reading.time < end {
            if let start = since, start.after(hold) <= reading.time { return start.after(hold) }
            if reading.force >= threshold {
                since = since ?? reading.time
            } else {
                since = nil
            }
        }
        guard let start = since, start.after(hold) <= end else { return nil }
        return start.after(hold)
    }

    /// The deepest the force went from `time` while the button was down; nil without a reading then.
    public func deepest(from time: Timestamp) -> Double? {
        sample.forces.filter { $0.time >= time && $0.time < end }.map(\.force).max()
    }

    /// How long after the settle the force stayed at or above `level` in one stretch, the longest.
    public func longestHold(atOrAbove level: Double) -> TimeSpan {
        sample.longestHold(atOrAbove: level, from: settled, until: end)
    }
}

extension Timestamp {
    /// `self` moved on by `span`.
    func after(_ span: TimeSpan) -> Timestamp {
        Timestamp(microseconds: microseconds + span.microseconds)
    }
}
