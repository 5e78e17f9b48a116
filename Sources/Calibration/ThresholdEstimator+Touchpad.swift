// SPDX-License-Identifier: MIT
import Contacts
import Gestures
import InputEvents

/// A touchpad's force click levels (`ForceClickThresholds`), placed the way the touch surfaces'
/// thresholds are (the middle of the gap between two classes, hysteresis a quarter of the gap
/// below, `minimumGap` at least) from each press measured as `ForceClickMachine` reads a click
/// (`ClickMeasure`):
///
/// - `rise`: the most an ordinary click's overshoot within the settle went past its force after it,
///   and at least the base profile's. A force click must press deeper than its own click by more
///   than a click swings by itself, so a heavy click that overshoots late, after the settle, stays
///   below its own threshold (its force within the settle and the rise).
/// - `peek` and `release`: between the deepest ordinary click after its settle (its overshoot
///   within the settle only raises that click's own threshold, which `rise` covers) and the
///   shallowest level a force click held for `hold` after its settle.
/// - `pop`: between the deepest force click once its peek began and the shallowest pop's deepest
///   once its peek began (a heavy click's raised threshold raises its pop level by as much: both
///   are taken less that raise, so the level compares with what the machine compares).
/// - Levels are written as fractions of the range, and in grams (fraction × the range's weight)
///   where the pad's `PressureScale` says what the range weighs, so they mean the same there
///   either way; elsewhere the base profile's grams stay (they are not used on that pad).
extension ThresholdEstimator {
    /// How long a force click asked for must stay deeper than its click (its own force and the
    /// rise): the time the bar takes to fill; a deliberate preview is held, a jolt is not.
    public static let minimumForceClickHold = TimeSpan.milliseconds(300)

    /// The measures of the presses of `kind` that clicked once.
    static func measures(_ samples: [PressClass: [PressSample]], _ kind: PressClass, base: ForceProfile) -> [ClickMeasure] {
        (samples[kind] ?? []).compactMap { ClickMeasure($0, settle: base.touchpad.settle, hold: base.touchpad.hold) }
    }

    /// The rise for the ordinary clicks so far: the most one's overshoot went past its force after
    /// the settle, at least the base profile's rise on this pad.
    public static func rise(clicks: [PressSample], scale: PressureScale, base: ForceProfile = ForceProfile()) -> Double {
        let overshoot = measures([.click: clicks], .click, base: base).map(\.overshoot).max() ?? 0
        return max(base.touchpad.rise.force(on: scale), rounded(overshoot))
    }

    /// The deepest the ordinary clicks so far went after their settle; nil before any.
    public static func clickFloor(clicks: [PressSample], base: ForceProfile = ForceProfile()) -> Double? {
        measures([.click: clicks], .click, base: base).map(\.clickLevel).max()
    }

    /// The profile `base` with its `touchpad` section calibrated from ordinary clicks, force clicks
    /// and pops.
    /// - Throws: `CalibrationError` when the classes cannot be told apart, or force clicks (or pops)
    ///   went no deeper than their own click by the rise.
    public static func estimateForceClick(_ samples: [PressClass: [PressSample]], scale: PressureScale,
                                          base: ForceProfile = ForceProfile()) throws(CalibrationError) -> CalibrationResult {
        let clicks = measures(samples, .click, base: base)
        let forceClicks = measures(samples, .forceClick, base: base)
        let pops = measures(samples, .forcePop, base: base)
        let longest = { (kind: PressClass) in (samples[kind] ?? []).map(\.duration).max() ?? TimeSpan(microseconds: 0) }
        let clickLevels = ClassSummary(kind: .click, forces: clicks.map(\.clickLevel), longest: longest(.click))
        let held = ClassSummary(kind: .forceClick, forces: forceClicks.map { $0.held ?? 0 }, longest: longest(.forceClick))
        let defaultRise = base.touchpad.rise.force(on: scale)
        let overshoot = clicks.map(\.overshoot).max() ?? 0
        let rise = max(defaultRise, rounded(overshoot))
        for (kind, measures) in [(PressClass.forceClick, forceClicks), (.forcePop, pops)] {
            if let shortest = measures.map({ ($0.held ?? 0) - $0.depth }).min(), shortest < rise {
                throw .notDeeperThanClick(kind: kind, shortest: shortest, rise: rise)
            }
        }
        guard held.minimum - clickLevels.maximum >= minimumGap else {
            throw .overlap(lower: clickLevels, upper: held, minimumGap: minimumGap)
        }
        let (peek, release) = boundary(clickLevels.maximum, held.minimum)
        // What a click's own force raises its threshold, and with it its pop level, by; and the
        // deepest it went once peeking, less that (a press that never peeks counts its held level).
        func deepestPeeking(_ measure: ClickMeasure) -> Double {
            let raise = max(0, measure.depth + rise - peek)
            guard let began = measure.peekBegins(over: peek + raise) else { return (measure.held ?? 0) - raise }
            return (measure.deepest(from: began) ?? measure.held ?? 0) - raise
        }
        let deepest = ClassSummary(kind: .forceClick, forces: forceClicks.map(deepestPeeking), longest: longest(.forceClick))
        let popped = ClassSummary(kind: .forcePop, forces: pops.map(deepestPeeking), longest: longest(.forcePop))
        guard popped.minimum - deepest.maximum >= minimumGap else {
            throw .overlap(lower: deepest, upper: popped, minimumGap: minimumGap)
        }
        let pop = boundary(deepest.maximum, popped.minimum).threshold

        var profile = base
        let level = { (force: Double, base: PressureLevel) in
            PressureLevel(grams: scale.fullScaleGrams.map { ($0 * force * 10).rounded() / 10 } ?? base.grams, fraction: force)
        }
        profile.touchpad.peek = level(peek, base.touchpad.peek)
        profile.touchpad.release = level(release, base.touchpad.release)
        profile.touchpad.pop = level(pop, base.touchpad.pop)
        if rise > defaultRise { profile.touchpad.rise = level(rise, base.touchpad.rise) }
        let estimate = ForceClickEstimate(scale: scale, clicks: clickLevels, overshoot: overshoot, forceClicks: held,
                                          forceClicksDeepest: deepest, pops: popped, defaultRise: defaultRise)
        return CalibrationResult(target: .touchpad(scale), profile: profile, classes: [clickLevels, held, popped],
                                 forceClick: estimate)
    }

    /// Where the touchpad's levels would go with the presses so far, for a live display.
    static func forceClickCandidates(_ samples: [PressClass: [PressSample]], scale: PressureScale,
                                     base: ForceProfile) -> (peek: Double?, pop: Double?) {
        let floor = clickFloor(clicks: samples[.click] ?? [], base: base)
        let forceClicks = measures(samples, .forceClick, base: base)
        let held = forceClicks.compactMap(\.held).min()
        let deepest = forceClicks.compactMap { $0.deepest ?? $0.held }.max()
        let popped = measures(samples, .forcePop, base: base).compactMap(\.deepest).min()
        func candidate(_ floor: Double?, _ above: Double?) -> Double? {
            guard let floor else { return nil }
            guard let above else { return rounded(floor + minimumGap / 2) }
            return boundary(floor, above).threshold
        }
        return (candidate(floor, held), candidate(deepest, popped))
    }
}
