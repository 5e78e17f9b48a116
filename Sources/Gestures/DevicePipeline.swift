// SPDX-License-Identifier: MIT
import Contacts
import InputEvents

/// One device's path from evdev events to gestures: its contact tracker feeding its recognizer (a
/// touchpad's recognises force clicks only).
/// It owns the sequence every front end runs: `feed` each event in order (deadlines due by its time
/// fire first), `advance` when a timer says a deadline is due, `finish` when the device goes away
/// or the recording ends.
public struct DevicePipeline {
    /// What one event did: the touch frame it closed, if any, and the gestures that came of it.
    public struct Step {
        /// The frame the event closed (`SYN_REPORT`), or the frame of cancellations `finish` made.
        public var frame: TouchFrame?
        /// The gestures: those of deadlines due by the event's time first, then those of `frame`.
        public var gestures: [GestureEvent]
    }

    public let device: DeviceDescription
    private var tracker: ContactTracker
    private var recognizer: DeviceRecognizer
    /// The gestures of one event in `feed(_:emit:)`: kept, so that its storage serves every event.
    private var gestures: [GestureEvent] = []

    /// - Parameter calibration: the device's calibration matrix, applied to every position.
    /// - Throws: `UnsupportedDevice` when the device has nothing peekpop can track.
    public init(device: DeviceDescription, profile: ForceProfile, calibration: CalibrationMatrix = .identity) throws {
        self.device = device
        tracker = try ContactTracker(device: device, calibration: calibration)
        if tracker.isTouchpad {
            recognizer = .touchpad(ForceClickRecognizer(thresholds: profile.touchpad, geometry: tracker.geometry, pressure: tracker.pressureScale))
        } else {
            recognizer = .surface(GestureRecognizer(profile: profile, geometry: tracker.geometry, reportsForce: tracker.reportsForce))
        }
    }

    /// False when the device reports no force (its contacts peek by holding still).
    public var reportsForce: Bool { tracker.reportsForce }

    /// True on a touchpad: gesture positions are places on the pad, and the pointer says where on
    /// the screen they happen (the stream's `pointer` key).
    public var followsPointer: Bool { tracker.isTouchpad }

    /// What the device's force is in grams, when its pressure axis says.
    public var pressureScale: PressureScale { tracker.pressureScale }

    /// The next event of the device, in the order it sent them: the deadlines due by its time
    /// fire, then the frame it closes, if it closes one, is recognised.
    public mutating func feed(_ event: InputEvent) -> Step {
        var gestures = advance(to: event.time)
        guard let frame = tracker.handle(event) else { return Step(frame: nil, gestures: gestures) }
        recognizer.handle(frame, into: &gestures)
        return Step(frame: frame, gestures: gestures)
    }

    /// `feed` for each event of one device read, handing each gesture to `emit` as it comes: what
    /// a live device does with every read. The steps of each event stay inside this module, and
    /// nothing comes back for the many events that complete no gesture.
    public mutating func feed(_ events: [InputEvent], emit: (GestureEvent) throws -> Void) rethrows {
        for event in events {
            if isDue(event.time) {
                recognizer.advance(to: event.time, into: &gestures)
                try emitGestures(emit)
            }
            guard let frame = tracker.handle(event) else { continue }
            recognizer.handle(frame, into: &gestures)
            try emitGestures(emit)
        }
    }

    /// Hands `gestures` to `emit` and empties it, keeping its storage. Most frames make none: then
    /// there is nothing to do.
    private mutating func emitGestures(_ emit: (GestureEvent) throws -> Void) rethrows {
        guard !gestures.isEmpty else { return }
        defer { gestures.removeAll(keepingCapacity: true) }
        for gesture in gestures { try emit(gesture) }
    }

    /// When the next deadline (hold-to-peek, tap timeout) falls due, if one is pending: a live
    /// source sets a timer for it, since a held finger sends no events.
    public var nextDeadline: Timestamp? { recognizer.nextDeadline }

    /// The gestures whose deadlines (hold-to-peek, tap timeouts) fall due by `time`.
    /// Cheap when nothing is due, so it can run before every event of every device.
    public mutating func advance(to time: Timestamp) -> [GestureEvent] {
        guard isDue(time) else { return [] }
        return recognizer.advance(to: time)
    }

    /// True when a deadline falls due by `time`.
    private func isDue(_ time: Timestamp) -> Bool {
        guard let deadline = recognizer.nextDeadline else { return false }
        return deadline <= time
    }

    /// The device went away (or the recording ended) at `time`: due deadlines fire, then every
    /// contact still down is cancelled, so no gesture is left open.
    public mutating func finish(at time: Timestamp) -> Step {
        var gestures = advance(to: time)
        guard let frame = tracker.cancelAll(at: time) else { return Step(frame: nil, gestures: gestures) }
        recognizer.handle(frame, into: &gestures)
        return Step(frame: frame, gestures: gestures)
    }

    /// What the tracker and recognizer had to survive (bad slots, dropped events, contacts that
    /// never began), since the last call.
    public mutating func takeDiagnostics() -> [DeviceDiagnostic] {
        let tracked = tracker.takeDiagnostics()
        let recognized = recognizer.takeDiagnostics()
        // Cheap when empty, as almost always (a live device asks after every read): nothing built.
        guard !tracked.isEmpty || !recognized.isEmpty else { return [] }
        return tracked.map(DeviceDiagnostic.tracking) + recognized.map(DeviceDiagnostic.recognition)
    }
}
