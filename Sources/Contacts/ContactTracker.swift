// SPDX-License-Identifier: MIT
import InputEvents

/// Turns the evdev events of one device into `TouchFrame`s: one per `SYN_REPORT` that changes
/// anything. Pure: no I/O, no clock; bad sequences from the hardware are survived and reported
/// through `takeDiagnostics()`. The rules and lifecycles are described in ContactTracker.md.
///
/// - Multitouch devices report fingers through slots (protocol B, `SlotTracker`) or through
///   `SYN_MT_REPORT` lists (protocol A, `ProtocolATracker`); their single-touch emulation
///   (`BTN_TOUCH`, `ABS_X/Y`, `BTN_TOOL_*TAP`) is ignored so no contact counts twice, except
///   `ABS_PRESSURE` when there is no `ABS_MT_PRESSURE`: the kernel's emulation takes it from the
///   oldest contact, so it becomes the force of the oldest touching contact (the others have none).
/// - Single-touch panels and pens (`SingleTouchTracker`) have one contact on `ABS_X/Y`; on a
///   multitouch device a pen in proximity (`BTN_TOOL_PEN`/`RUBBER`) is tracked there too.
public struct ContactTracker {
    /// The surface size, for distances in millimetres (of the calibrated surface).
    public let geometry: SurfaceGeometry
    /// The calibration matrix applied to every position; nil for the identity (nothing to do).
    private let calibration: CalibrationMatrix?
    /// True when the device has `ABS_MT_PRESSURE` or `ABS_PRESSURE` and it measures force: contacts
    /// carry one. A touchpad's pressure measures how much skin touches (libinput uses it to tell
    /// palms and thumbs), so there it is no force unless the pad says it is (`INPUT_PROP_PRESSUREPAD`).
    public let reportsForce: Bool

    /// Whether the event stream can be trusted.
    private enum Sync {
        case inSync
        /// After `SYN_DROPPED`: events are dropped up to and including the next `SYN_REPORT`.
        case dropping
    }

    private var sync = Sync.inSync
    private var slots: SlotTracker?
    private var protocolA: ProtocolATracker?
    private var pointer: SingleTouchTracker?
    /// `ABS_PRESSURE` when it stands in for a missing `ABS_MT_PRESSURE` on a multitouch device.
    private let emulatedPressureAxis: AbsInfo?
    private var emulatedPressure: Int32
    /// A `BTN_TOUCH` 0 came in this frame (protocol A: it lifts every contact).
    private var touchReleased = false
    /// Updates that happened before the frame's `SYN_REPORT` (a tracking ID ended a contact).
    private var pendingUpdates: [ContactUpdate] = []
    /// Every touching contact as last reported (phase `changed`), to tell what changed and to give
    /// ended contacts their last position. Kept in the order the updates come (slot order), so
    /// each frame finds every contact just after the previous one: cheaper than hashing them.
    private var live: [Contact] = []
    /// The updates of the frame being closed, and its contacts: kept between frames so that their
    /// storage is reused (a frame handed out earlier and since dropped leaves it unshared).
    private var updates: [ContactUpdate] = []
    private var contacts: [Contact] = []
    private var context = TrackingContext()

    /// - Parameter calibration: applied to every normalised position (udev's
    ///   `LIBINPUT_CALIBRATION_MATRIX`, as libinput applies it); results are clamped to 0...1.
    /// - Throws: `UnsupportedDevice` for a device with no absolute position, or one that can never
    ///   report a touch (a pad, buttons, an absolute mouse).
    public init(device: DeviceDescription, calibration: CalibrationMatrix = .identity) throws {
        let multitouchAxes = PositionAxes.multitouch(of: device)
        let singleTouchAxes = PositionAxes.singleTouch(of: device)
        let keys = device.codes[EventType.key] ?? []
        let hasPenTools = keys.contains(where: SingleTouchTracker.isPenTool)
        let hasPressure = device.absInfo[AbsCode.pressure] != nil
        let signal: SingleTouchTracker.TouchSignal? = keys.contains(KeyCode.btnTouch) ? .button : hasPressure ? .pressure : nil

        if let multitouchAxes {
            if device.absInfo[AbsCode.mtSlot] != nil {
                slots = SlotTracker(device: device, axes: multitouchAxes)
            } else {
                protocolA = ProtocolATracker(device: device, axes: multitouchAxes)
            }
            if hasPenTools, let singleTouchAxes, let signal {
                pointer = SingleTouchTracker(device: device, axes: singleTouchAxes, signal: signal, pensOnly: true)
            }
            emulatedPressureAxis = device.absInfo[AbsCode.mtPressure] == nil ? device.absInfo[AbsCode.pressure] : nil
        } else {
            guard let singleTouchAxes else {
                throw UnsupportedDevice(device: device.name, reason: .noPositionAxes)
            }
            guard let signal else {
                throw UnsupportedDevice(device: device.name, reason: hasPenTools ? .penWithoutTipSignal : .noTouches)
            }
            pointer = SingleTouchTracker(device: device, axes: singleTouchAxes, signal: signal, pensOnly: false)
            emulatedPressureAxis = nil
        }
        emulatedPressure = emulatedPressureAxis?.value ?? 0
        geometry = SurfaceGeometry(device: device).calibrated(by: calibration)
        self.calibration = calibration.isIdentity ? nil : calibration
        let isTouchpad = keys.contains(KeyCode.btnToolFinger) && !hasPenTools && !device.hasProperty(InputProperty.direct)
        reportsForce = (device.absInfo[AbsCode.mtPressure] != nil || hasPressure)
            && (!isTouchpad || device.hasProperty(InputProperty.pressurePad))
    }

    /// Takes one event; returns a frame at a `SYN_REPORT` that changed anything.
    public mutating func handle(_ event: InputEvent) -> TouchFrame? {
        switch sync {
        case .inSync:
            break
        case .dropping:
            guard event.isReport else { return nil }
            sync = .inSync
            collectCancelUpdates()
            return frame(at: event.time)
        }
        switch event.type {
        case EventType.syn:
            switch event.code {
            case SynCode.report:
                collectReportUpdates()
                return frame(at: event.time)
            case SynCode.mtReport:
                _ = protocolA?.handle(.contactReport, context: &context)
            case SynCode.dropped:
                sync = .dropping
                context.diagnose(.eventsDropped(at: event.time))
            default:
                break
            }
        case EventType.abs where event.code >= AbsCode.mtSlot:
            // A multitouch device has slots or protocol A, never both. Tested for nil first: an
            // optional chain on the absent one copied it (a large struct) for every event.
            if slots != nil {
                if let ended = slots?.record(code: event.code, value: event.value, context: &context) {
                    pendingUpdates.append(ended)
                }
            } else {
                protocolA?.record(code: event.code, value: event.value)
            }
        case EventType.abs, EventType.key, EventType.msc:
            if event.type == EventType.abs && event.code == AbsCode.pressure { emulatedPressure = event.value }
            if event.type == EventType.key && event.code == KeyCode.btnTouch && event.value == 0 { touchReleased = true }
            pointer?.record(type: event.type, code: event.code, value: event.value)
        default:
            break
        }
        return nil
    }

    /// The device went away: every live contact is `cancelled` (nil when none was live).
    public mutating func cancelAll(at time: Timestamp) -> TouchFrame? {
        sync = .inSync
        collectCancelUpdates()
        return frame(at: time)
    }

    /// The diagnostics (bad sequences from the hardware, survived) since the last call.
    public mutating func takeDiagnostics() -> [TrackingDiagnostic] {
        context.takeDiagnostics()
    }

    /// The updates of a `SYN_REPORT` into `updates`: those pending, then every sub-tracker's.
    private mutating func collectReportUpdates() {
        takePendingUpdates()
        slots?.report(into: &updates, context: &context)
        if let fingers = protocolA?.handle(.report(liftAll: touchReleased), context: &context) { updates += fingers }
        touchReleased = false
        attributeEmulatedPressure()
        if let update = pointer?.handle(.report, context: &context) { updates.append(update) }
    }

    /// Every contact cancelled, into `updates`.
    private mutating func collectCancelUpdates() {
        takePendingUpdates()
        touchReleased = false
        slots?.cancel(into: &updates, context: &context)
        if let fingers = protocolA?.handle(.cancel, context: &context) { updates += fingers }
        if let update = pointer?.handle(.cancel, context: &context) { updates.append(update) }
    }

    /// Starts `updates` with the pending ones.
    private mutating func takePendingUpdates() {
        updates.removeAll(keepingCapacity: true)
        guard !pendingUpdates.isEmpty else { return }
        updates += pendingUpdates
        pendingUpdates.removeAll(keepingCapacity: true)
    }

    /// Gives `ABS_PRESSURE` to the oldest touching finger in `updates` when it stands in for `ABS_MT_PRESSURE`.
    private mutating func attributeEmulatedPressure() {
        guard let axis = emulatedPressureAxis else { return }
        var oldest: (index: Int, id: Int)?
        for index in updates.indices {
            guard case .touching(let contact) = updates[index], contact.id < oldest?.id ?? .max else { continue }
            oldest = (index, contact.id)
        }
        guard let oldest, case .touching(var contact) = updates[oldest.index] else { return }
        contact.force = axis.normalised(emulatedPressure)
        updates[oldest.index] = .touching(contact)
    }

    /// The frame for `updates`, or nil when nothing changed since the last frame.
    private mutating func frame(at time: Timestamp) -> TouchFrame? {
        contacts.removeAll(keepingCapacity: true)
        var changed = false
        // Where the next contact is expected in `live`, which is in the order of `updates`.
        var cursor = 0
        for update in updates {
            switch update {
            case .touching(var contact):
                if !reportsForce { contact.force = nil }
                if let calibration { contact.position = calibration.apply(contact.position) }
                var settled = contact
                settled.phase = .changed
                if let index = Self.index(of: contact.id, in: live, from: cursor) {
                    // Written only when it differs: a still contact costs no write.
                    if contact.phase != .changed || live[index] != settled {
                        changed = true
                        live[index] = settled
                    }
                    cursor = index + 1
                } else {
                    changed = true
                    cursor = min(cursor, live.endIndex)
                    live.insert(settled, at: cursor)
                    cursor += 1
                }
                contacts.append(contact)
            case .ended(let id):
                if let index = Self.index(of: id, in: live, from: cursor) {
                    var last = live.remove(at: index)
                    last.phase = .ended
                    contacts.append(last)
                    changed = true
                    cursor = index
                }
            case .cancelled(let id):
                if let index = Self.index(of: id, in: live, from: cursor) {
                    var last = live.remove(at: index)
                    last.phase = .cancelled
                    contacts.append(last)
                    changed = true
                    cursor = index
                }
            }
        }
        guard changed else { return nil }
        // In id order. Slot order mostly is already; then this is one pass.
        if !contacts.indices.dropFirst().allSatisfy({ contacts[$0 - 1].id < contacts[$0].id }) {
            contacts.sort { $0.id < $1.id }
        }
        return TouchFrame(time: time, contacts: contacts)
    }

    /// Where the contact with `id` is in `contacts`, searched from `start` on, then before it.
    private static func index(of id: Int, in contacts: [Contact], from start: Int) -> Int? {
        let start = min(start, contacts.endIndex)
        return contacts[start...].firstIndex { $0.id == id } ?? contacts[..<start].firstIndex { $0.id == id }
    }
}
