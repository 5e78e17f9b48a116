import CEvdev
import InputEvents
#if canImport(Glibc)
import Glibc
#endif

/// Reads a device node back through libevdev, as any client would: owns the descriptor and the
/// libevdev context. Follows libevdev's SYN_DROPPED protocol (resync, then normal reads again).
final class EvdevReader {
    private let fd: Int32
    private let device: OpaquePointer
    let path: String
    /// `SYN_DROPPED` events seen: the kernel discarded this client's buffer that many times.
    private(set) var dropped = 0

    /// Opens `path` non-blocking.
    /// - Throws: `UinputError` naming the path and the errno text.
    init(path: String) throws(UinputError) {
        var fd: Int32
        repeat { fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC) } while fd < 0 && errno == EINTR
        guard fd >= 0 else { throw UinputError.system("cannot open", path: path, errno: errno) }
        var device: OpaquePointer?
        let status = libevdev_new_from_fd(fd, &device)
        guard status == 0, let device else {
            close(fd)
            throw UinputError.system("libevdev cannot read it", path: path, errno: -status)
        }
        self.fd = fd
        self.device = device
        self.path = path
    }

    deinit {
        libevdev_free(device)
        close(fd)
    }

    /// Every event the kernel has queued for this client now, in order; `SYN_DROPPED` and the
    /// events of the resync that follows it included, as libevdev hands them out.
    func drain() throws(UinputError) -> [ReadEvent] {
        var events: [ReadEvent] = []
        var flags = LIBEVDEV_READ_FLAG_NORMAL.rawValue
        while true {
            var event = input_event()
            let status = libevdev_next_event(device, flags, &event)
            switch status {
            case Int32(LIBEVDEV_READ_STATUS_SUCCESS.rawValue), Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue):
                if event.type == UInt16(EV_SYN) && event.code == UInt16(SYN_DROPPED) {
                    dropped += 1
                    flags = LIBEVDEV_READ_FLAG_SYNC.rawValue
                }
                events.append(ReadEvent(event))
            case -EAGAIN where flags == LIBEVDEV_READ_FLAG_SYNC.rawValue:
                flags = LIBEVDEV_READ_FLAG_NORMAL.rawValue
            case -EAGAIN:
                return events
            case -EINTR:
                continue
            default:
                throw UinputError.system("cannot read", path: path, errno: -status)
            }
        }
    }

    /// Contacts libevdev still believes are down: slots with a tracking ID, or `BTN_TOUCH` /
    /// `BTN_TOOL_PEN` held on a device without slots.
    var stuckContacts: Int {
        let slots = libevdev_get_num_slots(device)
        if slots > 0 {
            return (0..<slots).filter { libevdev_get_slot_value(device, UInt32($0), UInt32(ABS_MT_TRACKING_ID)) >= 0 }.count
        }
        return [BTN_TOUCH, BTN_TOOL_PEN].filter { libevdev_get_event_value(device, UInt32(EV_KEY), UInt32($0)) != 0 }.count
    }
}

/// One event as read back: what the kernel delivered and when it stamped it.
struct ReadEvent {
    var type: UInt16
    var code: UInt16
    var value: Int32
    var microseconds: Int64

    init(_ event: input_event) {
        type = event.type
        code = event.code
        value = event.value
        microseconds = Int64(event.time.tv_sec) * 1_000_000 + Int64(event.time.tv_usec)
    }

    func matches(_ event: InputEvent) -> Bool {
        type == event.type && code == event.code && value == event.value
    }
}
