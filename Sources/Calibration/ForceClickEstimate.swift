// SPDX-License-Identifier: MIT
import Contacts

/// What a touchpad's force click levels were placed from (`ThresholdEstimator`), for the summary
/// that says why each number is what it is. Forces are 0...1 of the pressure range.
public struct ForceClickEstimate: Hashable, Sendable {
    /// The pad's pressure scale: grams per full range when it says.
    public var scale: PressureScale
    /// Ordinary clicks: the deepest each went after its settle (its own force when let go within it).
    public var clicks: ClassSummary
    /// The most an ordinary click's overshoot within the settle went past its force after it.
    public var overshoot: Double
    /// Force clicks: the level each held for `hold` after its settle.
    public var forceClicks: ClassSummary
    /// Force clicks: the deepest each went once its peek began, less what its own click raised its
    /// pop level by (`ForceClickMachine`: a threshold raised by a heavy click raises the pop with it).
    public var forceClicksDeepest: ClassSummary
    /// Pops: the deepest each went once its peek began, less the same raise.
    public var pops: ClassSummary
    /// The base profile's rise on this pad, the least the calibrated rise may be.
    public var defaultRise: Double

    public init(scale: PressureScale, clicks: ClassSummary, overshoot: Double, forceClicks: ClassSummary,
                forceClicksDeepest: ClassSummary, pops: ClassSummary, defaultRise: Double) {
        self.scale = scale
        self.clicks = clicks
        self.overshoot = overshoot
        self.forceClicks = forceClicks
        self.forceClicksDeepest = forceClicksDeepest
        self.pops = pops
        self.defaultRise = defaultRise
    }
}
