// SPDX-License-Identifier: MIT
/// Touch frames into a touch device's input reports, as a Windows touch screen or Precision
/// Touchpad sends them and hid-multitouch reads them: each contact in the next Finger collection,
/// Contact Count in the first report of the frame, and a frame of more contacts than one report
/// holds split over several reports ("hybrid mode"), the later ones with a Contact Count of 0.
/// Built from the first input report with Finger collections in a Touch Screen or Touch Pad
/// application (a device with two such reports gets the first).
public struct TouchReportEncoder: Hashable, Sendable {
    /// What the touch application collection is.
    public enum Application: Hashable, Sendable {
        /// Digitizer Touch Screen (0x0D 0x04).
        case touchScreen
        /// Digitizer Touch Pad (0x0D 0x05): a Precision Touchpad.
        case touchPad
    }

    public let application: Application
    /// The touch report's ID (0 when the descriptor uses none).
    public let reportID: UInt8
    /// How many Finger collections the report has: the contacts one report carries.
    public let fingersPerReport: Int
    /// Tip Pressure's logical range; nil when the fingers have no pressure.
    public let pressureRange: ClosedRange<Int>?
    /// Contact Identifier's logical range; nil when the fingers have none.
    public let contactIDRange: ClosedRange<Int>?
    /// The most contacts a frame can have: Contact Count's logical maximum, or one report's
    /// fingers when there is no Contact Count (and so no splitting a frame).
    public let maximumContacts: Int

    private let layout: ReportLayout
    private let numbered: Bool
    private let slots: [Slot]

    /// One value of the report and what fills it; values with no slot stay zero.
    private struct Slot: Hashable, Sendable {
        var field: ReportField
        var index: Int
        var role: Role
    }

    private enum Role: Hashable, Sendable {
        case finger(Int, FingerValue)
        case contactCount, scanTime, button
    }

    private enum FingerValue: Hashable, Sendable {
        case tip, inRange, confidence, contactID, x, y, pressure
    }

    /// The encoder for `descriptor`'s touch report.
    /// - Throws: `ReportEncodingError.noTouchReport` when it has none.
    public init(_ descriptor: ReportDescriptor) throws(ReportEncodingError) {
        let touchApplications = [HIDUsage.touchScreen, HIDUsage.touchPad]
        guard let first = descriptor.fields.first(where: { field in
            field.kind == .input && field.fingerIndex != nil
                && field.collectionPath.contains { $0.type == .application && touchApplications.contains($0.usage) }
        }), let layout = descriptor.report(.input, id: first.reportID) else { throw .noTouchReport }
        let applicationUsage = first.collectionPath.last { $0.type == .application && touchApplications.contains($0.usage) }?.usage
        application = applicationUsage == HIDUsage.touchPad ? .touchPad : .touchScreen
        reportID = first.reportID
        self.layout = layout
        numbered = descriptor.usesReportIDs

        var slots: [Slot] = []
        for field in descriptor.fields(.input, id: first.reportID) where !field.isConstant && field.isVariable {
            for index in 0..<field.count {
                guard let usage = field.usage(at: index), let role = Self.role(of: usage, finger: field.fingerIndex) else { continue }
                slots.append(Slot(field: field, index: index, role: role))
            }
        }
        self.slots = slots
        fingersPerReport = Set(descriptor.fields(.input, id: first.reportID).compactMap(\.fingerIndex)).count
        pressureRange = slots.first { $0.role == .finger(0, .pressure) }?.field.logicalRange
        contactIDRange = slots.first { $0.role == .finger(0, .contactID) }?.field.logicalRange
        maximumContacts = slots.first { $0.role == .contactCount }?.field.logicalMaximum ?? fingersPerReport
    }

    private static func role(of usage: UInt32, finger: Int?) -> Role? {
        guard let finger else {
            switch usage {
            case HIDUsage.contactCount: return .contactCount
            case HIDUsage.scanTime: return .scanTime
            case HIDUsage.button1: return .button
            default: return nil
            }
        }
        switch usage {
        case HIDUsage.tipSwitch: return .finger(finger, .tip)
        case HIDUsage.inRange: return .finger(finger, .inRange)
        case HIDUsage.confidence: return .finger(finger, .confidence)
        case HIDUsage.contactIdentifier: return .finger(finger, .contactID)
        case HIDUsage.x: return .finger(finger, .x)
        case HIDUsage.y: return .finger(finger, .y)
        case HIDUsage.tipPressure: return .finger(finger, .pressure)
        default: return nil // Width, Height, Azimuth…: zero
        }
    }

    /// The reports that say `frame`, in the order to send them: one, or as many as its contacts
    /// need. Every report has the frame's Scan Time and button; Finger collections past the
    /// frame's contacts are all zero. A lifted contact has Tip Switch and In Range both clear
    /// (with In Range set, hid-multitouch's hovering devices would keep the slot open).
    /// - Throws: `ReportEncodingError` when a contact's ID does not fit Contact Identifier, or the
    ///   frame has more contacts than `maximumContacts`.
    public func encode(_ frame: TouchFrame) throws(ReportEncodingError) -> [[UInt8]] {
        let contacts = frame.contacts
        guard contacts.count <= maximumContacts else { throw .tooManyContacts(count: contacts.count, maximum: maximumContacts) }
        if let contactIDRange, let outside = contacts.first(where: { !contactIDRange.contains($0.id) }) {
            throw .contactIDOutOfRange(id: outside.id, range: contactIDRange)
        }
        let reportCount = max(1, (contacts.count + fingersPerReport - 1) / max(fingersPerReport, 1))
        return (0..<reportCount).map { report in
            var buffer = ReportBuffer(layout, numbered: numbered)
            for slot in slots {
                guard let value = value(of: slot, in: frame, report: report) else { continue }
                buffer.set(slot.field, index: slot.index, to: value)
            }
            return buffer.bytes
        }
    }

    /// The logical value of `slot` in report `report` of `frame`; nil to leave it zero.
    private func value(of slot: Slot, in frame: TouchFrame, report: Int) -> Int? {
        switch slot.role {
        case .contactCount:
            return report == 0 ? frame.contacts.count : 0
        case .scanTime:
            return Self.wrapped(frame.scanTime, into: slot.field.logicalRange)
        case .button:
            return frame.button ? 1 : 0
        case .finger(let finger, let value):
            guard let contact = frame.contacts[safe: report * fingersPerReport + finger] else { return nil }
            switch value {
            case .tip, .inRange: return contact.tip ? 1 : 0
            case .confidence: return contact.confident ? 1 : 0
            case .contactID: return contact.id
            case .x: return slot.field.value(atFraction: contact.x)
            case .y: return slot.field.value(atFraction: contact.y)
            case .pressure: return slot.field.value(atFraction: contact.pressure ?? 0)
            }
        }
    }

    /// `value` taken round `range` as a counter of that range wraps (65536 → 0 in 0...65535).
    public static func wrapped(_ value: Int, into range: ClosedRange<Int>) -> Int {
        let span = range.upperBound - range.lowerBound + 1
        var offset = (value % span - range.lowerBound % span) % span
        if offset < 0 { offset += span }
        return range.lowerBound + offset
    }
}
