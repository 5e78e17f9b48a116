// SPDX-License-Identifier: MIT
/// The words and the force bar a guided calibration shows; plain strings, so any terminal (or a
/// test) can take them. ANSI colours only when asked for.
public enum CalibrationScreen {
    /// One line (or a few) for `output`.
    public static func text(for output: CalibrationSession.Output) -> String {
        switch output {
        case .ask(let kind, let number, let total):
            "\(name(kind)) \(number) of \(total): \(kind.instruction)."
        case .accepted(let kind, let number, let total, let peak):
            "  ✓ \(name(kind).lowercased()) \(number) of \(total): peak force \(CalibrationError.fraction(peak))"
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
    public static func forceBar(force: Double?, peek: Double?, pop: Double?, width: Int = 40, colour: Bool) -> String {
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
        return "force \(reading) [\(tint)\(cells)\(reset)]  \(legend)"
    }

    /// What was measured and the thresholds placed.
    public static func summary(_ result: CalibrationResult) -> String {
        let t = result.thresholds
        var lines = ["Calibrated the \(result.tool.rawValue) from \(result.classes.map(\.peaks.count).reduce(0, +)) presses (peak force, 0–1 of the pressure range):"]
        for summary in result.classes {
            lines.append("  " + summary.kind.plural.padding(toLength: 17, withPad: " ", startingAt: 0)
                         + CalibrationError.fraction(summary.minimum) + "–" + CalibrationError.fraction(summary.maximum)
                         + " (median " + CalibrationError.fraction(summary.median) + ", longest "
                         + "\(Int(summary.longest.milliseconds.rounded())) ms)")
        }
        var placed = "  peek at \(CalibrationError.fraction(t.peekForce)) (let go below \(CalibrationError.fraction(t.peekReleaseForce))), "
            + "pop at \(CalibrationError.fraction(t.popForce)) (re-armed below \(CalibrationError.fraction(t.popRearmForce))), "
            + "taps up to \(Int(t.tapMaximum.milliseconds.rounded())) ms"
        switch result.tool {
        case .finger: placed += ", a peek when still pressed \(Int(t.peekOnset.milliseconds.rounded())) ms after landing"
        case .pen, .eraser: placed += ", a peek after holding \(Int(t.peekHold.milliseconds.rounded())) ms"
        }
        lines.append(placed)
        return lines.joined(separator: "\n")
    }

    private static func name(_ kind: PressClass) -> String {
        switch kind {
        case .light: "Light tap"
        case .peek: "Preview press"
        case .pop: "Firm press"
        }
    }
}
