// SPDX-License-Identifier: MIT
import InputEvents

/// The forces of the presses of one class, one each: on a touch surface each press's peak force; on
/// a touchpad what its class is placed by (`ForceClickEstimate` says which).
public struct ClassSummary: Hashable, Sendable {
    public var kind: PressClass
    /// One force (0...1 of the pressure range) per press, ascending.
    public var forces: [Double]
    /// The longest press, landing to lift.
    public var longest: TimeSpan

    /// The peak force of each of `samples`.
    public init(kind: PressClass, samples: [PressSample]) {
        self.init(kind: kind, forces: samples.map(\.peakForce), longest: samples.map(\.duration).max() ?? TimeSpan(microseconds: 0))
    }

    public init(kind: PressClass, forces: [Double], longest: TimeSpan) {
        self.kind = kind
        self.forces = forces.sorted()
        self.longest = longest
    }

    public var minimum: Double { forces.first ?? 0 }
    public var maximum: Double { forces.last ?? 0 }
    public var median: Double {
        guard !forces.isEmpty else { return 0 }
        let middle = forces.count / 2
        return forces.count % 2 == 1 ? forces[middle] : (forces[middle - 1] + forces[middle]) / 2
    }
}
