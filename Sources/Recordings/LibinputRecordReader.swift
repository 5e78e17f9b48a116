// SPDX-License-Identifier: MIT
import InputEvents

/// Reads a `libinput record` YAML file (version 1) through libyaml's event parser, streaming:
/// memory stays bounded however many events the file holds.
///
/// The descriptions come from `devices[].evdev` (read in a first pass that skips the event lists);
/// the events from `devices[].events[].evdev`. Every other key (`libinput:`, `hid:`, `udev:`,
/// `quirks:`, `system:`, anything unknown) is skipped whole. With several devices each list is read
/// by its own parser cursor and the lists are merged in time order; events with equal timestamps
/// come from the lower device index first, so a frame of one device is never split by another's
/// frame of the same time. A file may describe at most 256 devices (each has a parser of its own).
public struct LibinputRecordReader: RecordingReader {
    public let devices: [DeviceDescription]
    /// Each device's node as recorded (`/dev/input/event5`), nil when the file gives none.
    public let nodes: [String?]

    /// One cursor per device with events, and the event each has read ahead (nil once finished).
    private var cursors: [(device: Int, cursor: LibinputRecordEventCursor, head: InputEvent?)] = []
    private let input: LibinputRecordInput
    private let devicesWithEvents: [Int]
    private var started = false

    /// Reads the recording at `path`.
    /// - Throws: `RecordingError` (`.unreadable` when the file cannot be opened or read,
    ///   `.malformed` with the line otherwise).
    public init(path: String) throws(RecordingError) {
        try self.init(input: LibinputRecordInput(path: path))
    }

    /// Reads a recording held in memory; `name` stands for the file in error messages.
    public init(bytes: [UInt8], name: String) throws(RecordingError) {
        try self.init(input: LibinputRecordInput(bytes: bytes, name: name))
    }

    private init(input: LibinputRecordInput) throws(RecordingError) {
        let header = try LibinputRecordHeader(LibinputRecordYAMLParser(input: input))
        self.input = input
        devices = header.devices
        nodes = header.nodes
        devicesWithEvents = header.hasEvents.indices.filter { header.hasEvents[$0] }
    }

    public mutating func next() throws(RecordingError) -> RecordedEvent? {
        if !started {
            started = true
            for device in devicesWithEvents {
                var cursor = try LibinputRecordEventCursor(input: input, device: device)
                let head = try cursor.next()
                cursors.append((device, cursor, head))
            }
        }
        // A k-way merge over the cursors' heads; k is small, so a linear scan beats a heap.
        var earliest: Int?
        for index in cursors.indices {
            guard let head = cursors[index].head else { continue }
            if let best = earliest, let bestHead = cursors[best].head, bestHead.time <= head.time { continue }
            earliest = index
        }
        guard let earliest, let event = cursors[earliest].head else { return nil }
        cursors[earliest].head = try cursors[earliest].cursor.next()
        return RecordedEvent(device: cursors[earliest].device, event: event)
    }
}
