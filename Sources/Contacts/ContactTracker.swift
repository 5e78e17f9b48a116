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
    /// Every touching contact as last reported (phase `changed`), to tell what changed and to
    /// give ended contacts their last position.
    private var live: [Int: Contact] = [:]
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
            return frame(at: event.time, updates: cancelUpdates())
        }
        switch event.type {
        case EventType.syn:
            switch event.code {
            case SynCode.report:
                return frame(at: event.time, updates: reportUpdates())
            case SynCode.mtReport:
                _ = protocolA?.handle(.contactReport, context: &context)
            case SynCode.dropped:
                sync = .dropping
                context.diagnose(.eventsDropped(at: event.time))
            default:
                break
            }
        case EventType.abs where event.code >= AbsCode.mtSlot:
            if let ended = slots?.record(code: event.code, value: event.value, context: &context) {
                pendingUpdates.append(ended)
            }
            protocolA?.record(code: event.code, value: event.value)
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
        return frame(at: time, updates: cancelUpdates())
    }

    /// The diagnostics (bad sequences from the hardware, survived) since the last call.
    public mutating func takeDiagnostics() -> [TrackingDiagnostic] {
        context.takeDiagnostics()
    }

    private mutating func reportUpdates() -> [ContactUpdate] {
        var fingers = pendingUpdates
        pendingUpdates = []
        if let updates = slots?.report(context: &context) { fingers += updates }
        if let updates = protocolA?.handle(.report(liftAll: touchReleased), context: &context) { fingers += updates }
        touchReleased = false
        var updates = attributeEmulatedPressure(fingers)
        if let update = pointer?.handle(.report, context: &context) { updates.append(update) }
        return updates
    }

    private mutating func cancelUpdates() -> [ContactUpdate] {
        var updates = pendingUpdates
        pendingUpdates = []
        touchReleased = false
        updates += slots?.cancel(context: &context) ?? []
        updates += protocolA?.handle(.cancel, context: &context) ?? []
        if let update = pointer?.handle(.cancel, context: &context) { updates.append(update) }
        return updates
    }

    /// Gives `ABS_PRESSURE` to the oldest touching finger when it stands in for `ABS_MT_PRESSURE`.
    private func attributeEmulatedPressure(_ updates: [ContactUpdate]) -> [ContactUpdate] {
        guard let axis = emulatedPressureAxis else { return updates }
        let oldest = updates.compactMap { update -> Int? in
            guard case .touching(let contact) = update else { return nil }
            return contact.id
        }.min()
        return updates.map { update in
            guard case .touching(var contact) = update, contact.id == oldest else { return update }
            contact.force = axis.normalised(emulatedPressure)
            return .touching(contact)
        }
    }

    /// The frame for these updates, or nil when nothing changed since the last frame.
    private mutating func frame(at time: Timestamp, updates: [ContactUpdate]) -> TouchFrame? {
        var contacts: [Contact] = []
        var changed = false
        for update in updates {
            switch update {
            case .touching(var contact):
                if !reportsForce { contact.force = nil }
                if let calibration { contact.position = calibration.apply(contact.position) }
                var settled = contact
                settled.phase = .changed
                // One hash per contact: the store hands back what it replaces.
                let previous = live.updateValue(settled, forKey: contact.id)
                if contact.phase != .changed || previous != settled { changed = true }
                contacts.append(contact)
            case .ended(let id):
                if var last = live.removeValue(forKey: id) {
                    last.phase = .ended
                    contacts.append(last)
                    changed = true
                }
            case .cancelled(let id):
                if var last = live.removeValue(forKey: id) {
                    last.phase = .cancelled
                    contacts.append(last)
                    changed = true
                }
            }
        }
        guard changed else { return nil }
        return TouchFrame(time: time, contacts: contacts.sorted { $0.id < $1.id })
    }
}
