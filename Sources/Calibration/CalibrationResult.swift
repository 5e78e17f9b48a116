// SPDX-License-Identifier: MIT
import Contacts
import Gestures

/// A calibration that worked: the profile and what it was estimated from.
public struct CalibrationResult: Hashable, Sendable {
    /// The tool calibrated; only its section of `profile` differs from the base profile.
    public var tool: ToolKind
    public var profile: ForceProfile
    /// One per class, in the order they were asked for.
    public var classes: [ClassSummary]

    public init(tool: ToolKind, profile: ForceProfile, classes: [ClassSummary]) {
        self.tool = tool
        self.profile = profile
        self.classes = classes
    }

    /// The calibrated thresholds.
    public var thresholds: ToolThresholds { profile.thresholds(for: tool) }
}
