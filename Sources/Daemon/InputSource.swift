// SPDX-License-Identifier: MIT
import InputEvents
import SystemCalls

/// Where the daemon's (and the guided calibration's) evdev events come from, a batch at a time: a
/// live device (`Devices.EvdevDevice`, made one where the daemon is wired to devices) or a
/// recording played at its pace. The loop waits on `descriptor` and then takes what is there;
/// nothing here blocks.
public protocol InputSource: AnyObject {
    /// The device's axes, properties and name.
    var device: DeviceDescription { get }
    /// Readable when events are waiting; nil when there is nothing to wait on (the caller then
    /// wakes on its own timeout).
    var descriptor: FileDescriptor? { get }
    /// The clock of the event timestamps, for deadlines set against them (monotonic once a device
    /// has been switched to it).
    var clock: SystemClock.ID { get }
    /// True once no event will ever come again (a recording played to its end).
    var isFinished: Bool { get }
    /// Every event waiting now, without blocking; empty when none. Throws when the source went
    /// away or cannot be read any more.
    func readAvailable() throws -> [InputEvent]
    /// What the device was already doing when it was opened (contacts down), as events to feed
    /// before the first read; empty when there is nothing, and for recordings.
    var stateAtOpen: [InputEvent] { get }
}

extension InputSource {
    /// Recordings start with nothing down.
    public var stateAtOpen: [InputEvent] { [] }
}

extension Timestamp {
    /// `instant` as an event timestamp (microseconds, as the kernel stamps events).
    init(_ instant: SystemClock.Instant) { self.init(microseconds: instant.nanoseconds / 1_000) }
}

extension SystemClock.Instant {
    /// The event timestamp `time` on the clock it was stamped on.
    init(_ time: Timestamp) { self.init(nanoseconds: time.microseconds * 1_000) }
}
