// SPDX-License-Identifier: MIT
/// What a touch device answers when the kernel asks for a feature report (GET_REPORT): hid-
/// multitouch reads Contact Count Maximum to size its slots and Button Type to know a clickpad,
/// and reads Input Mode and the latency and surface switches before it sets them. Everything but
/// those two is zero: Input Mode, Device Index, the Windows certification blob (page 0xFF00,
/// usage 0xC5, which only Windows checks), latency mode, the surface and button switches.
public struct FeatureReports: Hashable, Sendable {
    /// The Contact Count Maximum the replies carry; nil when the descriptor has none.
    public let contactMax: Int?
    private let descriptor: ReportDescriptor
    private let replies: [UInt8: [UInt8]]

    /// The replies of `descriptor`'s feature reports. Each value is held to its field's logical
    /// range: the field says what the device can say at all.
    /// - Parameters:
    ///   - contactMax: Contact Count Maximum; by default the most the field and the input reports'
    ///     Contact Count can say (what hid-tools' test devices answer): a device that splits a
    ///     frame over reports (the Cirque pad: 3 fingers a report, 5 in all) has more contacts
    ///     than one report has Finger collections.
    ///   - buttonType: Button Type: 0 (the default) a clickpad, 1 a pressure pad, 2 a touchpad
    ///     with buttons.
    public init(_ descriptor: ReportDescriptor, contactMax: Int? = nil, buttonType: Int? = nil) {
        self.descriptor = descriptor
        let counted = descriptor.fields.filter { $0.kind == .input && $0.usages.contains(HIDUsage.contactCount) }.map(\.logicalMaximum).filter { $0 > 0 }.min()
        var replies: [UInt8: [UInt8]] = [:]
        var written: Int?
        for layout in descriptor.reports where layout.kind == .feature {
            var buffer = ReportBuffer(layout, numbered: descriptor.usesReportIDs)
            for field in descriptor.fields(.feature, id: layout.reportID) where !field.isConstant && field.isVariable {
                for index in 0..<field.count {
                    switch field.usage(at: index) {
                    case HIDUsage.contactCountMaximum:
                        let value = field.clamped(contactMax ?? min(field.logicalMaximum, counted ?? field.logicalMaximum))
                        buffer.set(field, index: index, to: value)
                        written = written ?? value
                    case HIDUsage.buttonType:
                        buffer.set(field, index: index, to: buttonType ?? 0)
                    default:
                        break
                    }
                }
            }
            replies[layout.reportID] = buffer.bytes
        }
        self.replies = replies
        self.contactMax = written
    }

    /// The bytes to answer GET_REPORT for feature report `reportID` with, its ID first when the
    /// descriptor uses IDs; nil when the descriptor has no such feature report.
    public func reply(reportID: UInt8) -> [UInt8]? {
        replies[reportID]
    }

    /// The Input Mode a SET_REPORT's data sets (its report ID first when the descriptor uses IDs),
    /// for the log: 3 is multitouch on a Precision Touchpad, 2 on a touch screen. Nil when that
    /// report has no Input Mode or the data is too short for it.
    public func inputMode(fromSetReport bytes: [UInt8]) -> Int? {
        let reportID: UInt8 = descriptor.usesReportIDs ? (bytes.first ?? 0) : 0
        guard let field = descriptor.fields(.feature, id: reportID).first(where: { $0.usages.contains(HIDUsage.inputMode) }),
              let index = field.usages.firstIndex(of: HIDUsage.inputMode) else { return nil }
        return ReportDecoder(descriptor).value(of: field, at: index, in: bytes)
    }
}
