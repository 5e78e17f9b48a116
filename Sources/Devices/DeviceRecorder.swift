// SPDX-License-Identifier: MIT
import InputEvents
import Recordings
import SystemCalls

/// A live device written as a recording: the description first, then events as they come, with
/// times relative to the first event (as `evemu-record` and `libinput record` write them), so
/// `peekpop replay` reads back the same description and events.
///
/// The formats hold no current axis values: a recording started while a finger is down begins
/// with that finger unknown until it moves or lifts, exactly as with evemu-record.
public final class DeviceRecorder {
    private enum Writer {
        case evemu(EvemuWriter)
        case libinputRecord(LibinputRecordWriter)
    }

    private let writer: Writer
    /// The kernel time of the first event: time 0 of the recording.
    private var start: Timestamp?
    /// Events written so far.
    public private(set) var eventCount = 0

    /// A recording of `description` (the device at `node`) in `format`, written to `file` (not
    /// closed here), or kept in memory (`bytes`) when it is nil.
    /// `name` stands for the output in errors.
    /// - Throws: `RecordingError` of kind `.unwritable` when the description cannot be written.
    public init(description: DeviceDescription, node: String, format: RecordingFormat,
                file: FileDescriptor?, name: String) throws {
        switch format {
        case .evemu:
            let evemu = file.map { EvemuWriter(file: $0, name: name) } ?? EvemuWriter()
            try evemu.writeDescription(description)
            try evemu.flush()
            writer = .evemu(evemu)
        case .libinputRecord:
            let nodes = [node]
            writer = .libinputRecord(try file.map {
                try LibinputRecordWriter(file: $0, path: name, devices: [description], nodes: nodes)
            } ?? LibinputRecordWriter(devices: [description], nodes: nodes))
        }
    }

    /// Writes `events` (one read's worth). evemu output is flushed at once, so a reader of the
    /// file follows along; libinput record output goes out in 64 KiB blocks and at `finish()`.
    /// An event older than the first (it cannot happen on the monotonic clock) is written at 0.
    public func record(_ events: [InputEvent]) throws {
        guard let first = events.first else { return }
        let start = self.start ?? first.time
        self.start = start
        for var event in events {
            event.time = Timestamp(microseconds: max(0, (event.time - start).microseconds))
            switch writer {
            case .evemu(let evemu): try evemu.write(event)
            case .libinputRecord(let libinput): try libinput.write(RecordedEvent(device: 0, event: event))
            }
        }
        eventCount += events.count
        if case .evemu(let evemu) = writer { try evemu.flush() }
    }

    /// Completes the file. Call once, at the end.
    public func finish() throws {
        switch writer {
        case .evemu(let evemu): try evemu.flush()
        case .libinputRecord(let libinput): try libinput.finish()
        }
    }

    /// The recording so far, for memory output (`file` nil).
    public var bytes: [UInt8] {
        switch writer {
        case .evemu(let evemu): evemu.bytes
        case .libinputRecord(let libinput): libinput.bytes
        }
    }
}
