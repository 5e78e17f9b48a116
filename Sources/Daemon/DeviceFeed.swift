import Contacts
import Gestures
import GestureStream
import InputEvents
import Pipeline
import SystemCalls

/// A live device through its pipeline: events as the device sends them, and the recognizer's
/// deadlines from a timer on the device's clock, because a finger held still sends nothing and
/// hold-to-peek must still fire on time.
final class DeviceFeed {
    private let source: any InputSource
    private var pipeline: DevicePipeline
    private let alarm: Alarm
    private let loop: EventLoop
    /// The stream's time zero on the device's clock.
    private let start: Timestamp
    private let deliver: (GestureEvent, GestureLine) throws -> Void
    private let notes: ([StreamDiagnostic]) -> Void
    private let ended: (DeviceGone) throws -> Void
    private var gone = false

    /// - Throws: `UnsupportedDevice` when the device has nothing peekpop can track.
    init(_ source: any InputSource, profile: ForceProfile, calibration: CalibrationMatrix, loop: EventLoop,
         deliver: @escaping (GestureEvent, GestureLine) throws -> Void,
         notes: @escaping ([StreamDiagnostic]) -> Void,
         ended: @escaping (DeviceGone) throws -> Void) throws {
        self.source = source
        pipeline = try DevicePipeline(device: source.device, profile: profile, calibration: calibration)
        alarm = try Alarm(clock: source.clock)
        self.loop = loop
        start = Timestamp(microseconds: alarm.now / 1_000)
        self.deliver = deliver
        self.notes = notes
        self.ended = ended
        try loop.watch(source.fileDescriptor, for: .readable) { [unowned self] _ in try readEvents() }
        try loop.watch(alarm.fileDescriptor, for: .readable) { [unowned self] _ in
            alarm.acknowledge()
            try hand(pipeline.advance(to: now))
            try setAlarm()
        }
    }

    /// The time now on the device's clock.
    private var now: Timestamp { Timestamp(microseconds: alarm.now / 1_000) }

    private func readEvents() throws {
        guard !gone else { return }
        let events: [InputEvent]
        do {
            events = try source.readAvailable()
        } catch {
            try wentAway(because: error)
            return
        }
        for event in events {
            try hand(pipeline.feed(event).gestures)
        }
        notes(pipeline.takeDiagnostics().map { .device(source.device.name, $0) })
        try setAlarm()
    }

    /// Gone: every deadline due fires, every contact still down is cancelled, and it is forgotten.
    private func wentAway(because reason: any Error) throws {
        gone = true
        loop.unwatch(source.fileDescriptor)
        loop.unwatch(alarm.fileDescriptor)
        try hand(pipeline.finish(at: now).gestures)
        try ended(DeviceGone(device: source.device.name, reason: reason))
    }

    private func setAlarm() throws {
        guard let deadline = pipeline.nextDeadline else { return }
        try alarm.set(at: deadline.microseconds * 1_000)
    }

    private func hand(_ events: [GestureEvent]) throws {
        for event in events {
            try deliver(event, GestureLine(event, device: source.device.name, start: start))
        }
    }
}
