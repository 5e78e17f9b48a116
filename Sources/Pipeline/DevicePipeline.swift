import Contacts
import Gestures
import InputEvents

/// One device's path from evdev events to gestures: its contact tracker feeding its recognizer.
public struct DevicePipeline {
    public let device: DeviceDescription
    private var tracker: ContactTracker
    private var recognizer: GestureRecognizer

    /// - Parameter calibration: the device's calibration matrix, applied to every position.
    /// - Throws: `UnsupportedDevice` when the device has nothing peekpop can track.
    public init(device: DeviceDescription, profile: ForceProfile, calibration: CalibrationMatrix = .identity) throws {
        self.device = device
        tracker = try ContactTracker(device: device, calibration: calibration)
        recognizer = GestureRecognizer(profile: profile, geometry: tracker.geometry, reportsForce: tracker.reportsForce)
    }

    /// The gestures `event` completes: those of the frame it closes, after any deadline due by then.
    public mutating func handle(_ event: InputEvent) -> [GestureEvent] {
        guard let frame = tracker.handle(event) else { return [] }
        return recognizer.handle(frame)
    }

    /// The events of one device read in turn, each after the deadlines due by its time, handing
    /// each gesture to `emit` as it comes: what a live device does with every read. The steps of
    /// each event stay inside this module, and nothing comes back for the many events that
    /// complete no gesture.
    public mutating func handle(_ events: [InputEvent], emit: (GestureEvent) throws -> Void) rethrows {
        for event in events {
            if recognizer.nextDeadline.map({ $0 <= event.time }) == true {
                for gesture in recognizer.advance(to: event.time) { try emit(gesture) }
            }
            guard let frame = tracker.handle(event) else { continue }
            for gesture in recognizer.handle(frame) { try emit(gesture) }
        }
    }

    /// When the next deadline (hold-to-peek, tap timeout) falls due, if one is pending: a live
    /// source sets a timer for it, since a held finger sends no events.
    public var nextDeadline: Timestamp? { recognizer.nextDeadline }

    /// The gestures whose deadlines (hold-to-peek, tap timeouts) fall due by `time`.
    /// Cheap when nothing is due, so it can run before every event of every device.
    public mutating func advance(to time: Timestamp) -> [GestureEvent] {
        guard let deadline = recognizer.nextDeadline, deadline <= time else { return [] }
        return recognizer.advance(to: time)
    }

    /// The device went away (or the recording ended) at `time`: due deadlines fire, then every
    /// contact still down is cancelled, so no gesture is left open.
    public mutating func finish(at time: Timestamp) -> [GestureEvent] {
        var events = advance(to: time)
        if let frame = tracker.cancelAll(at: time) {
            events += recognizer.handle(frame)
        }
        return events
    }

    /// What the tracker and recognizer had to survive (bad slots, dropped events, contacts that
    /// never began), since the last call.
    public mutating func takeDiagnostics() -> [String] {
        let tracked = tracker.takeDiagnostics()
        let recognized = recognizer.takeDiagnostics()
        // Cheap when empty, as almost always (a live device asks after every read): no joined array.
        guard !recognized.isEmpty else { return tracked }
        return tracked + recognized.map(\.description)
    }
}
