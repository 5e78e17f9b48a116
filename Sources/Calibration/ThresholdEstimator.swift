// SPDX-License-Identifier: MIT
import Contacts
import Gestures
import InputEvents

/// Places force thresholds between classes of labelled presses.
///
/// Each class is summed up by the peak force of its presses. A threshold goes in the middle of the
/// gap between the strongest press of the class below and the weakest of the class above (a margin
/// of half the gap on either side), and its hysteresis level a quarter of the gap below it, so both
/// stay inside the gap. Classes closer than `minimumGap` are refused: a threshold there would misfire.
///
/// Fingers: light taps | peek | previews | pop | firm presses; the longest tap sets the tap limit,
/// and the onset a press must outlast at peek force to peek (a tap's force rises and falls by its lift).
/// Pens land hard, so a tap's force tells nothing: the peek force goes halfway up to the weakest
/// preview, and the hold a preview needs is set past the longest tap; previews (and the firm presses,
/// which must peek before they pop) must hold their force that long.
/// Touchpads: ordinary clicks | peek | force clicks | pop | pops, read as `ForceClickMachine` reads a
/// click (`ThresholdEstimator+Touchpad.swift`).
public enum ThresholdEstimator {
    /// The narrowest gap between classes that is accepted: 4 % of the range, ten times the ±1 unit
    /// noise of a 0–255 axis, so sensor noise alone never crosses a threshold.
    public static let minimumGap = 0.04
    /// Added to the longest light tap for the tap limit: taps vary by tens of milliseconds.
    public static let tapAllowance = TimeSpan.milliseconds(100)
    /// Added to the longest light tap for a finger's peek onset: taps asked for one by one are a little
    /// quicker than taps in typing. The onset only grows past the base profile's: a short calibration
    /// must not let quick hard taps peek.
    public static let onsetAllowance = TimeSpan.milliseconds(50)
    /// How far the pen's peek hold is set past its tap limit (the defaults have 150 ms between them).
    public static let penHoldBeyondTap = TimeSpan.milliseconds(150)
    /// How much longer than the hold a pen preview must have held, so a normal preview peeks with room.
    public static let penHoldAllowance = TimeSpan.milliseconds(100)

    /// The shortest press accepted as a preview press, before any estimate: a preview is held.
    public static func minimumPreviewPress(for tool: ToolKind) -> TimeSpan {
        switch tool {
        case .finger: .milliseconds(300)
        case .pen, .eraser: .milliseconds(800)
        }
    }

    /// The profile `base` with the section of `target` calibrated from `samples`.
    /// - Throws: `CalibrationError` when the classes cannot be told apart.
    public static func estimate(_ samples: [PressClass: [PressSample]], target: CalibrationTarget,
                                base: ForceProfile = ForceProfile()) throws(CalibrationError) -> CalibrationResult {
        switch target {
        case .tool(let tool): try estimate(samples, tool: tool, base: base)
        case .touchpad(let scale): try estimateForceClick(samples, scale: scale, base: base)
        }
    }

    /// The thresholds the presses so far point to, for a live display (see `candidates(_:tool:)`).
    public static func candidates(_ samples: [PressClass: [PressSample]], target: CalibrationTarget,
                                  base: ForceProfile = ForceProfile()) -> (peek: Double?, pop: Double?) {
        switch target {
        case .tool(let tool): candidates(samples, tool: tool)
        case .touchpad(let scale): forceClickCandidates(samples, scale: scale, base: base)
        }
    }

    /// The profile `base` with the section of `tool` calibrated from `samples`.
    /// - Throws: `CalibrationError` when the classes cannot be told apart.
    public static func estimate(_ samples: [PressClass: [PressSample]], tool: ToolKind,
                                base: ForceProfile = ForceProfile()) throws(CalibrationError) -> CalibrationResult {
        let light = ClassSummary(kind: .light, samples: samples[.light] ?? [])
        let peek = ClassSummary(kind: .peek, samples: samples[.peek] ?? [])
        let pop = ClassSummary(kind: .pop, samples: samples[.pop] ?? [])
        var thresholds = base.thresholds(for: tool)
        let peekFloor = peekFloor(light: light, tool: tool)
        if tool == .finger, peek.minimum - light.maximum < minimumGap {
            throw .overlap(lower: light, upper: peek, minimumGap: minimumGap)
        }
        guard pop.minimum - peek.maximum >= minimumGap else {
            throw .overlap(lower: peek, upper: pop, minimumGap: minimumGap)
        }
        (thresholds.peekForce, thresholds.peekReleaseForce) = boundary(peekFloor, peek.minimum)
        // The hint's levels are not measured: the defaults', lowered under the new peek force as a
        // profile without them reads (a shallow screen's peek may be below the default hint).
        thresholds.lowerHintLevels(from: ForceProfile().thresholds(for: tool))
        (thresholds.popForce, thresholds.popRearmForce) = boundary(peek.maximum, pop.minimum)
        thresholds.tapMaximum = max(thresholds.tapMaximum, sum(light.longest, tapAllowance))
        var profile = base
        switch tool {
        case .finger:
            // A tap that lasts as long as a long press would be both.
            thresholds.tapMaximum = min(thresholds.tapMaximum, thresholds.longPress)
            thresholds.peekOnset = min(max(thresholds.peekOnset, sum(light.longest, onsetAllowance)), thresholds.tapMaximum)
            profile.finger = thresholds
        case .pen, .eraser:
            thresholds.peekHold = max(thresholds.peekHold, sum(thresholds.tapMaximum, penHoldBeyondTap))
            let needed = sum(thresholds.peekHold, penHoldAllowance)
            for kind in [PressClass.peek, .pop] {
                let holds = (samples[kind] ?? []).map { $0.longestHold(atOrAbove: thresholds.peekForce) }
                if let shortest = holds.min(), shortest < needed {
                    throw .holdTooShort(kind: kind, shortest: shortest, needed: needed)
                }
            }
            profile.pen = thresholds
        }
        return CalibrationResult(target: .tool(tool), profile: profile, classes: [light, peek, pop])
    }

    /// The thresholds the presses so far point to, for a live display: between two classes once
    /// both have presses, or the lowest place it could go once only the class below has.
    public static func candidates(_ samples: [PressClass: [PressSample]], tool: ToolKind) -> (peek: Double?, pop: Double?) {
        let summaries = Dictionary(uniqueKeysWithValues: CalibrationTarget.tool(tool).classes.compactMap { kind in
            samples[kind].flatMap { $0.isEmpty ? nil : (kind, ClassSummary(kind: kind, samples: $0)) }
        })
        func candidate(_ upper: PressClass, floor: Double?) -> Double? {
            if let floor, let above = summaries[upper] { return boundary(floor, above.minimum).threshold }
            return floor.map { rounded($0 + minimumGap / 2) }
        }
        let peekFloor: Double? = tool == .finger ? summaries[.light]?.maximum : summaries[.peek].map { _ in 0 }
        return (candidate(.peek, floor: peekFloor), candidate(.pop, floor: summaries[.peek]?.maximum))
    }

    /// The top of the class below the peek threshold: light taps for a finger, nothing for a pen.
    private static func peekFloor(light: ClassSummary, tool: ToolKind) -> Double {
        switch tool {
        case .finger: light.maximum
        case .pen, .eraser: 0
        }
    }

    /// The threshold in the middle of the gap and its hysteresis level a quarter of the gap below it.
    static func boundary(_ lower: Double, _ upper: Double) -> (threshold: Double, release: Double) {
        let gap = upper - lower
        return (rounded(lower + gap / 2), rounded(lower + gap / 4))
    }

    private static func sum(_ a: TimeSpan, _ b: TimeSpan) -> TimeSpan {
        TimeSpan(microseconds: a.microseconds + b.microseconds)
    }

    /// Thousandths are finer than any pressure axis peekpop has met, and keep profiles readable.
    static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
