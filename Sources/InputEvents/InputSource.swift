// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif

/// Where evdev events come from, a batch at a time: a live device (`Devices.EvdevDevice`) or a
/// recording played at its pace. The daemon and the guided calibration wait on `fileDescriptor`
/// and then take what is there; nothing here blocks.
public protocol InputSource: AnyObject {
    /// The device's axes, properties and name.
    var device: DeviceDescription { get }
    /// Readable when events are waiting; -1 when there is nothing to poll (the caller then wakes
    /// on its own timeout).
    var fileDescriptor: Int32 { get }
    /// The clock of the event timestamps, for deadlines set against them (CLOCK_MONOTONIC once a
    /// device has been switched to it).
    var clock: clockid_t { get }
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
