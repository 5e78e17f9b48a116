// SPDX-License-Identifier: MIT
import HIDReports
import InputEvents

/// A recording's touches and pen, as a HID device would report them: the evdev state its events
/// build up (slots, or one touch from ABS_X/ABS_Y, the pen's tool, tip and buttons, the click),
/// turned at each `SYN_REPORT` into a frame whose positions and pressures are fractions of the
/// recording's own axis ranges, so any device plays them over its own ranges.
struct RecordedTouches {
    private struct Slot {
        var trackingID: Int32 = -1
        var x: Int32 = 0
        var y: Int32 = 0
        var pressure: Int32 = 0
    }

    private let axes: [UInt16: AbsInfo]
    private var slots: [Int32: Slot] = [:]
    private var slot: Int32 = 0
    /// Slots down in the last frame: one that is no more is reported once more, lifted.
    private var reported: Set<Int32> = []
    private var single = Slot()
    private var touching = false
    private var keys: Set<UInt16> = []
    /// Whether the recording's device is multitouch (slots), else its one touch is ABS_X/ABS_Y.
    private let multitouch: Bool

    init(_ description: DeviceDescription) {
        axes = description.absInfo
        multitouch = description.absInfo[AbsCode.mtSlot] != nil || description.absInfo[AbsCode.mtPositionX] != nil
    }

    /// Whether the recording is of a pen (a pen frame, not a touch frame, is what it plays).
    static func isPen(_ description: DeviceDescription) -> Bool {
        description.codes[EventType.key]?.contains(KeyCode.btnToolPen) ?? false
    }

    mutating func apply(_ event: InputEvent) {
        switch event.type {
        case EventType.abs:
            switch event.code {
            case AbsCode.mtSlot: slot = event.value
            case AbsCode.mtTrackingID: slots[slot, default: Slot()].trackingID = event.value
            case AbsCode.mtPositionX: slots[slot, default: Slot()].x = event.value
            case AbsCode.mtPositionY: slots[slot, default: Slot()].y = event.value
            case AbsCode.mtPressure: slots[slot, default: Slot()].pressure = event.value
            case AbsCode.x: single.x = event.value
            case AbsCode.y: single.y = event.value
            case AbsCode.pressure: single.pressure = event.value
            default: break
            }
        case EventType.key:
            if event.value != 0 { keys.insert(event.code) } else { keys.remove(event.code) }
            if event.code == KeyCode.btnTouch { touching = event.value != 0 }
        default: break
        }
    }

    /// Whether a finger is down or a pen in range: what a device keeps reporting.
    var isTouching: Bool {
        touching || slots.values.contains { $0.trackingID >= 0 } || keys.contains(KeyCode.btnToolPen) || keys.contains(KeyCode.btnToolRubber)
    }

    /// The touches of the frame that just ended: those down, then those lifted since the last frame
    /// (tip off, at their last place), with ids their slots' numbers.
    mutating func touchFrame(scanTime: Int) -> TouchFrame {
        var contacts: [TouchContact] = []
        if multitouch {
            let down = slots.filter { $0.value.trackingID >= 0 }
            for (number, state) in down.sorted(by: { $0.key < $1.key }) {
                contacts.append(contact(Int(number), tip: true, state, x: AbsCode.mtPositionX, y: AbsCode.mtPositionY, pressure: AbsCode.mtPressure))
            }
            for number in reported.subtracting(down.keys).sorted() {
                contacts.append(contact(Int(number), tip: false, slots[number] ?? Slot(), x: AbsCode.mtPositionX, y: AbsCode.mtPositionY, pressure: AbsCode.mtPressure))
            }
            reported = Set(down.keys)
        } else if touching || reported.contains(0) {
            contacts.append(contact(0, tip: touching, single, x: AbsCode.x, y: AbsCode.y, pressure: AbsCode.pressure))
            reported = touching ? [0] : []
        }
        return TouchFrame(contacts: contacts, button: keys.contains(KeyCode.btnLeft), scanTime: scanTime)
    }

    /// The pen of the frame that just ended.
    func penFrame() -> PenFrame {
        let inRange = keys.contains(KeyCode.btnToolPen) || keys.contains(KeyCode.btnToolRubber)
        return PenFrame(inRange: inRange, tip: inRange && touching, barrel: keys.contains(KeyCode.btnStylus),
                        eraser: keys.contains(KeyCode.btnToolRubber), x: fraction(single.x, AbsCode.x) ?? 0,
                        y: fraction(single.y, AbsCode.y) ?? 0, pressure: fraction(single.pressure, AbsCode.pressure) ?? 0)
    }

    private func contact(_ id: Int, tip: Bool, _ state: Slot, x: UInt16, y: UInt16, pressure: UInt16) -> TouchContact {
        TouchContact(id: id, tip: tip, x: fraction(state.x, x) ?? 0, y: fraction(state.y, y) ?? 0,
                     pressure: tip ? fraction(state.pressure, pressure) : 0)
    }

    /// `value` as a fraction of the recording's range of `code`; nil when it has no such axis.
    private func fraction(_ value: Int32, _ code: UInt16) -> Double? {
        guard let axis = axes[code], axis.maximum > axis.minimum else { return nil }
        return min(1, max(0, Double(Int64(value) - Int64(axis.minimum)) / Double(axis.span)))
    }
}
