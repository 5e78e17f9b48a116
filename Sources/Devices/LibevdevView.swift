// SPDX-License-Identifier: MIT
import CEvdev
import InputEvents
#if canImport(Glibc)
import Glibc
#endif

/// libevdev's view of an open device (its key, axis and slot values), kept as libevdev's own reads
/// keep it while `EvdevDevice` reads the node itself: its resync after a `SYN_DROPPED` then sends
/// exactly the differences between what the reader last saw and the kernel's state.
///
/// `pass` does what `libevdev_next_event` does to each event it reads (libevdev's
/// `sanitize_event` and `update_state`, through `libevdev_set_event_value`, which runs both), minus
/// the `read(2)` that libevdev makes again after every frame only to find nothing.
struct LibevdevView {
    let device: OpaquePointer
    /// The device's slots, -1 without `ABS_MT_SLOT`.
    private let slots: Int32

    init(_ device: OpaquePointer) {
        self.device = device
        slots = libevdev_get_num_slots(device)
    }

    /// `event` applied to the view and passed on as `libevdev_next_event` passes it: nil when
    /// libevdev drops it (a code the device does not have; a tracking ID that neither starts nor
    /// ends a contact), a slot beyond the device's capped to its last one.
    func pass(_ event: InputEvent) -> InputEvent? {
        let type = UInt32(event.type)
        let code = UInt32(event.code)
        switch event.type {
        case EventType.key, EventType.abs, EventType.led, EventType.sw:
            if libevdev_set_event_value(device, type, code, event.value) == 0 { return event }
            // libevdev keeps an event whose slot it capped; `set_event_value` refuses it instead.
            guard event.type == EventType.abs, event.code == AbsCode.mtSlot, slots > 0,
                  event.value < 0 || event.value >= slots else { return nil }
            var capped = event
            capped.value = slots - 1
            return libevdev_set_event_value(device, type, code, capped.value) == 0 ? capped : nil
        default:
            // Nothing to keep (EV_SYN, EV_MSC, EV_REL, …): only a code the device lacks is dropped.
            return libevdev_has_event_code(device, type, code) == 1 ? event : nil
        }
    }

    /// libevdev's resync after `dropped`, a `SYN_DROPPED` read from the node: the drop itself, the
    /// events that bring the view up to the kernel's state (stamped with the drop's time, as
    /// libevdev stamps them when it reads the drop itself), then what the kernel queued after
    /// them. What the kernel still held from before the resync is discarded, as libevdev discards
    /// it: it is stale.
    /// - Throws: `DeviceError` as `EvdevDevice.drain` does.
    func resync(after dropped: InputEvent, node: String) throws(DeviceError) -> [InputEvent] {
        var forced = false
        var event = input_event()
        return try EvdevDevice.drain(node: node) { sync in
            guard forced else {
                // libevdev saw no SYN_DROPPED itself: told to behave as if it had read one.
                let status = libevdev_next_event(device, LIBEVDEV_READ_FLAG_FORCE_SYNC.rawValue, &event)
                forced = status != -EINTR
                return (status, dropped)
            }
            let flags = sync ? LIBEVDEV_READ_FLAG_SYNC.rawValue : LIBEVDEV_READ_FLAG_NORMAL.rawValue
            let status = libevdev_next_event(device, flags, &event)
            var passed = EvdevDevice.inputEvent(event)
            if sync { passed.time = dropped.time }
            return (status, passed)
        }
    }
}
