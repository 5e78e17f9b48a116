// SPDX-License-Identifier: MIT
import Calibration
import Contacts
import Foundation
import Gestures
import InputEvents
import Testing

/// A touchpad's force click levels placed from ordinary clicks, force clicks and pops.
@Suite struct TouchpadEstimatorTests {
    static let fractions = PressureScale(fullScaleGrams: nil)
    static let grams = PressureScale(fullScaleGrams: 1000)

    /// Ordinary clicks held at 0.30-0.36, the heaviest landing at 0.50 (an overshoot of 0.14 over
    /// its force after the settle); force clicks held at 0.60-0.64; pops on to 0.80 and 0.84.
    static let samples = PadFixtures.samples(
        clicks: [PadFixtures.click(held: 0.30), PadFixtures.click(held: 0.32), PadFixtures.click(held: 0.36, overshoot: 0.50)],
        forceClicks: [0.60, 0.62, 0.64].map { PadFixtures.click(held: 0.30, deep: $0) },
        pops: [0.80, 0.84].map { PadFixtures.click(held: 0.30, deep: 0.62, pop: $0) })

    @Test func theLevelsGoBetweenTheClassesAndTheRiseCoversTheClicksOvershoot() throws {
        let result = try ThresholdEstimator.estimate(Self.samples, target: .touchpad(Self.fractions))
        let touchpad = result.profile.touchpad
        #expect(touchpad.rise.fraction == 0.14)      // 0.50 - 0.36, more than the default 0.12
        #expect(touchpad.peek.fraction == 0.48)      // halfway from 0.36 to 0.60
        #expect(touchpad.release.fraction == 0.42)   // 0.36 + 0.24 / 4
        #expect(touchpad.pop.fraction == 0.72)       // halfway from 0.64 to 0.80
        // Without a resolution the pad uses fractions only: the default grams stay.
        #expect(touchpad.peek.grams == ForceClickThresholds().peek.grams)
        #expect(touchpad.rise.grams == ForceClickThresholds().rise.grams)
        #expect(touchpad.settle == ForceClickThresholds().settle && touchpad.hold == ForceClickThresholds().hold)
        #expect(result.profile.finger == ToolThresholds.finger && result.profile.pen == ToolThresholds.pen)
        #expect(result.classes.map(\.kind) == [.click, .forceClick, .forcePop])
        let estimate = try #require(result.forceClick)
        #expect(estimate.clicks.maximum == 0.36)
        #expect(abs(estimate.overshoot - 0.14) < 1e-9)
        #expect(estimate.forceClicks.minimum == 0.60)
        #expect(estimate.forceClicksDeepest.maximum == 0.64)
        #expect(estimate.pops.minimum == 0.80)
        try result.profile.validate()
    }

    @Test func aSmallOvershootLeavesTheDefaultRise() throws {
        var samples = Self.samples
        samples[.click] = [PadFixtures.click(held: 0.30), PadFixtures.click(held: 0.36, overshoot: 0.46)]
        let result = try ThresholdEstimator.estimate(samples, target: .touchpad(Self.fractions))
        #expect(result.profile.touchpad.rise == ForceClickThresholds().rise)
        #expect(CalibrationScreen.summary(result).contains("rise 0.120: the default"))
    }

    /// On a pad whose pressure says what it weighs, each level is also in grams, and means the same.
    @Test func aPadWithAResolutionGetsGramsThatMeanTheSameForce() throws {
        let result = try ThresholdEstimator.estimate(Self.samples, target: .touchpad(Self.grams))
        let touchpad = result.profile.touchpad
        #expect(touchpad.peek == PressureLevel(grams: 480, fraction: 0.48))
        #expect(touchpad.release == PressureLevel(grams: 420, fraction: 0.42))
        #expect(touchpad.pop == PressureLevel(grams: 720, fraction: 0.72))
        #expect(touchpad.rise == PressureLevel(grams: 140, fraction: 0.14))
        for level in [touchpad.peek, touchpad.release, touchpad.pop, touchpad.rise] {
            #expect(level.force(on: Self.grams) == level.force(on: Self.fractions))
        }
        let summary = CalibrationScreen.summary(result)
        #expect(summary.contains("1 = 1000.0 g"))
        #expect(summary.contains("peek at 0.480 (480.0 g)"))
        #expect(summary.contains("rise 0.140 (140.0 g): the most an ordinary click's overshoot"))
        // Written and read back, the profile is the same.
        #expect(try ForceProfile(json: result.profile.json()) == result.profile)
    }

    /// A heavy click's force raises its threshold and its pop level by as much (ForceClickMachine):
    /// a pop that lands hard is taken less that raise.
    @Test func aPopsRaisedThresholdIsTakenOffItsDepth() throws {
        var samples = Self.samples
        // Clicked hard (0.55): its threshold is 0.55 + 0.14 = 0.69, 0.21 over the peek (0.48); its
        // pop at 0.95 is 0.74 over the same levels.
        samples[.forcePop] = [PadFixtures.click(held: 0.30, deep: 0.62, pop: 0.84),
                              PadFixtures.click(held: 0.45, overshoot: 0.55, deep: 0.75, pop: 0.95)]
        let result = try ThresholdEstimator.estimate(samples, target: .touchpad(Self.fractions))
        #expect(result.forceClick?.pops.minimum ?? 0 > 0.7399 && result.forceClick?.pops.minimum ?? 1 < 0.7401)
        #expect(result.profile.touchpad.pop.fraction == 0.69)   // halfway from 0.64 to 0.74
    }

    @Test func forceClicksNoDeeperThanTheOrdinaryClicksAreRefusedShowingTheOverlap() throws {
        var samples = Self.samples
        samples[.forceClick] = [0.60, 0.38].map { PadFixtures.click(held: 0.20, deep: $0) }
        do {
            _ = try ThresholdEstimator.estimate(samples, target: .touchpad(Self.fractions))
            Issue.record("overlapping classes were calibrated")
        } catch {
            guard case .overlap(let lower, let upper, _) = error else {
                Issue.record("expected an overlap, got \(error)")
                return
            }
            #expect(lower.kind == .click && upper.kind == .forceClick)
            #expect(error.description.contains("The ordinary clicks and the force clicks are too close"))
            #expect(error.description.contains("making the ordinary clicks lighter and the force clicks deeper"))
            #expect(error.description.contains("Nothing was written"))
        }
    }

    @Test func popsNoDeeperThanTheForceClicksAreRefused() {
        var samples = Self.samples
        samples[.forcePop] = [0.66, 0.84].map { PadFixtures.click(held: 0.30, deep: 0.62, pop: $0) }
        #expect(throws: CalibrationError.self) { try ThresholdEstimator.estimate(samples, target: .touchpad(Self.fractions)) }
        do {
            _ = try ThresholdEstimator.estimate(samples, target: .touchpad(Self.fractions))
        } catch {
            guard case .overlap(let lower, let upper, _) = error else {
                Issue.record("expected an overlap, got \(error)")
                return
            }
            #expect(lower.kind == .forceClick && upper.kind == .forcePop)
            #expect(lower.maximum == 0.64 && upper.minimum == 0.66)
        }
    }

    @Test func forceClicksNotDeeperThanTheirOwnClickAreRefused() {
        var samples = Self.samples
        // Clicked at 0.55, pressed on to 0.62: 0.07 deeper, and the rise is 0.14.
        samples[.forceClick] = [PadFixtures.click(held: 0.30, deep: 0.60), PadFixtures.click(held: 0.55, deep: 0.62)]
        do {
            _ = try ThresholdEstimator.estimate(samples, target: .touchpad(Self.fractions))
            Issue.record("a force click that would never peek was calibrated")
        } catch {
            guard case .notDeeperThanClick(let kind, let shortest, let rise) = error else {
                Issue.record("expected notDeeperThanClick, got \(error)")
                return
            }
            #expect(kind == .forceClick && abs(shortest - 0.07) < 1e-9 && rise == 0.14)
            #expect(error.description.contains("pressing deeper after each click"))
        }
    }

    @Test func candidatesFollowTheClicksSoFar() {
        let base = ForceProfile()
        #expect(ThresholdEstimator.candidates([:], target: .touchpad(Self.fractions), base: base) == (nil, nil))
        let clicksOnly = PadFixtures.samples(clicks: [PadFixtures.click(held: 0.3)], forceClicks: [], pops: [])
        #expect(ThresholdEstimator.candidates(clicksOnly, target: .touchpad(Self.fractions), base: base) == (0.32, nil))
        let withForce = PadFixtures.samples(clicks: [PadFixtures.click(held: 0.3)], forceClicks: [PadFixtures.click(held: 0.3, deep: 0.6)], pops: [])
        #expect(ThresholdEstimator.candidates(withForce, target: .touchpad(Self.fractions), base: base) == (0.45, 0.62))
    }
}
