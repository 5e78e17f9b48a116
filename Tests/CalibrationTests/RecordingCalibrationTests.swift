// SPDX-License-Identifier: MIT
import Calibration
import Contacts
import Foundation
import Gestures
import GestureStream
import Pipeline
import Recordings
import Testing

/// Calibration from the recordings of devices the defaults do not fit, then later use of the same
/// device with the profile: the peeks and pops the user meant, where the defaults gave none.
@Suite struct RecordingCalibrationTests {
    static func calibrated(_ device: String, tool: ToolKind) throws -> CalibrationResult {
        let (session, _) = try Fixtures.session(from: Fixtures.recording("\(device).calibration.events"), tool: tool)
        guard case .finished(let result) = session.state else {
            throw CalibrationTestFailure(description: "\(device) did not calibrate: \(session.state)")
        }
        return result
    }

    /// The gestures of a replay, one `.expected`-style line each, `changed` left out.
    static func gestures(_ path: String, profile: ForceProfile) throws -> [String] {
        var replay = try Replay(reader: RecordingFile.open(path: path), profile: profile)
        var lines: [String] = []
        while try replay.step({ gesture in
            let encoded = GestureLineEncoder.encode(gesture.line)
            guard let object = try? JSONSerialization.jsonObject(with: Data(encoded.utf8)) as? [String: Any],
                  let tool = object["tool"] as? String, let name = object["gesture"] as? String,
                  let phase = object["phase"] as? String, phase != "changed" else { return }
            lines.append("\(tool) \(name) \(phase)")
        }) {}
        return lines
    }

    static func expected(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.isEmpty }.map(String.init)
    }

    static let checks: [(device: String, tool: ToolKind, scenario: String)] = [
        ("shallow-touchscreen", .finger, "light-tap"), ("shallow-touchscreen", .finger, "peek-release"),
        ("shallow-touchscreen", .finger, "peek-pop"), ("shallow-touchscreen", .finger, "quick-hard-press"),
        ("stiff-pen-tablet", .pen, "light-tap"), ("stiff-pen-tablet", .pen, "peek-release"),
        ("stiff-pen-tablet", .pen, "peek-pop"),
    ]

    @Test(arguments: 0..<checks.count)
    func theCalibratedProfileGivesThePeeksAndPopsMeant(index: Int) throws {
        let (device, tool, scenario) = Self.checks[index]
        let profile = try Self.calibrated(device, tool: tool).profile
        let recording = Fixtures.recording("\(device).\(scenario).events")
        let meant = try Self.expected(Fixtures.recording("\(device).\(scenario).calibrated"))
        #expect(try Self.gestures(recording, profile: profile) == meant)
        let withDefaults = try Self.gestures(recording, profile: ForceProfile())
        #expect(!withDefaults.contains { $0.contains("peek") || $0.contains("pop") }, "the defaults already fit: \(withDefaults)")
    }

    @Test func theShallowTouchscreenCalibratesBetweenItsClasses() throws {
        let (session, outputs) = try Fixtures.session(from: Fixtures.recording("shallow-touchscreen.calibration.events"), tool: .finger)
        // The slid press was asked for again.
        #expect(outputs.contains(.rejected(.peek, number: 3, .moved)))
        guard case .finished(let result) = session.state else {
            Issue.record("\(session.state)")
            return
        }
        let finger = result.profile.finger
        #expect(finger.peekForce > 0.06 && finger.peekForce < 0.13)
        #expect(finger.popForce > 0.16 && finger.popForce < 0.27)
    }

    @Test func theStiffPenPeeksAfterAHoldAndAtItsOwnForce() throws {
        let pen = try Self.calibrated("stiff-pen-tablet", tool: .pen).profile.pen
        #expect(pen.peekForce < 0.16)
        #expect(pen.popForce > 0.2 && pen.popForce < 0.36)
        #expect(pen.peekHold >= pen.tapMaximum)
    }

    @Test func overlappingPressesAreRefused() throws {
        let (session, _) = try Fixtures.session(from: Fixtures.recording("shallow-touchscreen.calibration-overlapping.events"), tool: .finger)
        guard case .failed(.overlap(let lower, let upper, _)) = session.state else {
            Issue.record("expected an overlap, got \(session.state)")
            return
        }
        #expect(lower.kind == .light && upper.kind == .peek)
    }
}

struct CalibrationTestFailure: Error, CustomStringConvertible {
    var description: String
}
