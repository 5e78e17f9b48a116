// SPDX-License-Identifier: MIT
import InputEvents

/// Multitouch protocol B: `ABS_MT_SLOT` selects a slot, `ABS_MT_TRACKING_ID` starts (≥ 0) and
/// ends (-1) the contact in it, the other `ABS_MT_*` values update it.
struct SlotTracker {
    /// More slots than any real device has; the `ABS_MT_SLOT` maximum is capped to this.
    static let maximumSlots = 64

    private var slots: [Slot]
    /// The slot `ABS_MT_*` values go to; nil after an out-of-range `ABS_MT_SLOT` until a valid one.
    private var current: Int?
    private let axes: PositionAxes
    private let pressure: AbsInfo?

    init(device: DeviceDescription, axes: PositionAxes) {
        let slotAxis = device.absInfo[AbsCode.mtSlot]
        let count = min(Int64(Self.maximumSlots), max(1, Int64(slotAxis?.maximum ?? 0) + 1))
        let values = Slot.Values(
            x: axes.x.value, y: axes.y.value,
            pressure: device.absInfo[AbsCode.mtPressure]?.value ?? 0,
            toolType: MTToolType.finger)
        self.slots = Array(repeating: Slot(values: values), count: Int(count))
        // A live device opened mid-touch is on the slot it last selected (its `ABS_MT_SLOT` value):
        // the kernel sends `ABS_MT_SLOT` only when that changes. Recordings start at slot 0.
        let opened = Int64(slotAxis?.value ?? 0)
        self.current = opened >= 0 && opened < count ? Int(opened) : 0
        self.axes = axes
        self.pressure = device.absInfo[AbsCode.mtPressure]
    }

    /// Latches one `ABS_MT_*` event; a tracking ID change may end a contact at once.
    /// Inlined into `ContactTracker.handle`: it runs for most events of a multitouch device.
    @inline(__always)
    mutating func record(code: UInt16, value: Int32, context: inout TrackingContext) -> ContactUpdate? {
        if code == AbsCode.mtSlot {
            if value >= 0 && Int64(value) < Int64(slots.count) {
                current = Int(value)
            } else {
                current = nil
                context.diagnose(.slotOutOfRange(slot: value, slots: slots.count))
            }
            return nil
        }
        guard let index = current else { return nil }
        switch code {
        case AbsCode.mtTrackingID:
            return slots[index].handle(.trackingID(value), context: &context)
        case AbsCode.mtPositionX:
            slots[index].values.x = value
        case AbsCode.mtPositionY:
            slots[index].values.y = value
        case AbsCode.mtPressure:
            slots[index].values.pressure = value
        case AbsCode.mtToolType:
            slots[index].values.toolType = value
        default:
            break // touch size, orientation, distance…: not used for contacts
        }
        return nil
    }

    /// The `SYN_REPORT`: every slot reports its contact, in slot order, appended to `updates`.
    mutating func report(into updates: inout [ContactUpdate], context: inout TrackingContext) {
        for index in slots.indices where slots[index].reports {
            let values = slots[index].values
            let report = Slot.Input.report(tool: Self.tool(values.toolType),
                                           position: axes.point(x: values.x, y: values.y),
                                           force: pressure.map { $0.normalised(values.pressure) })
            if let update = slots[index].handle(report, context: &context) { updates.append(update) }
        }
    }

    /// Every contact is cancelled, appended to `updates`; slots wait for new tracking IDs.
    mutating func cancel(into updates: inout [ContactUpdate], context: inout TrackingContext) {
        for index in slots.indices {
            if let update = slots[index].handle(.cancel, context: &context) { updates.append(update) }
        }
    }

    /// The tool of an `ABS_MT_TOOL_TYPE` value; nil for a palm, which is no touch.
    static func tool(_ toolType: Int32) -> ToolKind? {
        switch toolType {
        case MTToolType.pen: return .pen
        case MTToolType.palm: return nil
        default: return .finger
        }
    }
}
