// SPDX-License-Identifier: MIT
import Gestures
import NumberFormat

/// The words and the force bar a guided calibration shows; plain strings, so any terminal (or a
/// test) can take them. ANSI colours only when asked for.
public enum CalibrationScreen {
    /// One line (or a few) for `output`.
    public static func text(for output: CalibrationSession.Output) -> String {
        switch output {
        case .ask(let kind, let number, let total):
            "\(name(kind)) \(number) of \(total): \(kind.instruction)."
        case .accepted(let kind, let number, let total, let force):
            "  ✓ \(name(kind).lowercased()) \(number) of \(total): \(measure(kind)) \(CalibrationError.fraction(force))"
        case .rejected(let kind, let number, let why):
            "  ✗ \(name(kind).lowercased()) \(number) not used: \(why.message)"
        case .finished(let result):
            summary(result)
        case .failed(let error):
            error.description
        }
    }

    /// `force 0.143 [████████░░░░│░░░░░░│░░░]` with the candidate thresholds marked; the fill is
    /// green below the peek threshold, yellow up to the pop threshold and red past it (with `colour`).
    /// With `hold` (0...1, a touchpad's force click being held deeper), a second bar fills with it.
    public static func forceBar(force: Double?, peek: Double?, pop: Double?, hold: Double? = nil, width: Int = 40, colour: Bool) -> String {
        let filled = force.map { min(width, Int(($0 * Double(width)).rounded())) } ?? 0
        let marks = Set([peek, pop].compactMap { $0.map { min(width - 1, Int(($0 * Double(width)).rounded())) } })
        var cells = ""
        for column in 0..<width {
            cells += marks.contains(column) ? "│" : column < filled ? "█" : "░"
        }
        let level = force ?? 0
        let reading = force.map(CalibrationError.fraction) ?? "  -  "
        let tint = !colour || force == nil ? "" : level >= (pop ?? 2) ? "\u{1B}[31m" : level >= (peek ?? 2) ? "\u{1B}[33m" : "\u{1B}[32m"
        let reset = tint.isEmpty ? "" : "\u{1B}[0m"
        let legend = [peek.map { "peek " + CalibrationError.fraction($0) }, pop.map { "pop " + CalibrationError.fraction($0) }]
            .compactMap { $0 }.joined(separator: "  ")
        let held = hold.map { progress in
            let full = min(10, max(0, Int((progress * 10).rounded(.down))))
            return "  hold [" + String(repeating: "█", count: full) + String(repeating: "░", count: 10 - full) + "]"
        } ?? ""
        return "force \(reading) [\(tint)\(cells)\(reset)]  \(legend)\(held)"
    }

    /// What was measured and the thresholds placed.
    public static func summary(_ result: CalibrationResult) -> String {
        if let estimate = result.forceClick { return touchpadSummary(result.profile.touchpad, estimate) }
        guard case .tool(let tool) = result.target else { return "Calibrated \(result.target.name)." }
        let t = result.profile.thresholds(for: tool)
        var lines = ["Calibrated the \(tool.rawValue) from \(result.classes.map(\.forces.count).reduce(0, +)) presses (peak force, 0–1 of the pressure range):"]
        for summary in result.classes {
            lines.append("  " + summary.kind.plural.padded(to: 17)
                         + CalibrationError.fraction(summary.minimum) + "–" + CalibrationError.fraction(summary.maximum)
                         + " (median " + CalibrationError.fraction(summary.median) + ", longest "
                         + "\(Int(summary.longest.milliseconds.rounded())) ms)")
        }
        var placed = "  peek at \(CalibrationError.fraction(t.peekForce)) (let go below \(CalibrationError.fraction(t.peekReleaseForce))), "
            + "pop at \(CalibrationError.fraction(t.popForce)) (re-armed below \(CalibrationError.fraction(t.popRearmForce))), "
            + "taps up to \(Int(t.tapMaximum.milliseconds.rounded())) ms"
        switch tool {
        case .finger: placed += ", a peek when still pressed \(Int(t.peekOnset.milliseconds.rounded())) ms after landing"
        case .pen, .eraser: placed += ", a peek after holding \(Int(t.peekHold.milliseconds.rounded())) ms"
        }
        lines.append(placed)
        return lines.joined(separator: "\n")
    }

    /// A touchpad's measures and levels, each level with the numbers it was placed between.
    private static func touchpadSummary(_ levels: ForceClickThresholds, _ estimate: ForceClickEstimate) -> String {
        let scale = estimate.scale
        let f = CalibrationError.fraction
        // A level as written: its fraction, and its grams where the pad's pressure has them.
        let level = { (value: PressureLevel) in
            f(value.force(on: scale)) + (scale.isPhysical ? " (\(ForcePlot.format(value.grams)) g)" : "")
        }
        let label = { (text: String) in "  " + text.padded(to: 17) }
        let (clicks, held, deepest, pops) = (estimate.clicks, estimate.forceClicks, estimate.forceClicksDeepest, estimate.pops)
        let count = clicks.forces.count + held.forces.count + pops.forces.count
        let range = scale.fullScaleGrams.map { ", 1 = \(ForcePlot.format($0)) g" } ?? ""
        let rise = levels.rise.force(on: scale)
        let riseReason = rise > estimate.defaultRise
            ? "the most an ordinary click's overshoot went past its force after the settle (more than the default \(f(estimate.defaultRise)))"
            : "the default; the ordinary clicks' overshoot went past their force after the settle by \(f(estimate.overshoot)) at most"
        return [
            "Calibrated the touchpad's force click from \(count) clicks (force, 0–1 of the pressure range\(range)):",
            label(PressClass.click.plural) + "\(f(clicks.minimum))–\(f(clicks.maximum)) after the settle, "
                + "overshooting that by up to \(f(estimate.overshoot)) within it",
            label(PressClass.forceClick.plural) + "held deeper at \(f(held.minimum))–\(f(held.maximum)), "
                + "at most \(f(deepest.maximum)) once peeking",
            label(PressClass.forcePop.plural) + "\(f(pops.minimum))–\(f(pops.maximum)) at their deepest once peeking",
            "  rise \(level(levels.rise)): \(riseReason); a force click must press that much deeper than its own click",
            "  peek at \(level(levels.peek)): halfway from the deepest ordinary click (\(f(clicks.maximum))) to the "
                + "shallowest force click (\(f(held.minimum))); let go below \(level(levels.release)), a quarter of that gap above the clicks",
            "  pop at \(level(levels.pop)): halfway from the deepest force click (\(f(deepest.maximum))) to the "
                + "shallowest pop (\(f(pops.minimum)))",
        ].joined(separator: "\n")
    }

    private static func name(_ kind: PressClass) -> String {
        switch kind {
        case .light: "Light tap"
        case .peek: "Preview press"
        case .pop: "Firm press"
        case .click: "Ordinary click"
        case .forceClick: "Force click"
        case .forcePop: "Pop"
        }
    }

    /// What the force shown for an accepted press of `kind` is.
    private static func measure(_ kind: PressClass) -> String {
        switch kind {
        case .light, .peek, .pop: "peak force"
        case .click: "force after the settle"
        case .forceClick: "held deeper at"
        case .forcePop: "deepest"
        }
    }
}
