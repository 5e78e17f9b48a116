// SPDX-License-Identifier: MIT
import Calibration
import Contacts
import Foundation
import Gestures
import InputEvents
import Recordings
import TestSupport

/// Presses and recordings for the calibration tests.
enum Fixtures {
    static let geometry = SurfaceGeometry(widthMillimetres: 250, heightMillimetres: 160)

    /// A still press of `tool` whose force rises to `peak` and stays there until the lift after `ms`.
    static func press(peak: Double, ms: Int64 = 120, tool: ToolKind = .finger, at start: Int64 = 0) -> PressSample {
        let landed = Timestamp.milliseconds(start)
        var forces = [TimedForce(time: landed, force: peak / 3)]
        var t: Int64 = 10
        while t < ms {
            forces.append(TimedForce(time: .milliseconds(start + t), force: peak))
            t += 10
        }
        return PressSample(tool: tool, origin: Point(x: 0.5, y: 0.5), forces: forces,
                           lifted: .milliseconds(start + ms), travel: 0)
    }

    static func samples(light: [Double], peek: [Double], pop: [Double], tool: ToolKind = .finger,
                        lightMs: Int64 = 80, holdMs: Int64 = 700) -> [PressClass: [PressSample]] {
        [.light: light.map { press(peak: $0, ms: lightMs, tool: tool) },
         .peek: peek.map { press(peak: $0, ms: holdMs, tool: tool) },
         .pop: pop.map { press(peak: $0, ms: holdMs, tool: tool) }]
    }

    static let calibrationFolder = TestData.projectRecordings.appendingPathComponent("calibration")

    static func recording(_ name: String) -> String {
        calibrationFolder.appendingPathComponent(name).path
    }

    /// The frames of the only device of an evemu recording, and that device.
    static func frames(of path: String) throws -> (device: DeviceDescription, frames: [TouchFrame]) {
        var reader = try RecordingFile.open(path: path)
        let device = reader.devices[0]
        var tracker = try ContactTracker(device: device)
        var frames: [TouchFrame] = []
        while let recorded = try reader.next() {
            if let frame = tracker.handle(recorded.event) { frames.append(frame) }
        }
        return (device, frames)
    }

    /// Runs the guided session over a recording of it, as `calibrate --from` does.
    static func session(from path: String, tool: ToolKind) throws -> (CalibrationSession, [CalibrationSession.Output]) {
        try session(from: path) { _ in .tool(tool) }
    }

    /// Runs the guided session of a touchpad over a recording of it, as `calibrate --from` does.
    static func touchpadSession(from path: String) throws -> (CalibrationSession, [CalibrationSession.Output]) {
        try session(from: path) { .touchpad(PressureScale(device: $0)) }
    }

    private static func session(from path: String, target: (DeviceDescription) -> CalibrationTarget) throws
        -> (CalibrationSession, [CalibrationSession.Output]) {
        let (device, frames) = try frames(of: path)
        var session = CalibrationSession(target: target(device), geometry: SurfaceGeometry(device: device))
        var outputs = session.start
        for frame in frames { outputs += session.handle(frame) }
        return (session, outputs)
    }
}

/// Touchpad presses for the calibration tests: the default settle (80 ms) and hold (50 ms).
enum PadFixtures {
    /// The force at `ms` of a step profile: the last step that began at or before it.
    static func force(at ms: Int64, _ steps: [(from: Int64, force: Double)]) -> Double {
        steps.last { $0.from <= ms }?.force ?? 0
    }

    /// A still touchpad press read every 10 ms from landing (0) to the lift: its force follows
    /// `steps`, its button goes down at `down` and comes up at `up` (nil: still down at the lift).
    static func press(_ steps: [(from: Int64, force: Double)], down: Int64, up: Int64?, lift: Int64,
                      at start: Int64 = 0, travel: Double = 0) -> PressSample {
        let forces = stride(from: Int64(0), through: lift, by: 10).map {
            TimedForce(time: .milliseconds(start + $0), force: force(at: $0, steps))
        }
        let click = PadClick(down: .milliseconds(start + down), up: up.map { .milliseconds(start + $0) },
                             origin: Point(x: 0.5, y: 0.5), travel: travel)
        return PressSample(tool: .finger, origin: Point(x: 0.5, y: 0.5), forces: forces,
                           lifted: .milliseconds(start + lift), travel: travel, clicks: [click])
    }

    /// Rests at 0.1, clicks at 100 ms (the first 40 ms at `overshoot` when given), holds `held`
    /// to 300 ms; a force click then presses to `deep` until 700 ms, a pop from 500 ms on to `pop`.
    /// The button comes up at the end, the finger lifts 30 ms later.
    static func click(held: Double, overshoot: Double? = nil, deep: Double? = nil, pop: Double? = nil,
                      at start: Int64 = 0) -> PressSample {
        var steps: [(from: Int64, force: Double)] = [(0, 0.1), (100, overshoot ?? held), (140, held)]
        if let deep { steps.append((300, deep)) }
        if let pop { steps.append((500, pop)) }
        let up: Int64 = deep == nil ? 300 : 700
        steps.append((up, 0.1))
        return press(steps, down: 100, up: up, lift: up + 30, at: start)
    }

    static func samples(clicks: [PressSample], forceClicks: [PressSample], pops: [PressSample]) -> [PressClass: [PressSample]] {
        [.click: clicks, .forceClick: forceClicks, .forcePop: pops]
    }

    /// The frames of a touchpad press (one contact `id`, every 10 ms from `start`): its force follows
    /// `steps`, the button is down from `down` to before `up`, and from `down` on it slides
    /// `slide` of the width over 100 ms (moved first by `pointer` of the width before the click).
    static func frames(id: Int, at start: Int64, _ steps: [(from: Int64, force: Double)], down: Int64?, up: Int64?,
                       lift: Int64, slide: Double = 0, pointer: Double = 0) -> [TouchFrame] {
        stride(from: Int64(0), through: lift, by: 10).map { ms in
            let moved = down.map { ms >= $0 ? min(1, Double(ms - $0) / 100) * slide : 0 } ?? 0
            let x = 0.4 + pointer * min(1, Double(ms) / 50) + moved
            let phase: ContactPhase = ms == 0 ? .began : ms == lift ? .ended : .changed
            let button = down.map { ms >= $0 && ms < (up ?? .max) } ?? false
            return TouchFrame(time: .milliseconds(start + ms),
                              contacts: [Contact(id: id, tool: .finger, phase: phase, position: Point(x: x, y: 0.5),
                                                 force: force(at: ms, steps))],
                              buttonDown: button)
        }
    }

    /// The frames of `click(...)`'s press shape.
    static func clickFrames(id: Int, at start: Int64, held: Double, deep: Double? = nil, pop: Double? = nil,
                            deepUntil: Int64 = 700) -> [TouchFrame] {
        var steps: [(from: Int64, force: Double)] = [(0, 0.1), (100, held)]
        if let deep { steps.append((300, deep)) }
        if let pop { steps.append((500, pop)) }
        let up: Int64 = deep == nil ? 300 : deepUntil
        steps.append((up, 0.1))
        return frames(id: id, at: start, steps, down: 100, up: up, lift: up + 30)
    }
}
