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
        let (device, frames) = try frames(of: path)
        var session = CalibrationSession(tool: tool, geometry: SurfaceGeometry(device: device))
        var outputs = session.start
        for frame in frames { outputs += session.handle(frame) }
        return (session, outputs)
    }
}
