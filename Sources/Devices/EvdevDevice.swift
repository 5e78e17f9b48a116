// SPDX-License-Identifier: MIT
import CEvdev
import InputEvents
import SystemCalls
#if canImport(Glibc)
import Glibc
#endif

/// An open evdev node, read through libevdev: the one reader of input devices (the daemon, `record`,
/// `calibrate`, and the VM suite's player reading its devices back). Owns the descriptor and the
/// `libevdev` handle.
///
/// Nothing here waits: wait until `fileDescriptor` is readable (poll), then `readAvailable()`.
/// The device is not grabbed: the desktop keeps seeing its input. It has all the daemon's
/// `InputSource` asks; `peekpop` declares it one where it hands devices to the daemon.
public final class EvdevDevice {
    public let node: String
    /// What the device reported when it was opened (current axis values included).
    public let description: DeviceDescription
    private let file: FileDescriptor
    /// The clock of the event timestamps: monotonic when the kernel could switch to it.
    public let clock: SystemClock.ID
    /// A live device never finishes; it goes away (`readAvailable` throws `.wentAway`).
    public let isFinished = false
    private let handle: OpaquePointer
    /// libevdev's view of the device, kept current by every read.
    private let view: LibevdevView
    /// Where each `read(2)` lands, allocated once.
    private let readBuffer: UnsafeMutableBufferPointer<input_event>
    /// The events of the last read: its storage is reused by the next once the caller let it go.
    private var batch: [InputEvent] = []

    /// The contacts already down when it was opened, as one frame at the opening time (empty when
    /// none): feed them before the first read.
    public let stateAtOpen: [InputEvent]
    /// Leaves out the clock switch's late `SYN_DROPPED` (see there) until it can no longer come.
    private var clockSwitch: ClockSwitchSettling

    /// The description, as every input source names it.
    public var device: DeviceDescription { description }

    /// Opens `node` read-only and non-blocking.
    /// - Throws: `DeviceError`: `.notFound` (gone or a wrong path), `.permissionDenied` (with
    ///   the udev-rules hint), `.failed` with the errno text (not an evdev node, …).
    public init(node: String) throws(DeviceError) {
        let file: FileDescriptor
        do {
            file = try FileDescriptor.open(node, O_RDONLY | O_NONBLOCK)
        } catch {
            throw DeviceError.from(errno: error.code, node: node, action: "cannot open")
        }
        var device: OpaquePointer?
        let result = libevdev_new_from_fd(file.rawValue, &device)
        guard result == 0, let device else {
            throw DeviceError.from(errno: -result, node: node, action: "cannot read it as an evdev device")
        }
        // Timestamps on the monotonic clock, as libinput takes them: the default (wall clock) jumps
        // when the time is set. Kernels before 3.4 cannot switch and keep the wall clock.
        clock = libevdev_set_clock_id(device, CLOCK_MONOTONIC) == 0 ? .monotonic : .realtime
        // Switching the clock flushes what the kernel queued since the open and queues a
        // SYN_DROPPED when there was any (a finger moving meanwhile), which would cancel the very
        // fingers `stateAtOpen` counts. So everything queued is read away through libevdev, whose
        // resync brings its state up to date, and the device starts from its state now: stamped
        // before that read, so every event read later is later. The kernel may publish that
        // SYN_DROPPED only with the next frame: `clockSwitch` takes it out of the first reads.
        let opened = Timestamp(microseconds: SystemClock.Instant.now(clock).nanoseconds / 1_000)
        let view = LibevdevView(device)
        let readBuffer = UnsafeMutableBufferPointer<input_event>.allocate(capacity: Self.readCapacity)
        do {
            var discarded: [InputEvent] = []
            try Self.read(file, node: node, view: view, buffer: readBuffer, into: &discarded)
        } catch {
            readBuffer.deallocate()
            libevdev_free(device)
            throw error
        }
        self.node = node
        self.file = file
        self.handle = device
        self.view = view
        self.readBuffer = readBuffer
        description = DeviceDescription(capabilities: LibevdevCapabilities(device: device))
        stateAtOpen = Self.slotsAtOpen(device).events(at: opened)
        clockSwitch = ClockSwitchSettling(openedAt: opened)
    }

    /// Every slot's `ABS_MT_*` values as libevdev has them (it reads them with `EVIOCGMTSLOTS` on
    /// open), and the slot selected.
    private static func slotsAtOpen(_ device: OpaquePointer) -> SlotsAtOpen {
        let slots = max(0, libevdev_get_num_slots(device))
        let codes = ((AbsCode.mtSlot + 1)...UInt16(ABS_MAX)).filter {
            libevdev_has_event_code(device, UInt32(EV_ABS), UInt32($0)) == 1
        }
        let values = (0..<slots).map { slot in
            Dictionary(uniqueKeysWithValues: codes.map { ($0, libevdev_get_slot_value(device, UInt32(slot), UInt32($0))) })
        }
        return SlotsAtOpen(slots: values, current: libevdev_get_current_slot(device))
    }

    deinit {
        // Before `file` closes the descriptor.
        libevdev_free(handle)
        readBuffer.deallocate()
    }

    /// The open node (non-blocking): readable when events wait.
    public var fileDescriptor: FileDescriptor { file }

    /// Contacts libevdev believes are down after the events read so far: slots with a tracking
    /// ID, or `BTN_TOUCH` and `BTN_TOOL_PEN` held on a device without slots. A resync after
    /// `SYN_DROPPED` must leave none stuck.
    public var contactsDown: Int {
        let slots = libevdev_get_num_slots(handle)
        if slots > 0 {
            return (0..<slots).filter { libevdev_get_slot_value(handle, UInt32($0), UInt32(ABS_MT_TRACKING_ID)) >= 0 }.count
        }
        return [BTN_TOUCH, BTN_TOOL_PEN].filter { libevdev_get_event_value(handle, UInt32(EV_KEY), UInt32($0)) != 0 }.count
    }

    /// Events one `read(2)` takes: the kernel queues up to eight frames of the device for a
    /// reader (a frame of ten fingers is about 60 events), so one read usually takes all it has.
    static let readCapacity = 1_024

    /// Every event waiting, with its kernel timestamp, until the kernel has no more.
    ///
    /// The node is read here, many events to a `read(2)`, and each event goes through libevdev's
    /// view of the device (`LibevdevView.pass`), so that libevdev filters events and keeps its
    /// state as its own reads would. A read that does not fill the buffer took everything the
    /// kernel had (it hands out whole frames only): no second read to find nothing, where
    /// `libevdev_next_event` always makes one. The events' storage is reused from read to read.
    ///
    /// After an overflow the kernel drops events and queues `SYN_DROPPED`. From there libevdev
    /// takes over, as it documents: it discards what is stale, switches to sync mode and hands
    /// out the events that bring the state up to date (they end with a `SYN_REPORT`), then
    /// normal events until the kernel has no more. Both the `SYN_DROPPED` and the sync events
    /// are returned, so the tracker cancels its contacts and a recording shows what happened.
    /// - Throws: `DeviceError` of kind `.wentAway` when the device was unplugged (`ENODEV`): the
    ///   caller cancels its gestures and closes it; `.failed` for other read errors.
    public func readAvailable() throws(DeviceError) -> [InputEvent] {
        batch.removeAll(keepingCapacity: true)
        try Self.read(file, node: node, view: view, buffer: readBuffer, into: &batch)
        return clockSwitch.settled ? batch : clockSwitch.settle(batch)
    }

    /// `readAvailable` on `file` into `events`.
    private static func read(_ file: FileDescriptor, node: String, view: LibevdevView,
                             buffer: UnsafeMutableBufferPointer<input_event>,
                             into events: inout [InputEvent]) throws(DeviceError) {
        while true {
            let bytes: Int?
            do {
                bytes = try file.readIfReady(into: UnsafeMutableRawBufferPointer(buffer))
            } catch {
                throw readError(error.code, node: node)
            }
            guard let bytes, bytes > 0 else { return }
            let count = bytes / MemoryLayout<input_event>.stride
            let read = buffer[..<count].lazy.map(inputEvent)
            let resynced = try take(read, pass: view.pass, resync: { dropped throws(DeviceError) in
                try view.resync(after: dropped, node: node)
            }, into: &events)
            if resynced || count < buffer.count { return }
        }
    }

    /// One read's events, as libevdev passes them, appended to `events`: each through `pass`
    /// (libevdev's view of the device updated; nil when libevdev drops the event). At a
    /// `SYN_DROPPED` the rest of the read is stale, as libevdev treats it: `resync` gives the
    /// drop, libevdev's sync events and what the kernel queued after them.
    /// - Returns: true when the read ended in a resync, which reads the kernel dry.
    static func take(_ read: some Sequence<InputEvent>, pass: (InputEvent) -> InputEvent?,
                     resync: (InputEvent) throws(DeviceError) -> [InputEvent],
                     into events: inout [InputEvent]) throws(DeviceError) -> Bool {
        for event in read {
            if event.type == EventType.syn && event.code == SynCode.dropped {
                events += try resync(event)
                return true
            }
            if let passed = pass(event) { events.append(passed) }
        }
        return false
    }

    /// `LIBEVDEV_READ_STATUS_SUCCESS` and `LIBEVDEV_READ_STATUS_SYNC`, as `libevdev_next_event` returns them.
    static let successStatus = Int32(LIBEVDEV_READ_STATUS_SUCCESS.rawValue)
    static let syncStatus = Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue)

    /// libevdev's read loop, as `LibevdevView.resync` runs it after a `SYN_DROPPED`: `next(sync)`
    /// is one `libevdev_next_event` in sync mode or not, giving its status and the event it filled
    /// in (made again when a signal interrupted it).
    static func drain(node: String, next: (_ sync: Bool) -> (status: Int32, event: InputEvent)) throws(DeviceError) -> [InputEvent] {
        var events: [InputEvent] = []
        // Room for a frame of ten fingers at once: grown one event at a time, the array was
        // reallocated six times in every read.
        events.reserveCapacity(64)
        var sync = false
        while true {
            let (status, event) = retryingOnInterrupt({ next(sync) }) { $0.status < 0 ? -$0.status : nil }
            switch status {
            case successStatus:
                events.append(event)
            case syncStatus:
                // In normal mode this is the SYN_DROPPED itself; in sync mode, one sync event.
                events.append(event)
                sync = true
            case -EAGAIN:
                // In sync mode: the device is in sync again, and normal events may follow.
                guard sync else { return events }
                sync = false
            default:
                throw readError(-status, node: node)
            }
        }
    }

    /// A failed read with errno `code`: unplugged (`ENODEV`), or anything else.
    private static func readError(_ code: Int32, node: String) -> DeviceError {
        code == ENODEV ? DeviceError(.wentAway, node: node, reason: "the device went away (unplugged)")
            : DeviceError.from(errno: code, node: node, action: "cannot read events")
    }

    static func inputEvent(_ event: input_event) -> InputEvent {
        InputEvent(time: Timestamp(microseconds: Int64(event.time.tv_sec) * 1_000_000 + Int64(event.time.tv_usec)),
                   type: event.type, code: event.code, value: event.value)
    }
}

/// libevdev's answers, for `DeviceDescription(capabilities:)`.
private struct LibevdevCapabilities: DeviceCapabilities {
    let device: OpaquePointer

    var name: String { libevdev_get_name(device).map { String(cString: $0) } ?? "" }

    var id: DeviceID {
        DeviceID(bustype: UInt16(truncatingIfNeeded: libevdev_get_id_bustype(device)),
                 vendor: UInt16(truncatingIfNeeded: libevdev_get_id_vendor(device)),
                 product: UInt16(truncatingIfNeeded: libevdev_get_id_product(device)),
                 version: UInt16(truncatingIfNeeded: libevdev_get_id_version(device)))
    }

    func hasProperty(_ property: UInt16) -> Bool { libevdev_has_property(device, UInt32(property)) == 1 }

    func hasType(_ type: UInt16) -> Bool { libevdev_has_event_type(device, UInt32(type)) == 1 }

    func maximumCode(ofType type: UInt16) -> UInt16? {
        let maximum = libevdev_event_type_get_max(UInt32(type))
        return maximum < 0 ? nil : UInt16(truncatingIfNeeded: maximum)
    }

    func hasCode(_ code: UInt16, type: UInt16) -> Bool {
        libevdev_has_event_code(device, UInt32(type), UInt32(code)) == 1
    }

    func absInfo(_ code: UInt16) -> AbsInfo? {
        guard let info = libevdev_get_abs_info(device, UInt32(code))?.pointee else { return nil }
        return AbsInfo(value: info.value, minimum: info.minimum, maximum: info.maximum,
                       fuzz: info.fuzz, flat: info.flat, resolution: info.resolution)
    }
}
