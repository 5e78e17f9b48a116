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
    /// `ABS_MT_PRESSURE` when it is a force (see `ContactTracker.reportsForce`), else nil.
    private let force: AbsInfo?

    /// Contacts carry a force only when `reportsForce`.
    init(device: DeviceDescription, axes: PositionAxes, reportsForce: Bool) {
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
        self.force = reportsForce ? device.absInfo[AbsCode.mtPressure] : nil
    }

    /// Latches one `ABS_MT_*` event; a tracking ID change may end a contact at once (returned, phase `ended`).
    /// Inlined into `ContactTracker.handle`: it runs for most events of a multitouch device.
    @inline(__always)
    mutating func record(code: UInt16, value: Int32, context: inout TrackingContext) -> Contact? {
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
            return slots[index].handle(.trackingID(value), context: &context)?.contact
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

    /// The `SYN_REPORT`: every slot's contact, in slot order, appended to the frame's `contacts`
    /// straight from the slot (each knows its contact and whether it changed). Positions go through
    /// `calibration` (nil: none). `emulatedForce` is the force of the oldest touching contact when
    /// `ABS_PRESSURE` stands in for `ABS_MT_PRESSURE`. Returns true when any contact is news.
    /// (`calibration` is passed, not stored: a larger `SlotTracker` made every event's test of the
    /// tracker's optional an outlined call.)
    mutating func report(into contacts: inout [Contact], calibration: CalibrationMatrix?, emulatedForce: Double?,
                         context: inout TrackingContext) -> Bool {
        let oldest = emulatedForce == nil ? nil : oldestSlot()
        var news = false
        for index in slots.indices where slots[index].reports {
            let values = slots[index].values
            var position = axes.point(x: values.x, y: values.y)
            if let calibration { position = calibration.apply(position) }
            let report = Slot.Input.report(tool: Self.tool(values.toolType), position: position,
                                           force: index == oldest ? emulatedForce : force.map { $0.normalised(values.pressure) })
            if let output = slots[index].handle(report, context: &context) {
                contacts.append(output.contact)
                news = news || output.isNews
            }
        }
        return news
    }

    /// Every contact is cancelled, appended to `contacts`; slots wait for new tracking IDs.
    mutating func cancel(into contacts: inout [Contact], context: inout TrackingContext) {
        for index in slots.indices {
            if let output = slots[index].handle(.cancel, context: &context) { contacts.append(output.contact) }
        }
    }

    /// The slot whose contact will be the oldest touching one (lowest id) after this report: a
    /// touching one before any landing one, as new ids are handed out later, in slot order.
    private func oldestSlot() -> Int? {
        var oldest: (index: Int, id: Int)?
        var firstLanding: Int?
        for index in slots.indices where Self.tool(slots[index].values.toolType) != nil {
            switch slots[index].state {
            case .touching(_, let contact):
                if contact.id < oldest?.id ?? .max { oldest = (index, contact.id) }
            case .landing:
                if firstLanding == nil { firstLanding = index }
            case .empty, .palm, .stale:
                break
            }
        }
        return oldest?.index ?? firstLanding
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
