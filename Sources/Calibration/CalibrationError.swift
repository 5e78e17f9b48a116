// SPDX-License-Identifier: MIT
import InputEvents
import NumberFormat

/// Why a calibration wrote nothing.
public enum CalibrationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two classes overlap (or come closer than `minimumGap`): no threshold between them would tell
    /// them apart reliably.
    case overlap(lower: ClassSummary, upper: ClassSummary, minimumGap: Double)
    /// Pen presses meant to preview did not hold long enough above the peek force to be told from taps.
    case holdTooShort(kind: PressClass, shortest: TimeSpan, needed: TimeSpan)
    /// A touchpad's force clicks (or pops) went as little as `shortest` deeper than their own click
    /// after it, and a force click must go `rise` deeper: some would never peek.
    case notDeeperThanClick(kind: PressClass, shortest: Double, rise: Double)

    public var description: String {
        switch self {
        case .overlap(let lower, let upper, let gap):
            let verb = lower.maximum >= upper.minimum ? "overlap" : "are too close (less than \(Self.fraction(gap)) apart)"
            return """
            The \(lower.kind.plural) and the \(upper.kind.plural) \(verb): the \(lower.kind.plural) reached up to \
            \(Self.fraction(lower.maximum)) of the pressure range and the \(upper.kind.plural) went down to \
            \(Self.fraction(upper.minimum)), so no threshold between them would tell them apart.
            \(Self.chart(lower, upper))
            Nothing was written. Run the calibration again, making the \(lower.kind.plural) lighter and the \
            \(upper.kind.plural) \(Self.further(upper.kind)).
            """
        case .holdTooShort(let kind, let shortest, let needed):
            return """
            A pen preview must be held longer than any tap: the \(kind.plural) held their force for as \
            little as \(Int(shortest.milliseconds.rounded())) ms, and \(Int(needed.milliseconds.rounded())) ms \
            are needed. Nothing was written. Run the calibration again, holding those presses longer.
            """
        case .notDeeperThanClick(let kind, let shortest, let rise):
            return """
            A force click must press deeper than its own click by the rise, \(Self.fraction(rise)) of the pressure \
            range (the default, or the most an ordinary click overshoots its held force), and some \(kind.plural) \
            went only \(Self.fraction(max(0, shortest))) deeper, so they would never peek. Nothing was written. Run \
            the calibration again, pressing deeper after each click.
            """
        }
    }

    /// How the upper class of an overlap must be pressed: firmer on a touch surface, deeper on a touchpad.
    private static func further(_ kind: PressClass) -> String {
        switch kind {
        case .light, .peek, .pop: "firmer"
        case .click, .forceClick, .forcePop: "deeper"
        }
    }

    /// Where each class lies on the pressure range, one row each, and a row marking the overlap.
    static func chart(_ lower: ClassSummary, _ upper: ClassSummary, width: Int = 50) -> String {
        let top = min(1, max(lower.maximum, upper.maximum) * 1.25)
        let column = { (value: Double) in min(width - 1, Int((value / max(top, 1e-9) * Double(width - 1)).rounded())) }
        func row(_ low: Double, _ high: Double, _ mark: Character) -> String {
            let (first, last) = (column(low), column(high))
            return String((0..<width).map { $0 >= first && $0 <= last ? mark : "·" })
        }
        let label = { (text: String) in text.padded(to: 17) }
        var lines = [
            "  " + label(lower.kind.plural) + "|" + row(lower.minimum, lower.maximum, "█") + "| "
                + fraction(lower.minimum) + "–" + fraction(lower.maximum),
            "  " + label(upper.kind.plural) + "|" + row(upper.minimum, upper.maximum, "█") + "| "
                + fraction(upper.minimum) + "–" + fraction(upper.maximum),
        ]
        if upper.minimum <= lower.maximum {
            lines.append("  " + label("overlap") + "|" + row(upper.minimum, lower.maximum, "^") + "| "
                         + fraction(upper.minimum) + "–" + fraction(lower.maximum))
        }
        lines.append("  " + label("") + "0" + String(repeating: " ", count: width - 1) + fraction(top))
        return lines.joined(separator: "\n")
    }

    /// A force as a fraction of the range with two or three decimals.
    static func fraction(_ value: Double) -> String {
        Digits.fixed(Int64((value * 1000).rounded()), decimals: 3)
    }
}
