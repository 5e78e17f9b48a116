// SPDX-License-Identifier: MIT
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
    /// The device's name, for its lines and notes: asked of the source once, not for every line.
    private let name: String
    /// A touchpad's lines say the pointer places them: kept, since the lines are made while the
    /// pipeline is busy feeding.
    private let followsPointer: Bool
    private var pipeline: DevicePipeline
    private let alarm: Alarm
    private let loop: EventLoop
    /// The stream's time zero on the device's clock.
    let start: Timestamp
    private let deliver: (GestureEvent, GestureLine) throws -> Void
    private let notes: ([StreamDiagnostic]) -> Void
    private let ended: (DeviceGone) throws -> Void
    /// The device went away: its lines are all handed on and the daemon may let it go.
    private(set) var gone = false
    /// What the alarm is set for, so that a read leaving the deadline as it was sets nothing.
    private var alarmDeadline: Timestamp?

    /// `start` is the time zero of its lines, now when nil.
    /// - Throws: `UnsupportedDevice` when the device has nothing peekpop can track.
    init(_ source: any InputSource, profile: ForceProfile, calibration: CalibrationMatrix, loop: EventLoop, start: Timestamp? = nil,
         deliver: @escaping (GestureEvent, GestureLine) throws -> Void,
         notes: @escaping ([StreamDiagnostic]) -> Void,
         ended: @escaping (DeviceGone) throws -> Void) throws {
        self.source = source
        name = source.device.name
        pipeline = try DevicePipeline(device: source.device, profile: profile, calibration: calibration)
        followsPointer = pipeline.followsPointer
        alarm = try Alarm(clock: source.clock)
        self.loop = loop
        self.start = start ?? Timestamp(alarm.now)
        self.deliver = deliver
        self.notes = notes
        self.ended = ended
        if let descriptor = source.descriptor {
            try loop.watch(descriptor, for: .readable) { [unowned self] _ in try readEvents() }
        }
        try loop.watch(alarm.fileDescriptor, for: .readable) { [unowned self] _ in
            alarm.acknowledge()
            alarmDeadline = nil
            try hand(pipeline.advance(to: now))
            try setAlarm()
        }
        // Contacts already down count from now, not from their next touch.
        try feed(source.stateAtOpen, through: &pipeline)
        try setAlarm()
    }

    /// The time now on the device's clock.
    private var now: Timestamp { Timestamp(alarm.now) }

    private func readEvents() throws {
        guard !gone else { return }
        let events: [InputEvent]
        do {
            events = try source.readAvailable()
        } catch {
            try wentAway(because: error)
            return
        }
        try feed(events, through: &pipeline)
        try setAlarm()
    }

    /// One read's events through `pipeline`, the feed's own: passed in, so that one exclusive
    /// access covers the whole read rather than two for every event.
    private func feed(_ events: [InputEvent], through pipeline: inout DevicePipeline) throws {
        // Deadlines due before each event fire first, so lines stay in time order.
        try pipeline.feed(events) { try hand($0) }
        let diagnostics = pipeline.takeDiagnostics()
        if !diagnostics.isEmpty { notes(diagnostics.map { .device(name, $0) }) }
    }

    /// Gone: every deadline due fires, every contact still down is cancelled, and it is forgotten.
    private func wentAway(because reason: any Error) throws {
        gone = true
        if let descriptor = source.descriptor { loop.unwatch(descriptor) }
        loop.unwatch(alarm.fileDescriptor)
        try hand(pipeline.finish(at: now).gestures)
        try ended(DeviceGone(device: name, reason: reason))
    }

    private func setAlarm() throws {
        guard let deadline = pipeline.nextDeadline, deadline != alarmDeadline else { return }
        try alarm.set(at: SystemClock.Instant(deadline))
        alarmDeadline = deadline
    }

    private func hand(_ events: [GestureEvent]) throws {
        for event in events { try hand(event) }
    }

    private func hand(_ event: GestureEvent) throws {
        try deliver(event, GestureLine(event, device: name, start: start, pointer: followsPointer))
    }
}
