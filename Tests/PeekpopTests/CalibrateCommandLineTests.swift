// SPDX-License-Identifier: MIT
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Gestures
import Testing
import TestSupport

/// `peekpop calibrate` and `peekpop plot` as a user runs them, and `replay` picking up the profile.
@Suite struct CalibrateCommandLineTests {
    static let calibration = TestData.projectRecordings.appendingPathComponent("calibration")

    static func recording(_ name: String) -> String { calibration.appendingPathComponent(name).path }

    /// Runs peekpop (through `wrapper` when given) with `XDG_CONFIG_HOME` set to `config`.
    static func run(_ arguments: [String], config: URL, wrapper: [String] = []) throws -> CommandLineTests.Outcome {
        let folder = try CommandLineTests.temporaryFolder()
        let stdoutURL = folder.appendingPathComponent("stdout"), stderrURL = folder.appendingPathComponent("stderr")
        try Data().write(to: stdoutURL)
        try Data().write(to: stderrURL)
        let process = Process()
        let command = wrapper + [CommandLineTests.executable.path] + arguments
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = config.path
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: stdoutURL)
        process.standardError = try FileHandle(forWritingTo: stderrURL)
        try process.run()
        process.waitUntilExit()
        return CommandLineTests.Outcome(status: process.terminationStatus,
                                        stdout: try String(contentsOf: stdoutURL, encoding: .utf8),
                                        stderr: try String(contentsOf: stderrURL, encoding: .utf8))
    }

    /// A force with three decimals, as the summary prints it.
    static func fraction(_ value: Double) -> String { String(format: "%.3f", value) }

    static func gestures(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let gesture = object["gesture"] as? String, let phase = object["phase"] as? String,
                  phase != "changed" else { return nil }
            return "\(gesture) \(phase)"
        }
    }

    @Test func calibratingFromARecordingWritesTheProfileWhereReplayFindsIt() throws {
        let config = try CommandLineTests.temporaryFolder()
        let calibrated = try Self.run(["calibrate", "--from", Self.recording("shallow-touchscreen.calibration.events")], config: config)
        #expect(calibrated.status == 0, "\(calibrated.stderr)")
        #expect(calibrated.stdout.contains("Preview press 3 of 5"))
        #expect(calibrated.stdout.contains("✗ preview press 3 not used: it moved"))
        #expect(calibrated.stdout.contains("peek at 0.095"))
        let profile = config.appendingPathComponent("peekpop/devices/0006-0000-0006-peekpop-synthetic-shallow-pressure-touchscreen.json")
        #expect(FileManager.default.fileExists(atPath: profile.path))
        #expect(FileManager.default.fileExists(atPath: profile.deletingPathExtension().appendingPathExtension("svg").path))

        let replay = try Self.run(["replay", Self.recording("shallow-touchscreen.peek-pop.events")], config: config)
        #expect(replay.status == 0)
        #expect(replay.stderr.contains("using the calibrated profile \(profile.path)"))
        #expect(Self.gestures(replay.stdout) == ["hint began", "peek began", "pop recognized"])

        // --profile overrides the calibrated profile: the defaults see no peek here, only a hint
        // (the press passes their hint's 0.2 on its way to 0.29).
        let defaults = try CommandLineTests.temporaryFile("defaults.json", Array(#"{"version": 1}"#.utf8))
        let overridden = try Self.run(["replay", Self.recording("shallow-touchscreen.peek-pop.events"), "--profile", defaults], config: config)
        #expect(Self.gestures(overridden.stdout) == ["hint began", "hint ended"])
    }

    @Test func overlappingPressesExit65ShowingTheOverlapAndWriteNothing() throws {
        let config = try CommandLineTests.temporaryFolder()
        let output = config.appendingPathComponent("profile.json")
        let outcome = try Self.run(["calibrate", "--from", Self.recording("shallow-touchscreen.calibration-overlapping.events"),
                                    "--output", output.path], config: config)
        #expect(outcome.status == 65)
        #expect(outcome.stderr.contains("overlap"))
        #expect(outcome.stderr.contains("Nothing was written"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: config.path).isEmpty)
    }

    @Test func aRecordingThatEndsEarlyExits65() throws {
        let config = try CommandLineTests.temporaryFolder()
        let outcome = try Self.run(["calibrate", "--from", Self.recording("shallow-touchscreen.peek-pop.events")], config: config)
        #expect(outcome.status == 65)
        #expect(outcome.stderr.contains("nothing was written"))
    }

    @Test func aDeviceWithoutPressureNeedsNoCalibration() throws {
        let plain = TestData.projectRecordings.appendingPathComponent("plain-touchscreen/plain-touchscreen.light-tap.events").path
        let outcome = try Self.run(["calibrate", "--from", plain], config: try CommandLineTests.temporaryFolder())
        #expect(outcome.status == 65)
        #expect(outcome.stderr.contains("long press"))
    }

    /// A touchpad from its recorded guided session: the presses asked again with their reasons,
    /// the profile written where replay finds it (its touchpad section read back as the summary
    /// says), the plot beside it with the calibrated levels, and the pad's force click replayed.
    @Test func calibratingATouchpadFromARecordingWritesItsForceClickLevels() throws {
        let config = try CommandLineTests.temporaryFolder()
        let calibrated = try Self.run(["calibrate", "--from", Self.recording("synaptics-clickpad.calibration.events")], config: config)
        #expect(calibrated.status == 0, "\(calibrated.stderr)")
        #expect(calibrated.stderr.contains("calibrating the touchpad's force click on peekpop synthetic Synaptics clickpad"))
        #expect(calibrated.stdout.contains("Ordinary click 1 of 5: Click as you always do"))
        #expect(calibrated.stdout.contains("Force click 3 of 5: Click, then press deeper and hold until the bar fills"))
        #expect(calibrated.stdout.contains("Pop 5 of 5: Click, press deeper, then deeper still"))
        #expect(calibrated.stdout.contains("✗ ordinary click 4 not used: no click came (BTN_LEFT)"))
        #expect(calibrated.stdout.contains("✗ ordinary click 5 not used: it moved with the button down (a drag)"))
        #expect(calibrated.stdout.contains("✗ force click 3 not used: more than one touch at once"))
        #expect(calibrated.stdout.contains("✗ force click 4 not used: held at 0."))
        #expect(calibrated.stdout.contains("no deeper than your ordinary clicks"))
        #expect(calibrated.stdout.contains("rise 0.120: the default"))
        let profileURL = config.appendingPathComponent("peekpop/devices/0006-0000-0009-peekpop-synthetic-synaptics-clickpad.json")
        let profile = try ForceProfile(json: Data(contentsOf: profileURL))
        let peek = Self.fraction(profile.touchpad.peek.fraction), pop = Self.fraction(profile.touchpad.pop.fraction)
        #expect(calibrated.stdout.contains("peek at \(peek): halfway from the deepest ordinary click"))
        #expect(calibrated.stdout.contains("pop at \(pop): halfway from the deepest force click"))
        #expect(profile.touchpad.peek.fraction > 0.5 && profile.touchpad.peek.fraction < 0.55)
        #expect(profile.finger == ForceProfile().finger)
        let plot = try String(contentsOf: profileURL.deletingPathExtension().appendingPathExtension("svg"), encoding: .utf8)
        #expect(plot.contains("touchpad force click threshold \(peek)"))
        #expect(plot.contains("touchpad pop threshold \(pop)"))
        #expect(XMLParser(data: Data(plot.utf8)).parse())

        let pad = TestData.projectRecordings.appendingPathComponent("synaptics-clickpad/synaptics-clickpad.force-click-pop.events").path
        let replay = try Self.run(["replay", pad], config: config)
        #expect(replay.stderr.contains("using the calibrated profile \(profileURL.path)"))
        #expect(Self.gestures(replay.stdout) == ["peek began", "pop recognized"])
    }

    /// The heavy-handed user's profile keeps that hand's force click a preview, where the defaults pop it.
    @Test func aHeavyHandsProfileKeepsItsForceClickAPreview() throws {
        let folder = try CommandLineTests.temporaryFolder()
        let output = folder.appendingPathComponent("heavy.json")
        let calibrated = try Self.run(["calibrate", "--from", Self.recording("synaptics-clickpad.calibration-heavy.events"),
                                       "--output", output.path], config: folder)
        #expect(calibrated.status == 0, "\(calibrated.stderr)")
        #expect(calibrated.stdout.contains("the most an ordinary click's overshoot went past its force after the settle"))
        let force = Self.recording("synaptics-clickpad.heavy-hand-force-click.events")
        #expect(Self.gestures(try Self.run(["replay", force, "--profile", output.path], config: folder).stdout) == ["peek began", "peek ended"])
        let defaults = try CommandLineTests.temporaryFile("defaults.json", Array(#"{"version": 1}"#.utf8))
        #expect(Self.gestures(try Self.run(["replay", force, "--profile", defaults], config: folder).stdout) == ["peek began", "pop recognized"])
    }

    @Test func aPressurePadsProfileHasGramsAndFractions() throws {
        let folder = try CommandLineTests.temporaryFolder()
        let output = folder.appendingPathComponent("pad.json")
        let calibrated = try Self.run(["calibrate", "--from", Self.recording("pressure-pad.calibration.events"), "-o", output.path], config: folder)
        #expect(calibrated.status == 0, "\(calibrated.stderr)")
        #expect(calibrated.stdout.contains("1 = 1023.8 g"))
        let touchpad = try ForceProfile(json: Data(contentsOf: output)).touchpad
        #expect(abs(touchpad.peek.grams - touchpad.peek.fraction * 1023.75) <= 0.05)
        #expect(calibrated.stdout.contains("peek at \(Self.fraction(touchpad.peek.fraction)) (\(touchpad.peek.grams) g)"))
    }

    @Test func aTouchpadsOverlappingForceClicksAndPopsExit65AndWriteNothing() throws {
        let config = try CommandLineTests.temporaryFolder()
        let outcome = try Self.run(["calibrate", "--from", Self.recording("synaptics-clickpad.calibration-overlapping.events")], config: config)
        #expect(outcome.status == 65)
        #expect(outcome.stderr.contains("The force clicks and the pops overlap"))
        #expect(outcome.stderr.contains("Nothing was written. Run the calibration again, making the force clicks lighter and the pops deeper."))
        #expect(try FileManager.default.contentsOfDirectory(atPath: config.path).isEmpty)
    }

    @Test func aToolOtherThanTheFingerOnATouchpadExits64() throws {
        let config = try CommandLineTests.temporaryFolder()
        let outcome = try Self.run(["calibrate", "--from", Self.recording("synaptics-clickpad.calibration.events"), "--tool", "pen"], config: config)
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("is a touchpad"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: config.path).isEmpty)
    }

    @Test func theHelpSaysWhatHappensOnATouchpad() throws {
        let help = try CommandLineTests.run(["calibrate", "--help"])
        #expect(help.status == 0)
        let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("On a touchpad it calibrates the force click"))
        #expect(text.contains("click, then press deeper and hold until the bar fills"))
        #expect(text.contains("synaptics-clickpad.calibration.events"))
    }

    @Test(arguments: [["calibrate"], ["calibrate", "--from", "a", "--device", "b"], ["calibrate", "--from", "a", "--presses", "0"],
                      ["calibrate", "--device", "b", "--realtime"], ["calibrate", "--from", "a", "--tool", "hand"],
                      ["plot", "a.events"], ["plot", "a.events", "-o", "x.svg", "--output", "y.svg"]])
    func wrongUsageExits64(arguments: [String]) throws {
        let outcome = try Self.run(arguments, config: try CommandLineTests.temporaryFolder())
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("Usage:"))
    }

    @Test func plotWritesAnSVGThatParses() throws {
        let folder = try CommandLineTests.temporaryFolder()
        let svg = folder.appendingPathComponent("demo.svg")
        let outcome = try Self.run(["plot", TestData.projectRecordings.appendingPathComponent("demo/pressure-touchscreen.demo.events").path,
                                    "-o", svg.path], config: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let parser = XMLParser(data: try Data(contentsOf: svg))
        #expect(parser.parse())
        let text = try String(contentsOf: svg, encoding: .utf8)
        #expect(text.contains("finger peek threshold 0.350"))
        #expect(text.contains(">pop</text>"))
    }

    /// The guided screen through a pseudo-terminal, fed by the recording at its recorded pace:
    /// the live force bar is drawn, and the profile is the one the offline run writes.
    @Test(.timeLimit(.minutes(1))) func theGuidedScreenRunsInATerminalAndGivesTheSameProfile() throws {
        let folder = try CommandLineTests.temporaryFolder()
        let live = folder.appendingPathComponent("live.json"), offline = folder.appendingPathComponent("offline.json")
        let script = """
        import os, pty, sys
        pid, fd = pty.fork()
        if pid == 0:
            os.execv(sys.argv[1], sys.argv[1:])
        out = b""
        while True:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            out += chunk
        _, status = os.waitpid(pid, 0)
        sys.stdout.buffer.write(out)
        sys.exit(os.waitstatus_to_exitcode(status))
        """
        let recording = Self.recording("shallow-touchscreen.calibration.events")
        let guided = try Self.run(["calibrate", "--from", recording, "--realtime", "--output", live.path], config: folder,
                                  wrapper: ["python3", "-c", script])
        #expect(guided.status == 0, "\(guided.stdout)\(guided.stderr)")
        #expect(guided.stdout.contains("\r\u{1B}[2Kforce 0."), "no live force bar")
        #expect(guided.stdout.contains("peek 0.095"))
        #expect(guided.stdout.contains("Firm press 5 of 5"))
        let plain = try Self.run(["calibrate", "--from", recording, "--output", offline.path], config: folder)
        #expect(plain.status == 0)
        #expect(!plain.stdout.contains("\u{1B}["), "no terminal codes when stdout is a file")
        #expect(try Data(contentsOf: live) == Data(contentsOf: offline))
    }
}
