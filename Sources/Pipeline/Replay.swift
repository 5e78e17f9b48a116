// SPDX-License-Identifier: MIT
import Contacts
import GestureStream
import Gestures
import InputEvents
import Recordings

/// A recording played through the pipeline of each of its devices into stream lines, one event at
/// a time: memory stays flat however long the recording is.
public struct Replay {
    private var reader: any RecordingReader
    /// The pipelines of the devices peekpop can use, in device order. Not optionals in the
    /// recording's device order: an element mutated through an optional was copied on every event.
    private var pipelines: [DevicePipeline]
    /// For each device of the recording, its pipeline's index in `pipelines`; nil for a device
    /// peekpop cannot use.
    private let pipelineOfDevice: [Int?]
    private var start: Timestamp?
    private var lastTime: Timestamp?
    private var finished = false
    /// What the replay itself had to survive, for `takeDiagnostics`.
    private var notes: [StreamDiagnostic] = []

    /// Devices that were skipped, each with the reason, for the user (stderr, never stdout).
    public let skippedDevices: [UnsupportedDevice]

    /// - Throws: `NoUsableDevice` when no device of the recording can be used.
    public init(reader: any RecordingReader, profile: ForceProfile) throws {
        try self.init(reader: reader, profileFor: { _ in profile })
    }

    /// Each device with the profile `profileFor` gives it (a calibrated one, or the defaults).
    /// - Throws: `NoUsableDevice` when no device of the recording can be used; what `profileFor` throws.
    public init(reader: any RecordingReader, profileFor: (DeviceDescription) throws -> ForceProfile) throws {
        self.reader = reader
        var pipelines: [DevicePipeline] = []
        var pipelineOfDevice: [Int?] = []
        var skipped: [UnsupportedDevice] = []
        for device in reader.devices {
            do {
                pipelines.append(try DevicePipeline(device: device, profile: profileFor(device)))
                pipelineOfDevice.append(pipelines.count - 1)
            } catch let unsupported as UnsupportedDevice {
                pipelineOfDevice.append(nil)
                skipped.append(unsupported)
            }
        }
        guard !pipelines.isEmpty else {
            throw NoUsableDevice(devices: skipped)
        }
        self.pipelines = pipelines
        self.pipelineOfDevice = pipelineOfDevice
        skippedDevices = skipped
    }

    /// The names of the recording's devices, in order.
    public var deviceNames: [String] { reader.devices.map(\.name) }

    /// Runs the next event and hands the gestures it produces to `emit`; false once the recording
    /// has ended (then every open gesture has been ended or cancelled).
    /// - Throws: `RecordingError` for malformed input, located by file and line.
    public mutating func step(_ emit: (ReplayedGesture) throws -> Void) throws -> Bool {
        guard !finished else { return false }
        guard let recorded = try reader.next() else {
            finished = true
            if let lastTime, let start {
                for index in pipelines.indices {
                    let events = pipelines[index].finish(at: lastTime).gestures
                    try Self.emit(events, of: pipelines[index], start: start, emit)
                }
            }
            return false
        }
        var event = recorded.event
        // Hand-edited files and jumping clocks: the pipeline's clock never goes back, so no
        // deadline or stream time comes before one already passed (nor before the start).
        if let lastTime, event.time < lastTime {
            notes.append(.clockWentBack(event: event.time, previous: lastTime))
            event.time = lastTime
        }
        let time = event.time
        if start == nil { start = time }
        lastTime = time
        // Deadlines of every device fire before this event, in device order, so lines stay in
        // time order across devices (feeding the event then finds none of its device's due).
        // Lines are made by a static function, and only when there are gestures: a method of
        // `self` called from here copied `self`, with every pipeline, on every event.
        for index in pipelines.indices {
            let due = pipelines[index].advance(to: time)
            if !due.isEmpty, let start { try Self.emit(due, of: pipelines[index], start: start, emit) }
        }
        guard pipelineOfDevice.indices.contains(recorded.device), let index = pipelineOfDevice[recorded.device] else { return true }
        let events = pipelines[index].feed(event).gestures
        if !events.isEmpty, let start { try Self.emit(events, of: pipelines[index], start: start, emit) }
        return true
    }

    /// Diagnostics since the last call: the replay's own (a clock that went back), then every
    /// device's, prefixed with the device name.
    public mutating func takeDiagnostics() -> [StreamDiagnostic] {
        var notes = self.notes
        self.notes = []
        for index in pipelines.indices {
            let name = pipelines[index].device.name
            notes += pipelines[index].takeDiagnostics().map { .device(name, $0) }
        }
        return notes
    }

    /// Hands `emit` each of `events`, with its line as `pipeline`'s device gives it.
    private static func emit(_ events: [GestureEvent], of pipeline: DevicePipeline, start: Timestamp,
                             _ emit: (ReplayedGesture) throws -> Void) throws {
        for event in events {
            try emit(ReplayedGesture(event: event, line: GestureLine(event, device: pipeline.device.name, start: start,
                                                                      pointer: pipeline.followsPointer)))
        }
    }
}

/// A gesture of a replay: as recognised (for the session core) and as a stream line (for clients).
public struct ReplayedGesture: Sendable {
    public var event: GestureEvent
    public var line: GestureLine
}

/// No device of a recording has anything peekpop can track.
public struct NoUsableDevice: Error, CustomStringConvertible {
    /// Every device of the recording, each with why it cannot be used.
    public var devices: [UnsupportedDevice]

    public var description: String {
        devices.map { "device '\($0.device)' cannot be used: \($0.reason)" }.joined(separator: "; ")
    }
}
