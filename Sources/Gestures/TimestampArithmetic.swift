// SPDX-License-Identifier: MIT
import InputEvents

// Timestamps come from files and devices, so arithmetic on them saturates instead of trapping.
extension Timestamp {
    /// `self + span`, clamped to the representable range.
    func adding(_ span: TimeSpan) -> Timestamp {
        let (sum, overflow) = microseconds.addingReportingOverflow(span.microseconds)
        guard overflow else { return Timestamp(microseconds: sum) }
        return Timestamp(microseconds: span.microseconds > 0 ? .max : .min)
    }

    /// The span from `earlier` to `self`, clamped to the representable range.
    func span(since earlier: Timestamp) -> TimeSpan {
        let (difference, overflow) = microseconds.subtractingReportingOverflow(earlier.microseconds)
        guard overflow else { return TimeSpan(microseconds: difference) }
        return TimeSpan(microseconds: earlier.microseconds < 0 ? .max : .min)
    }
}
