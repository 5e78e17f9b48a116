// SPDX-License-Identifier: MIT
import CLibinput
import InputEvents
import SystemCalls
#if canImport(Glibc)
import Glibc
#endif

/// One device read by libinput's path backend, as a tablet: owns the context (and the interface
/// struct it points to, which must outlive it) and gives the tool's tip and pressure per event.
final class LibinputTablet {
    /// Why libinput could not read the device as a tablet.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let context: OpaquePointer
    private let interface: UnsafeMutablePointer<libinput_interface>
    private let log = Log()
    /// Readable when libinput has something to dispatch. libinput owns it.
    let fileDescriptor: FileDescriptor
    /// True once libinput removed the device (it went away).
    private(set) var removed = false
    /// True once libinput met a `SYN_DROPPED`: it fell behind the device and lost events, so this
    /// reading is incomplete (libinput says so only in its log; no event carries it).
    var lostEvents: Bool { log.lostEvents }

    /// What libinput's log said, where its C log handler finds it (the context's user data).
    private final class Log {
        var lostEvents = false
    }

    /// Adds `node` to a new path context; fails unless libinput takes it as a tablet with tools.
    init(node: String) throws(Failure) {
        interface = .allocate(capacity: 1)
        interface.initialize(to: libinput_interface(
            open_restricted: { path, flags, _ in
                let fd = open(path!, flags)
                return fd < 0 ? -errno : fd
            },
            close_restricted: { fd, _ in _ = close(fd) }))
        guard let context = libinput_path_create_context(interface, Unmanaged.passUnretained(log).toOpaque()) else {
            interface.deallocate()
            throw Failure(description: "libinput: cannot create a path context")
        }
        self.context = context
        fileDescriptor = FileDescriptor(borrowing: libinput_get_fd(context), path: "libinput")
        libinput_log_set_priority(context, LIBINPUT_LOG_PRIORITY_INFO)
        libinput_log_set_handler(context) { libinput, _, format, arguments in
            // Its messages say what it made of the device (a pressure offset, a rejected device).
            var line = [CChar](repeating: 0, count: 512)
            _ = vsnprintf(&line, line.count, format!, arguments!)
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            note("libinput: " + text.trimmingSuffix("\n"))
            if text.contains("SYN_DROPPED"), let log = libinput_get_user_data(libinput) {
                Unmanaged<Log>.fromOpaque(log).takeUnretainedValue().lostEvents = true
            }
        }
        guard let device = libinput_path_add_device(context, node) else {
            throw Failure(description: "libinput: cannot add \(node)")
        }
        guard libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_TABLET_TOOL) != 0 else {
            throw Failure(description: "libinput: \(node) is no tablet")
        }
    }

    deinit {
        libinput_unref(context)
        interface.deallocate()
    }

    /// Dispatches what the device sent and returns a sample for every tablet tool event.
    func samples() -> [PenSample] {
        _ = libinput_dispatch(context)
        var samples: [PenSample] = []
        while let event = libinput_get_event(context) {
            defer { libinput_event_destroy(event) }
            switch libinput_event_get_type(event) {
            case LIBINPUT_EVENT_DEVICE_REMOVED:
                removed = true
            case LIBINPUT_EVENT_TABLET_TOOL_AXIS, LIBINPUT_EVENT_TABLET_TOOL_PROXIMITY,
                 LIBINPUT_EVENT_TABLET_TOOL_TIP, LIBINPUT_EVENT_TABLET_TOOL_BUTTON:
                guard let tool = libinput_event_get_tablet_tool_event(event) else { continue }
                let out = libinput_event_get_type(event) == LIBINPUT_EVENT_TABLET_TOOL_PROXIMITY
                    && libinput_event_tablet_tool_get_proximity_state(tool) == LIBINPUT_TABLET_TOOL_PROXIMITY_STATE_OUT
                let down = !out && libinput_event_tablet_tool_get_tip_state(tool) == LIBINPUT_TABLET_TOOL_TIP_DOWN
                samples.append(PenSample(time: Timestamp(microseconds: Int64(libinput_event_tablet_tool_get_time_usec(tool))),
                                         tipDown: down, force: down ? libinput_event_tablet_tool_get_pressure(tool) : nil))
            default:
                break
            }
        }
        return samples
    }
}

extension String {
    /// Without one trailing `suffix`.
    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
