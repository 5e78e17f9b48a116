// SPDX-License-Identifier: MIT
import InputEvents

/// The multitouch slots as libevdev read them when a device was opened, as the events that would
/// have set them: fingers already down when peekpop opened the device (the daemon started or
/// restarted mid-touch) count from that moment instead of from their next touch.
///
/// Pure: `EvdevDevice` fills it from `libevdev_get_slot_value`.
public struct SlotsAtOpen: Hashable, Sendable {
    /// Each slot's `ABS_MT_*` values (without `ABS_MT_SLOT`), in slot order; a slot whose
    /// `ABS_MT_TRACKING_ID` is negative (or missing) holds no contact.
    public var slots: [[UInt16: Int32]]
    /// The slot the kernel last selected: later events without `ABS_MT_SLOT` go there.
    public var current: Int32

    public init(slots: [[UInt16: Int32]], current: Int32) {
        self.slots = slots
        self.current = current
    }

    /// The events of one frame at `time` that start every contact already down: for each such
    /// slot `ABS_MT_SLOT`, its `ABS_MT_TRACKING_ID`, then its other values in code order; then
    /// `ABS_MT_SLOT` back to `current` and `SYN_REPORT`. Empty when no contact is down.
    public func events(at time: Timestamp) -> [InputEvent] {
        var events: [InputEvent] = []
        let abs = { (code: UInt16, value: Int32) in InputEvent(time: time, type: EventType.abs, code: code, value: value) }
        for (slot, values) in slots.enumerated() {
            guard let trackingID = values[AbsCode.mtTrackingID], trackingID >= 0 else { continue }
            events.append(abs(AbsCode.mtSlot, Int32(slot)))
            events.append(abs(AbsCode.mtTrackingID, trackingID))
            for code in values.keys.sorted() where code != AbsCode.mtTrackingID {
                events.append(abs(code, values[code]!))
            }
        }
        guard !events.isEmpty else { return [] }
        events.append(abs(AbsCode.mtSlot, current))
        events.append(InputEvent(time: time, type: EventType.syn, code: SynCode.report, value: 0))
        return events
    }
}
