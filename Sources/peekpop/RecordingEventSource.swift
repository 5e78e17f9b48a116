// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif
import Calibration
import Daemon
import InputEvents
import Recordings
import SystemCalls

/// One device of a recording as an event source: every event at once, or at the pace it was
/// recorded (as if the presses were happening now), for `calibrate --from` and its tests.
final class RecordingEventSource: InputSource {
    let device: DeviceDescription
    /// Nothing to poll: a paced recording is read on the caller's timeout.
    let descriptor: FileDescriptor? = nil
    /// Paced on the monotonic clock, like a live device.
    let clock = SystemClock.ID.monotonic
    private(set) var isFinished = false
    private var reader: any RecordingReader
    private let deviceIndex: Int
    private let paced: Bool
    /// The next event, read ahead of its time.
    private var pending: InputEvent?
    /// The first event's time, and the recorded pace from when it was handed out.
    private var origin: (event: Timestamp, pace: PlaybackClock)?
    /// At most this many events per read, so the caller keeps showing progress on a long file.
    private let batch = 4096

    init(reader: any RecordingReader, deviceIndex: Int, paced: Bool) {
        self.reader = reader
        self.deviceIndex = deviceIndex
        self.device = reader.devices[deviceIndex]
        self.paced = paced
    }

    func readAvailable() throws -> [InputEvent] {
        var events: [InputEvent] = []
        while events.count < batch {
            guard let event = try peek() else {
                isFinished = true
                break
            }
            if paced {
                let start = origin ?? (event.time, PlaybackClock())
                origin = start
                guard start.pace.isDue((event.time - start.event).microseconds * 1_000) else { break }
            }
            events.append(event)
            pending = nil
        }
        return events
    }

    /// The next event of this device, without taking it.
    private func peek() throws -> InputEvent? {
        if let pending { return pending }
        while let recorded = try reader.next() {
            if recorded.device == deviceIndex {
                pending = recorded.event
                return recorded.event
            }
        }
        return nil
    }
}
