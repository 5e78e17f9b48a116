#if canImport(Glibc)
import Glibc
#endif
import InputEvents

/// A live input device as the daemon reads it: a descriptor to watch and the events waiting on it.
/// `Devices`' evdev device conforms; `Daemon.add(_:profile:)` plugs one into the loop.
public protocol InputSource: AnyObject {
    /// The device's axes, properties and name, for its pipeline and its stream lines.
    var device: DeviceDescription { get }
    /// Readable when events are waiting.
    var fileDescriptor: Int32 { get }
    /// The clock of the event timestamps (CLOCK_MONOTONIC once EVIOCSCLOCKID set it, otherwise
    /// the kernel's default CLOCK_REALTIME): deadlines are set on it.
    var clock: clockid_t { get }
    /// Every event waiting now, without blocking; empty when none. Throws when the device went
    /// away (or cannot be read any more): the daemon then ends its gestures and forgets it.
    func readAvailable() throws -> [InputEvent]
}
