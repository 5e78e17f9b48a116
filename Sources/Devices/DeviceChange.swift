// SPDX-License-Identifier: MIT
/// A hotplug event from `UdevMonitor`.
public enum DeviceChange: Hashable, Sendable {
    /// A touchscreen or tablet appeared, or udev changed one already known (its access or
    /// calibration may differ now): open it if it is not open yet.
    case added(DeviceInfo)
    /// The event node went away (reported for every event node: ignore the ones not in use).
    case removed(node: String)
}
