// SPDX-License-Identifier: MIT
import Contacts
import Gestures

/// A calibration that worked: the profile and what it was estimated from.
public struct CalibrationResult: Hashable, Sendable {
    /// What was calibrated; only its section of `profile` differs from the base profile.
    public var target: CalibrationTarget
    public var profile: ForceProfile
    /// One per class, in the order they were asked for.
    public var classes: [ClassSummary]
    /// On a touchpad, what its levels were placed from; nil on a touch surface.
    public var forceClick: ForceClickEstimate?

    public init(target: CalibrationTarget, profile: ForceProfile, classes: [ClassSummary], forceClick: ForceClickEstimate? = nil) {
        self.target = target
        self.profile = profile
        self.classes = classes
        self.forceClick = forceClick
    }

    /// The calibrated peek and pop levels as forces on the device (0...1 of its pressure range).
    public var levels: (peek: Double, pop: Double) {
        switch target {
        case .tool(let tool):
            let thresholds = profile.thresholds(for: tool)
            return (thresholds.peekForce, thresholds.popForce)
        case .touchpad(let scale):
            return (profile.touchpad.peek.force(on: scale), profile.touchpad.pop.force(on: scale))
        }
    }
}
