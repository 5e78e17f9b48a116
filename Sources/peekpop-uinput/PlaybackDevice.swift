// SPDX-License-Identifier: MIT
import InputEvents
import SystemCalls

/// A kernel input device the player writes a recording's events into: a uinput device takes them
/// as they are; a uhid device turns each frame into its own HID reports, which its kernel driver
/// turns back into evdev events its own way.
protocol PlaybackDevice: AnyObject {
    /// The evdev node that reads back what is played (a HID device's touch or pen node).
    var devnode: String { get }
    var name: String { get }
    /// Every node the kernel made for it, `devnode` first, each as `(devnode, name)`.
    var nodes: [(devnode: String, name: String)] { get }
    /// Whether the node reads back exactly the events written (uinput), not a driver's rendering.
    var readsBackVerbatim: Bool { get }
    func write(_ event: InputEvent) throws(UinputError)
    /// Lets time pass until `deadline` (a uhid device answers the kernel's requests meanwhile).
    func idle(until deadline: SystemClock.Instant) throws(UinputError)
    /// Prints `line` and stands still, as it is, until something continues the player (SIGCONT).
    func hold(announcing line: String) throws(UinputError)
}

extension UinputDevice: PlaybackDevice {
    var nodes: [(devnode: String, name: String)] { [(devnode, name)] }
    var readsBackVerbatim: Bool { true }
    func idle(until deadline: SystemClock.Instant) { SystemClock.sleep(until: deadline) }

    /// The player stops (SIGSTOP): a uinput device keeps its state with nobody writing.
    func hold(announcing line: String) {
        Console.out(line)
        JobControl.stopHere()
    }
}
