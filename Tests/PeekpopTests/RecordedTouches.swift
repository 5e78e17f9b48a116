// SPDX-License-Identifier: MIT
import Contacts
import Gestures
import InputEvents
import Recordings

/// The touches of a one-device recording as `ContactTracker` sees them, measured independently of
/// the recognizer: how long each lasted, how far it moved, how hard it pressed, whether another
/// contact touched at the same time. Tests compare the gesture stream against these.
struct RecordedTouches {
    /// One contact from `began` to `ended` or `cancelled`.
    struct Touch {
        var id: Int
        var tool: ToolKind
        var origin: Point
        var landed: Timestamp
        var lifted: Timestamp
        /// Lifted, rather than cancelled by the tracker or the end of the recording.
        var ended: Bool
        /// When another contact first touched along with this one (its landing, if one was already down).
        var joined: Timestamp?
        /// The highest force reported, nil on a device without pressure.
        var peakForce: Double?
        /// When it first moved beyond its tool's slop from where it landed (nil: it never did).
        var leftSlop: Timestamp? = nil

        var duration: TimeSpan { lifted - landed }
        /// Another contact touched at some moment of this one's life.
        var overlapped: Bool { joined != nil }
    }

    var geometry: SurfaceGeometry
    var reportsForce: Bool
    /// In the order they began.
    var touches: [Touch] = []

    /// The most contacts touching at once.
    private(set) var mostAtOnce = 0

    /// - Throws: `RecordingError`, or `UnsupportedDevice` when the tracker refuses the device.
    init(path: String, profile: ForceProfile = ForceProfile()) throws {
        var reader = try RecordingFile.open(path: path)
        var tracker = try ContactTracker(device: reader.devices[0])
        geometry = tracker.geometry
        reportsForce = tracker.reportsForce
        var lastTime: Timestamp?
        while let recorded = try reader.next() {
            lastTime = recorded.event.time
            if let frame = tracker.handle(recorded.event) { record(frame, profile) }
        }
        // As the replay does: whatever still touches at the end is cancelled.
        if let lastTime, let frame = tracker.cancelAll(at: lastTime) { record(frame, profile) }
    }

    /// Where each touching contact is in `touches`.
    private var live: [Int: Int] = [:]

    private mutating func record(_ frame: TouchFrame, _ profile: ForceProfile) {
        for contact in frame.contacts {
            switch contact.phase {
            case .began:
                for i in live.values { touches[i].joined = touches[i].joined ?? frame.time }
                touches.append(Touch(id: contact.id, tool: contact.tool, origin: contact.position, landed: frame.time,
                                     lifted: frame.time, ended: false, joined: live.isEmpty ? nil : frame.time,
                                     peakForce: contact.force))
                live[contact.id] = touches.count - 1
                mostAtOnce = max(mostAtOnce, live.count)
            case .changed, .ended, .cancelled:
                guard let i = live[contact.id] else { continue }
                let slop = profile.thresholds(for: touches[i].tool).slop.value(on: geometry)
                if touches[i].leftSlop == nil, geometry.distance(touches[i].origin, contact.position) > slop {
                    touches[i].leftSlop = frame.time
                }
                if let force = contact.force { touches[i].peakForce = max(touches[i].peakForce ?? 0, force) }
                touches[i].lifted = frame.time
                if contact.phase != .changed {
                    touches[i].ended = contact.phase == .ended
                    live[contact.id] = nil
                }
            }
        }
    }
}
