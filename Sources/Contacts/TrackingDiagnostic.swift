// SPDX-License-Identifier: MIT
import InputEvents

/// A bad sequence from the hardware that the tracker survived. Worth logging; never fatal.
/// `description` is the message for the user; code and tests compare the values.
public enum TrackingDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// `SYN_DROPPED` at this time: events were lost and every contact is cancelled.
    case eventsDropped(at: Timestamp)
    /// `ABS_MT_SLOT` chose a slot the device does not have; its events are ignored until the next valid slot.
    case slotOutOfRange(slot: Int32, slots: Int)
    /// Protocol A: `ABS_MT_*` values that no `SYN_MT_REPORT` closed before `SYN_REPORT`; ignored.
    case unreportedContactValues
    /// Protocol A: a `SYN_MT_REPORT` for a contact without both positions; ignored.
    case contactWithoutPosition
    /// Protocol A: more contacts in one frame than the tracker keeps; the rest are ignored.
    case tooManyContacts(limit: Int)
    /// This many more diagnostics came since the last were taken, beyond what is kept.
    case suppressed(count: Int)

    public var description: String {
        switch self {
        case .eventsDropped(let time):
            "SYN_DROPPED at \(time): events were lost, every contact is cancelled"
        case .slotOutOfRange(let slot, let slots):
            "ABS_MT_SLOT \(slot) is outside 0...\(slots - 1): its events are ignored until the next valid slot"
        case .unreportedContactValues:
            "ABS_MT_* values without SYN_MT_REPORT before SYN_REPORT: ignored"
        case .contactWithoutPosition:
            "SYN_MT_REPORT for a contact without ABS_MT_POSITION_X and _Y: ignored"
        case .tooManyContacts(let limit):
            "more than \(limit) contacts in one frame: the rest are ignored"
        case .suppressed(let count):
            "\(count) more diagnostics suppressed"
        }
    }
}
