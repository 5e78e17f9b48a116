// SPDX-License-Identifier: MIT
import Contacts
import Gestures
import InputEvents

/// The force of every contact of one device over time and the gestures recognised (hints left
/// out), for a plot: the device's events through its pipeline with `profile`.
public struct ForceTrace {
    /// The force readings of one contact, from touch-down to lift.
    public struct Series: Hashable, Sendable {
        public var contact: Int
        public var tool: ToolKind
        public var points: [TimedForce]
    }

    public let device: DeviceDescription
    public let profile: ForceProfile
    public private(set) var series: [Series] = []
    public private(set) var gestures: [GestureEvent] = []
    /// A touchpad's clicks: when its button went down and, once it has, came up.
    public private(set) var clicks: [(down: Timestamp, up: Timestamp?)] = []
    /// The time of the first event.
    public private(set) var start: Timestamp?
    /// The time of the last event.
    public private(set) var end: Timestamp?
    private var pipeline: DevicePipeline
    /// Where each touching contact's series is in `series`.
    private var open: [Int: Int] = [:]

    /// - Throws: `UnsupportedDevice` when the device has nothing to track.
    public init(device: DeviceDescription, profile: ForceProfile) throws {
        self.device = device
        self.profile = profile
        pipeline = try DevicePipeline(device: device, profile: profile)
    }

    /// False when the device reports no force (every series is then flat at 0).
    public var reportsForce: Bool { pipeline.reportsForce }

    /// True on a touchpad: its gestures are force clicks, against the profile's touchpad levels.
    public var isTouchpad: Bool { pipeline.followsPointer }

    /// The threshold lines to draw: a touchpad's force click levels (on its pressure scale), else
    /// the peek and pop force of each tool that touched.
    public var thresholds: [(name: String, force: Double)] {
        if isTouchpad {
            let scale = pipeline.pressureScale
            return [("touchpad force click", profile.touchpad.peek.force(on: scale)),
                    ("touchpad pop", profile.touchpad.pop.force(on: scale))]
        }
        let tools = [ToolKind.finger, .pen].filter { self.tools.contains($0) || ($0 == .pen && self.tools.contains(.eraser)) }
        return tools.flatMap { tool in
            let levels = profile.thresholds(for: tool)
            return [("\(tool.rawValue) peek", levels.peekForce), ("\(tool.rawValue) pop", levels.popForce)]
        }
    }

    /// The tools that touched.
    public var tools: Set<ToolKind> { Set(series.map(\.tool)) }

    public mutating func handle(_ event: InputEvent) {
        start = start ?? event.time
        end = event.time
        record(pipeline.feed(event))
    }

    /// The events ended at `time`: due deadlines fire and contacts still down are cancelled.
    public mutating func finish(at time: Timestamp) {
        record(pipeline.finish(at: time))
    }

    private mutating func record(_ step: DevicePipeline.Step) {
        // A hint is for clients holding back a long press of their own: marked at every firm
        // press, it would only crowd the peeks and taps it comes before.
        gestures += step.gestures.filter { if case .hint = $0.gesture { false } else { true } }
        guard let frame = step.frame else { return }
        let clicking = clicks.last.map { $0.up == nil } ?? false
        if frame.buttonDown, !clicking { clicks.append((frame.time, nil)) }
        if !frame.buttonDown, clicking { clicks[clicks.count - 1].up = frame.time }
        for contact in frame.contacts {
            let point = TimedForce(time: frame.time, force: contact.force ?? 0)
            if let index = open[contact.id] {
                series[index].points.append(point)
            } else {
                open[contact.id] = series.count
                series.append(Series(contact: contact.id, tool: contact.tool, points: [point]))
            }
            switch contact.phase {
            case .began, .changed: break
            case .ended, .cancelled: open[contact.id] = nil
            }
        }
    }
}
