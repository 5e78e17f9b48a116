import InputEvents

/// Where a guided calibration's events come from: a live device, or a recording played at its pace.
/// A live evdev device conforms as it is: a pollable descriptor and a non-blocking read.
public protocol EventSource {
    /// The device the events come from.
    var device: DeviceDescription { get }
    /// A descriptor to `poll` for input; -1 when there is none to poll (the caller then wakes on its
    /// own timeout, as it does for the display anyway).
    var fileDescriptor: Int32 { get }
    /// The events available now, without blocking; empty when there are none yet.
    mutating func readAvailable() throws -> [InputEvent]
    /// True once no event will ever come again (a recording played to its end).
    var isFinished: Bool { get }
}
