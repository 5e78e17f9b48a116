// SPDX-License-Identifier: MIT
/// What a machine with no usable touch device has instead, to say why none was found.
public struct InputSurvey: Hashable, Sendable {
    public static let inputDirectory = "/dev/input"

    /// Whether `/dev/input` exists.
    public var hasInputDirectory: Bool
    /// How many `eventN` devices udev lists.
    public var eventNodes: Int
    /// How many of them udev has classified (`ID_INPUT=1`).
    public var classified: Int
    public init(hasInputDirectory: Bool, eventNodes: Int, classified: Int) {
        self.hasInputDirectory = hasInputDirectory
        self.eventNodes = eventNodes
        self.classified = classified
    }

    /// One line: no device, and the most likely reason.
    public var noDeviceMessage: String {
        let start = "no touchscreen or pen tablet found"
        if !hasInputDirectory || eventNodes == 0 {
            return "\(start): there is no \(Self.inputDirectory)/event* (no input devices here, as in a container, or the evdev module is not loaded: `sudo modprobe evdev`)"
        }
        if classified < eventNodes {
            return "\(start): udev has not classified \(eventNodes - classified) of the \(eventNodes) input devices (no ID_INPUT properties: is systemd-udevd running?)"
        }
        return "\(start) among the \(eventNodes) input devices (keyboards, mice, touchpads…)"
    }
}
