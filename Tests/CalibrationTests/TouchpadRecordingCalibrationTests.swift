// SPDX-License-Identifier: MIT
import Calibration
import Contacts
import Foundation
import Gestures
import Testing
import TestSupport

/// Calibration of the SYNTHETIC touchpads from their recorded guided sessions (Recordings/calibration,
/// made by Recordings/synth.py), then their everyday use with the profile: an ordinary user's
/// levels keep every scenario of the pad as meant; a heavy hand's differ from the defaults, which
/// misfire on that hand's clicks and force clicks.
@Suite struct TouchpadRecordingCalibrationTests {
    static func calibrated(_ name: String) throws -> CalibrationResult {
        let (session, _) = try Fixtures.touchpadSession(from: Fixtures.recording(name))
        guard case .finished(let result) = session.state else {
            throw CalibrationTestFailure(description: "\(name) did not calibrate: \(session.state)")
        }
        return result
    }

    @Test func theClickpadSessionAsksAgainForEveryPressThatIsNoUse() throws {
        let (session, outputs) = try Fixtures.touchpadSession(from: Fixtures.recording("synaptics-clickpad.calibration.events"))
        let rejected = outputs.compactMap { output -> String? in
            guard case .rejected(let kind, let number, let why) = output else { return nil }
            return switch why {
            case .noClick: "\(kind) \(number) no click"
            case .dragged: "\(kind) \(number) dragged"
            case .crowded: "\(kind) \(number) crowded"
            case .notDeeperThanClicks: "\(kind) \(number) not deeper than the clicks"
            default: "\(kind) \(number) \(why)"
            }
        }
        #expect(rejected == ["click 4 no click", "click 5 dragged", "forceClick 3 crowded", "forceClick 4 not deeper than the clicks"])
        guard case .finished(let result) = session.state else {
            Issue.record("\(session.state)")
            return
        }
        #expect(result.classes.map(\.forces.count) == [5, 5, 5])
    }

    /// The ordinary user's levels, near the defaults the pad's levels were set against.
    @Test func theClickpadCalibratesBetweenItsClasses() throws {
        let result = try Self.calibrated("synaptics-clickpad.calibration.events")
        let touchpad = result.profile.touchpad
        let estimate = try #require(result.forceClick)
        // The heaviest click settles at 116 of 255 (0.455); the shallowest force click holds 150 (0.588).
        #expect(estimate.clicks.maximum > 0.45 && estimate.clicks.maximum < 0.47)
        #expect(estimate.forceClicks.minimum > 0.57 && estimate.forceClicks.minimum < 0.6)
        #expect(touchpad.peek.fraction > estimate.clicks.maximum + 0.04 && touchpad.peek.fraction < estimate.forceClicks.minimum - 0.04)
        #expect(touchpad.release.fraction > estimate.clicks.maximum && touchpad.release.fraction < touchpad.peek.fraction)
        // Force clicks at 150-160 of 255, pops from 198: pop between 0.63 and 0.78.
        #expect(touchpad.pop.fraction > 0.67 && touchpad.pop.fraction < 0.74)
        #expect(touchpad.rise == ForceClickThresholds().rise)
        // No resolution on this pad: the default grams stay, unused.
        #expect(touchpad.peek.grams == ForceClickThresholds().peek.grams)
    }

    static let clickpadScenarios = ["force-click-peek-release", "force-click-pop", "plain-click", "heavy-click", "click-and-drag",
                                    "tap-to-click", "two-finger-scroll", "three-finger-swipe", "palm-rest", "slow-pointer-move"]

    /// Every scenario of the pad, replayed with the profile calibrated on it, gives what its
    /// .expected says: the force clicks, and nothing from the everyday uses.
    @Test(arguments: ["synaptics-clickpad", "pressure-pad"])
    func theCalibratedProfileKeepsEveryScenarioOfThePadAsMeant(pad: String) throws {
        let profile = try Self.calibrated("\(pad).calibration.events").profile
        for scenario in Self.clickpadScenarios {
            let recording = TestData.projectRecordings.appendingPathComponent("\(pad)/\(pad).\(scenario)")
            let meant = try RecordingCalibrationTests.expected(recording.appendingPathExtension("expected").path)
            #expect(try RecordingCalibrationTests.gestures(recording.appendingPathExtension("events").path, profile: profile) == meant,
                    "\(pad) \(scenario)")
        }
    }

    /// The pressure pad's levels are in grams too, and mean the same force there either way.
    @Test func thePressurePadsLevelsAreInGramsThatMeanTheSame() throws {
        let result = try Self.calibrated("pressure-pad.calibration.events")
        guard case .touchpad(let scale) = result.target, let fullScale = scale.fullScaleGrams else {
            Issue.record("the pressure pad has no weight per range: \(result.target)")
            return
        }
        #expect(fullScale == 1023.75)
        let touchpad = result.profile.touchpad
        for level in [touchpad.peek, touchpad.release, touchpad.pop] {
            #expect(abs(level.grams - level.fraction * fullScale) <= 0.05)
        }
        // Clicks up to 360 g, force clicks from about 510 g, pops from about 720 g.
        #expect(touchpad.peek.grams > 400 && touchpad.peek.grams < 480)
        #expect(touchpad.pop.grams > 560 && touchpad.pop.grams < 700)
        #expect(try ForceProfile(json: result.profile.json()) == result.profile)
    }

    /// The heavy hand: clicks that lean in past the default level, force clicks past the default pop.
    @Test func theHeavyHandsLevelsAreAboveTheDefaults() throws {
        let result = try Self.calibrated("synaptics-clickpad.calibration-heavy.events")
        let touchpad = result.profile.touchpad, defaults = ForceClickThresholds()
        #expect(touchpad.peek.fraction > defaults.peek.fraction + 0.15)
        #expect(touchpad.pop.fraction > defaults.pop.fraction + 0.1)
        // Its hard landings overshoot by more than the default rise.
        #expect(touchpad.rise.fraction > defaults.rise.fraction)
        #expect(result.forceClick?.overshoot ?? 0 > defaults.rise.fraction)
    }

    static let heavyChecks: [(scenario: String, defaults: [String])] = [
        ("heavy-hand-click", ["finger peek began", "finger peek ended"]),
        ("heavy-hand-force-click", ["finger peek began", "finger pop recognized"]),
        ("heavy-hand-pop", ["finger peek began", "finger pop recognized"]),
    ]

    @Test(arguments: 0..<heavyChecks.count)
    func theHeavyHandsProfileGivesWhatItMeansWhereTheDefaultsMisfire(index: Int) throws {
        let (scenario, withDefaults) = Self.heavyChecks[index]
        let profile = try Self.calibrated("synaptics-clickpad.calibration-heavy.events").profile
        let recording = Fixtures.recording("synaptics-clickpad.\(scenario).events")
        let meant = try RecordingCalibrationTests.expected(Fixtures.recording("synaptics-clickpad.\(scenario).calibrated"))
        #expect(try RecordingCalibrationTests.gestures(recording, profile: profile) == meant)
        #expect(try RecordingCalibrationTests.gestures(recording, profile: ForceProfile()) == withDefaults)
    }

    @Test func theDefaultsMisfireOnTheHeavyHandsOrdinaryClickAndForceClick() throws {
        let click = try RecordingCalibrationTests.expected(Fixtures.recording("synaptics-clickpad.heavy-hand-click.calibrated"))
        let force = try RecordingCalibrationTests.expected(Fixtures.recording("synaptics-clickpad.heavy-hand-force-click.calibrated"))
        #expect(click.isEmpty && Self.heavyChecks[0].defaults != click)
        #expect(force == ["finger peek began", "finger peek ended"] && Self.heavyChecks[1].defaults != force)
    }

    @Test func forceClicksAndPopsThatOverlapAreRefused() throws {
        let (session, _) = try Fixtures.touchpadSession(from: Fixtures.recording("synaptics-clickpad.calibration-overlapping.events"))
        guard case .failed(.overlap(let lower, let upper, _)) = session.state else {
            Issue.record("expected an overlap, got \(session.state)")
            return
        }
        #expect(lower.kind == .forceClick && upper.kind == .forcePop)
    }
}
