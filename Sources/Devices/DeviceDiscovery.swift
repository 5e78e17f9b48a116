// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif

/// The touchscreens, tablets and touchpads present now, and hotplug from here on.
public struct DeviceDiscovery {
    public let context: UdevContext

    public init() throws(DeviceError) {
        context = try UdevContext()
    }

    /// Every touchscreen and tablet udev knows, and its touchpads when `touchpads`, ordered by node.
    public func devices(touchpads: Bool = false) throws(DeviceError) -> [DeviceInfo] {
        try UdevEnumeration(context: context).eventDevices().compactMap(\.info)
            .filter { touchpads || $0.kind != .touchpad }
            .sorted { $0.node < $1.node }
    }

    /// A monitor for devices added and removed from now on. Create it before listing the
    /// present devices, so none can slip between the two.
    public func monitor() throws(DeviceError) -> UdevMonitor {
        try UdevMonitor(context: context)
    }

    /// What the machine has, for the message when no touch device is found.
    public func survey() throws(DeviceError) -> InputSurvey {
        var status = stat()
        let hasInputDirectory = stat(InputSurvey.inputDirectory, &status) == 0
        let events = try UdevEnumeration(context: context).eventDevices()
        return InputSurvey(
            hasInputDirectory: hasInputDirectory,
            eventNodes: events.count,
            classified: events.filter { $0.properties["ID_INPUT"] == "1" }.count)
    }
}
