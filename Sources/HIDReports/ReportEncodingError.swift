// SPDX-License-Identifier: MIT
/// Why a descriptor cannot carry what was asked of it, or a frame does not fit it.
public enum ReportEncodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No input report with Finger collections in a Touch Screen or Touch Pad application.
    case noTouchReport
    /// No input report with X in a Stylus collection of a Pen application.
    case noPenReport
    /// A contact's ID is outside the Contact Identifier field's logical range.
    case contactIDOutOfRange(id: Int, range: ClosedRange<Int>)
    /// More contacts than the reports can say: more than one report holds and there is no Contact
    /// Count, or more than Contact Count's logical maximum.
    case tooManyContacts(count: Int, maximum: Int)

    public var description: String {
        switch self {
        case .noTouchReport:
            "no input report with Finger collections in a Touch Screen or Touch Pad application"
        case .noPenReport:
            "no input report with X in a Stylus collection of a Pen application"
        case .contactIDOutOfRange(let id, let range):
            "contact ID \(id) is outside Contact Identifier's \(range.lowerBound)...\(range.upperBound)"
        case .tooManyContacts(let count, let maximum):
            "a frame of \(count) contacts, where the device reports at most \(maximum)"
        }
    }
}
