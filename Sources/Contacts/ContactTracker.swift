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
    /// True when the device has `ABS_MT_PRESSURE` or `ABS_PRESSURE`: contacts carry a force. On a
    /// touchpad that pressure grows with how much skin touches as much as with force (libinput
    /// uses it to tell palms and thumbs), so only force clicks read it there: after a click, and
    /// against the click's own (`ForceClickMachine`).
    public let reportsForce: Bool
    /// A touchpad (`BTN_TOOL_FINGER`, no pen tool, no `INPUT_PROP_DIRECT`: udev's own test): its
    /// positions are places on the pad, not on a screen (the pointer says where), and its frames
    /// carry its button (`TouchFrame.buttonDown`).
    public let isTouchpad: Bool
    /// What the pressure axis means in grams, when it says (a pressure pad's units per gram).
    public let pressureScale: PressureScale

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
    /// A touchpad's `BTN_LEFT` as last sent, and as last reported in a frame.
    private var buttonDown = false
    private var reportedButtonDown = false
    /// Contacts a tracking ID ended before the frame's `SYN_REPORT` (phase `ended`).
    private var endedEarly: [Contact] = []
    /// The protocol A and single-touch contacts touching as last reported (phase `changed`), to
    /// tell what changed and to give ended contacts their last position. (Slots know their own.)
    private var live: [Contact] = []
    /// The contacts of the frame being closed: kept between frames so that their storage is reused
    /// (a frame handed out earlier and since dropped leaves it unshared).
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

        let isTouchpad = keys.contains(KeyCode.btnToolFinger) && !hasPenTools && !device.hasProperty(InputProperty.direct)
        let reportsForce = device.absInfo[AbsCode.mtPressure] != nil || hasPressure
        let calibration = calibration.isIdentity ? nil : calibration
        if let multitouchAxes {
            if device.absInfo[AbsCode.mtSlot] != nil {
                slots = SlotTracker(device: device, axes: multitouchAxes, reportsForce: reportsForce)
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
        geometry = SurfaceGeometry(device: device).calibrated(by: calibration ?? .identity)
        self.calibration = calibration
        self.reportsForce = reportsForce
        self.isTouchpad = isTouchpad
        pressureScale = PressureScale(device: device)
    }

    /// Takes one event; returns a frame at a `SYN_REPORT` that changed anything.
    public mutating func handle(_ event: InputEvent) -> TouchFrame? {
        switch sync {
        case .inSync:
            break
        case .dropping:
            guard event.isReport else { return nil }
            sync = .inSync
            return cancelFrame(at: event.time)
        }
        switch event.type {
        case EventType.syn:
            switch event.code {
            case SynCode.report:
                return reportFrame(at: event.time)
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
                    endedEarly.append(ended)
                }
            } else {
                protocolA?.record(code: event.code, value: event.value)
            }
        case EventType.abs, EventType.key, EventType.msc:
            if event.type == EventType.abs && event.code == AbsCode.pressure { emulatedPressure = event.value }
            if event.type == EventType.key && event.code == KeyCode.btnTouch && event.value == 0 { touchReleased = true }
            if isTouchpad && event.type == EventType.key && event.code == KeyCode.btnLeft { buttonDown = event.value != 0 }
            pointer?.record(type: event.type, code: event.code, value: event.value)
        default:
            break
        }
        return nil
    }

    /// The device went away: every live contact is `cancelled` (nil when none was live).
    public mutating func cancelAll(at time: Timestamp) -> TouchFrame? {
        sync = .inSync
        // A device that went away holds no click.
        buttonDown = false
        reportedButtonDown = false
        return cancelFrame(at: time)
    }

    /// The diagnostics (bad sequences from the hardware, survived) since the last call.
    public mutating func takeDiagnostics() -> [TrackingDiagnostic] {
        context.takeDiagnostics()
    }

    /// The frame of a `SYN_REPORT`: the contacts ended early, then every sub-tracker's.
    private mutating func reportFrame(at time: Timestamp) -> TouchFrame? {
        var news = startFrame()
        if buttonDown != reportedButtonDown {
            reportedButtonDown = buttonDown
            news = true
        }
        if slots != nil {
            let emulatedForce = reportsForce ? emulatedPressureAxis?.normalised(emulatedPressure) : nil
            news = slots?.report(into: &contacts, calibration: calibration, emulatedForce: emulatedForce,
                                 context: &context) == true || news
        }
        if var fingers = protocolA?.handle(.report(liftAll: touchReleased), context: &context) {
            attributeEmulatedPressure(to: &fingers)
            for update in fingers { news = add(update) || news }
        }
        touchReleased = false
        if let update = pointer?.handle(.report, context: &context) { news = add(update) || news }
        return news ? finishFrame(at: time) : nil
    }

    /// The frame in which every contact is cancelled.
    private mutating func cancelFrame(at time: Timestamp) -> TouchFrame? {
        _ = startFrame()
        touchReleased = false
        slots?.cancel(into: &contacts, context: &context)
        for update in protocolA?.handle(.cancel, context: &context) ?? [] { _ = add(update) }
        if let update = pointer?.handle(.cancel, context: &context) { _ = add(update) }
        return contacts.isEmpty ? nil : finishFrame(at: time)
    }

    /// Starts `contacts` with those ended early; true when there are any.
    private mutating func startFrame() -> Bool {
        contacts.removeAll(keepingCapacity: true)
        guard !endedEarly.isEmpty else { return false }
        contacts += endedEarly
        endedEarly.removeAll(keepingCapacity: true)
        return true
    }

    /// Gives `ABS_PRESSURE` to the oldest touching finger when it stands in for `ABS_MT_PRESSURE`.
    private func attributeEmulatedPressure(to updates: inout [ContactUpdate]) {
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

    /// Adds a protocol A or single-touch update to `contacts`, keeping `live`; true when it is news.
    private mutating func add(_ update: ContactUpdate) -> Bool {
        switch update {
        case .touching(var contact):
            if !reportsForce { contact.force = nil }
            if let calibration { contact.position = calibration.apply(contact.position) }
            contacts.append(contact)
            contact.phase = .changed
            guard let index = live.firstIndex(where: { $0.id == contact.id }) else {
                live.append(contact)
                return true
            }
            // Written only when it differs: a still contact costs no write.
            guard live[index] != contact else { return false }
            live[index] = contact
            return true
        case .ended(let id):
            return end(id, .ended)
        case .cancelled(let id):
            return end(id, .cancelled)
        }
    }

    /// Ends the live contact `id` in `contacts` with its last reading.
    private mutating func end(_ id: Int, _ phase: ContactPhase) -> Bool {
        guard let index = live.firstIndex(where: { $0.id == id }) else { return false }
        var last = live.remove(at: index)
        last.phase = phase
        contacts.append(last)
        return true
    }

    /// The frame of `contacts`, in id order. Slot order mostly is already; then this is one pass.
    private mutating func finishFrame(at time: Timestamp) -> TouchFrame {
        if !contacts.indices.dropFirst().allSatisfy({ contacts[$0 - 1].id < contacts[$0].id }) {
            contacts.sort { $0.id < $1.id }
        }
        return TouchFrame(time: time, contacts: contacts, buttonDown: reportedButtonDown)
    }
}
