// SPDX-License-Identifier: MIT
/// Pen frames into a pen's input report: the first input report with X in a Stylus collection
/// (0x0D 0x20) of a Pen application (0x0D 0x02), as the USI pens of laptop touch screens have.
/// In Range, Tip Switch, Barrel Switch, Eraser, X, Y and Tip Pressure come from the frame; Invert
/// and everything else (tilt, twist, serial number, battery, transducer index) are zero.
public struct PenReportEncoder: Hashable, Sendable {
    /// The pen report's ID (0 when the descriptor uses none).
    public let reportID: UInt8
    /// Tip Pressure's logical range; nil when the pen has none.
    public let pressureRange: ClosedRange<Int>?

    private let layout: ReportLayout
    private let numbered: Bool
    private let slots: [Slot]

    private struct Slot: Hashable, Sendable {
        var field: ReportField
        var index: Int
        var usage: UInt32
    }

    private static let usages: Set<UInt32> = [
        HIDUsage.inRange, HIDUsage.tipSwitch, HIDUsage.barrelSwitch, HIDUsage.eraser, HIDUsage.x, HIDUsage.y, HIDUsage.tipPressure,
    ]

    /// The encoder for `descriptor`'s pen report.
    /// - Throws: `ReportEncodingError.noPenReport` when it has none.
    public init(_ descriptor: ReportDescriptor) throws(ReportEncodingError) {
        guard let first = descriptor.fields.first(where: { field in
            field.kind == .input && field.usages.contains(HIDUsage.x) && field.isInside(HIDUsage.stylus)
                && field.collectionPath.contains { $0.type == .application && $0.usage == HIDUsage.pen }
        }), let layout = descriptor.report(.input, id: first.reportID) else { throw .noPenReport }
        reportID = first.reportID
        self.layout = layout
        numbered = descriptor.usesReportIDs
        var slots: [Slot] = []
        for field in descriptor.fields(.input, id: first.reportID) where !field.isConstant && field.isVariable {
            for index in 0..<field.count {
                guard let usage = field.usage(at: index), Self.usages.contains(usage) else { continue }
                slots.append(Slot(field: field, index: index, usage: usage))
            }
        }
        self.slots = slots
        pressureRange = slots.first { $0.usage == HIDUsage.tipPressure }?.field.logicalRange
    }

    /// The report that says `frame`.
    public func encode(_ frame: PenFrame) -> [UInt8] {
        var buffer = ReportBuffer(layout, numbered: numbered)
        for slot in slots {
            let value = switch slot.usage {
            case HIDUsage.inRange: frame.inRange ? 1 : 0
            case HIDUsage.tipSwitch: frame.tip ? 1 : 0
            case HIDUsage.barrelSwitch: frame.barrel ? 1 : 0
            case HIDUsage.eraser: frame.eraser ? 1 : 0
            case HIDUsage.x: slot.field.value(atFraction: frame.x)
            case HIDUsage.y: slot.field.value(atFraction: frame.y)
            default: slot.field.value(atFraction: frame.pressure)
            }
            buffer.set(slot.field, index: slot.index, to: value)
        }
        return buffer.bytes
    }
}
