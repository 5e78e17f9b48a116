// SPDX-License-Identifier: MIT
import InputEvents

/// The peak forces of the presses of one class.
public struct ClassSummary: Hashable, Sendable {
    public var kind: PressClass
    /// Peak force of each press, ascending.
    public var peaks: [Double]
    /// The longest press, landing to lift.
    public var longest: TimeSpan

    public init(kind: PressClass, samples: [PressSample]) {
        self.kind = kind
        peaks = samples.map(\.peakForce).sorted()
        longest = samples.map(\.duration).max() ?? TimeSpan(microseconds: 0)
    }

    public var minimum: Double { peaks.first ?? 0 }
    public var maximum: Double { peaks.last ?? 0 }
    public var median: Double {
        guard !peaks.isEmpty else { return 0 }
        let middle = peaks.count / 2
        return peaks.count % 2 == 1 ? peaks[middle] : (peaks[middle - 1] + peaks[middle]) / 2
    }
}
