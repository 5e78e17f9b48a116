// SPDX-License-Identifier: MIT
import Contacts
import InputEvents

/// A force reading of a press at one moment.
public struct TimedForce: Hashable, Sendable {
    public var time: Timestamp
    public var force: Double

    public init(time: Timestamp, force: Double) {
        self.time = time
        self.force = force
    }
}

/// One press from touch-down to lift, as the calibration measures it.
public struct PressSample: Hashable, Sendable {
    public var tool: ToolKind
    /// Where it landed.
    public var origin: Point
    /// The force of every frame it touched in, in order.
    public var forces: [TimedForce]
    /// When it lifted.
    public var lifted: Timestamp
    /// The farthest it got from where it landed, in the units of the device's `SurfaceGeometry`.
    public var travel: Double
    /// A touchpad's clicks while it touched alone, in order (none on a touch surface).
    public var clicks: [PadClick]

    public init(tool: ToolKind, origin: Point, forces: [TimedForce], lifted: Timestamp, travel: Double,
                clicks: [PadClick] = []) {
        self.tool = tool
        self.origin = origin
        self.forces = forces
        self.lifted = lifted
        self.travel = travel
        self.clicks = clicks
    }

    /// When it landed.
    public var landed: Timestamp { forces.first?.time ?? lifted }

    /// From landing to lift.
    public var duration: TimeSpan { lifted - landed }

    /// The highest force it reached.
    public var peakForce: Double { forces.map(\.force).max() ?? 0 }

    /// How long the force stayed at or above `level` in one stretch, the longest stretch: over the
    /// readings from `start` (the landing when nil) to before `end` (the lift when nil), a stretch
    /// still going at `end` lasting until then.
    public func longestHold(atOrAbove level: Double, from start: Timestamp? = nil, until end: Timestamp? = nil) -> TimeSpan {
        let end = end ?? lifted
        var longest = TimeSpan(microseconds: 0)
        var since: Timestamp?
        for reading in forces where reading.time < end && reading.time >= (start ?? reading.time) {
            if reading.force >= level {
                since = since ?? reading.time
            } else if let start = since {
                longest = max(longest, reading.time - start)
                since = nil
            }
        }
        if let start = since { longest = max(longest, end - start) }
        return longest
    }
}
