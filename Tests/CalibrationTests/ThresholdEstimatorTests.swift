// SPDX-License-Identifier: MIT
import Calibration
import Contacts
import Gestures
import InputEvents
import Testing

@Suite struct ThresholdEstimatorTests {
    @Test func fingerThresholdsGoInTheMiddleOfEachGapWithAQuarterOfItAsHysteresis() throws {
        let samples = Fixtures.samples(light: [0.04, 0.06, 0.05], peek: [0.14, 0.16, 0.15], pop: [0.30, 0.28, 0.32])
        let result = try ThresholdEstimator.estimate(samples, tool: .finger)
        let finger = result.profile.finger
        #expect(finger.peekForce == 0.1)          // (0.06 + 0.14) / 2
        #expect(finger.peekReleaseForce == 0.08)  // 0.06 + 0.08 / 4
        #expect(finger.popForce == 0.22)          // (0.16 + 0.28) / 2
        #expect(finger.popRearmForce == 0.19)     // 0.16 + 0.12 / 4
        // Not measured: the default hint, lowered under the peek as a profile without it reads.
        #expect(finger.hintForce == 0.06)         // 0.6 × 0.1
        #expect(finger.hintReleaseForce == 0.036) // 0.6 × 0.06
        #expect(finger.tapMaximum == ToolThresholds.finger.tapMaximum)
        #expect(result.profile.pen == ToolThresholds.pen)
        #expect(result.classes.map(\.kind) == [.light, .peek, .pop])
        try result.profile.validate()
    }

    @Test func longTapsRaiseTheTapLimitButNeverPastTheLongPress() throws {
        let raised = try ThresholdEstimator.estimate(Fixtures.samples(light: [0.05], peek: [0.2], pop: [0.4], lightMs: 200), tool: .finger)
        #expect(raised.profile.finger.tapMaximum == .milliseconds(300))
        let capped = try ThresholdEstimator.estimate(Fixtures.samples(light: [0.05], peek: [0.2], pop: [0.4], lightMs: 450), tool: .finger)
        #expect(capped.profile.finger.tapMaximum == ToolThresholds.finger.longPress)
    }

    @Test func longTapsLengthenThePeekOnsetButQuickOnesNeverShortenIt() throws {
        let quick = try ThresholdEstimator.estimate(Fixtures.samples(light: [0.05], peek: [0.2], pop: [0.4], lightMs: 70), tool: .finger)
        #expect(quick.profile.finger.peekOnset == ToolThresholds.finger.peekOnset)
        let edge = try ThresholdEstimator.estimate(Fixtures.samples(light: [0.05], peek: [0.2], pop: [0.4], lightMs: 100), tool: .finger)
        #expect(edge.profile.finger.peekOnset == .milliseconds(150))
        let slow = try ThresholdEstimator.estimate(Fixtures.samples(light: [0.05], peek: [0.2], pop: [0.4], lightMs: 101), tool: .finger)
        #expect(slow.profile.finger.peekOnset == .milliseconds(151))   // the longest tap and 50 ms
        let capped = try ThresholdEstimator.estimate(Fixtures.samples(light: [0.05], peek: [0.2], pop: [0.4], lightMs: 450), tool: .finger)
        #expect(capped.profile.finger.peekOnset == .milliseconds(500))  // no later than the tap limit
        #expect(capped.profile.pen == ToolThresholds.pen)
    }

    /// A calibration that places the peek high keeps the default hint, whatever the base profile had.
    @Test func aHighPeekKeepsTheDefaultHint() throws {
        var base = ForceProfile()
        base.finger.peekForce = 0.1
        base.finger.peekReleaseForce = 0.05
        base.finger.lowerHintLevels(from: .finger)
        let result = try ThresholdEstimator.estimate(Fixtures.samples(light: [0.1], peek: [0.6], pop: [0.95]), tool: .finger, base: base)
        #expect(result.profile.finger.peekForce == 0.35)
        #expect(result.profile.finger.hintForce == 0.2)
        #expect(result.profile.finger.hintReleaseForce == 0.12)
        try result.profile.validate()
    }

    @Test func overlappingTapsAndPreviewsAreRefusedShowingTheOverlap() throws {
        let samples = Fixtures.samples(light: [0.05, 0.12], peek: [0.11, 0.15], pop: [0.3])
        #expect(throws: CalibrationError.self) { try ThresholdEstimator.estimate(samples, tool: .finger) }
        do {
            _ = try ThresholdEstimator.estimate(samples, tool: .finger)
        } catch {
            guard case .overlap(let lower, let upper, _) = error else {
                Issue.record("expected an overlap, got \(error)")
                return
            }
            #expect(lower.kind == .light && upper.kind == .peek)
            #expect(error.description.contains("overlap"))
            #expect(error.description.contains("0.110–0.120"))
            #expect(error.description.contains("^"))
            #expect(error.description.contains("Nothing was written"))
        }
    }

    @Test func classesCloserThanTheMinimumGapAreRefusedToo() {
        let justApart = Fixtures.samples(light: [0.05], peek: [0.10, 0.12], pop: [0.12 + ThresholdEstimator.minimumGap - 0.001])
        #expect(throws: CalibrationError.self) { try ThresholdEstimator.estimate(justApart, tool: .finger) }
        let enough = Fixtures.samples(light: [0.05], peek: [0.10, 0.12], pop: [0.17])
        #expect(throws: Never.self) { try ThresholdEstimator.estimate(enough, tool: .finger) }
    }

    @Test func penTapsMayBeHardTheHoldTellsThemFromPreviews() throws {
        // Taps saturating above the previews: no overlap error for a pen.
        let samples = Fixtures.samples(light: [0.9, 1.0], peek: [0.16, 0.20], pop: [0.36, 0.42], tool: .pen, lightMs: 280, holdMs: 1000)
        let result = try ThresholdEstimator.estimate(samples, tool: .pen)
        let pen = result.profile.pen
        #expect(pen.peekForce == 0.08)
        #expect(pen.peekReleaseForce == 0.04)
        #expect(pen.hintForce == 0.048)
        #expect(pen.hintReleaseForce == 0.028)
        #expect(pen.popForce == 0.28)
        #expect(pen.tapMaximum == .milliseconds(380))   // longest tap 280 + 100
        #expect(pen.peekHold == .milliseconds(530))     // past the tap limit by 150
        #expect(result.profile.finger == ToolThresholds.finger)
    }

    @Test func penPreviewsHeldTooBrieflyAreRefused() {
        let samples = Fixtures.samples(light: [0.2], peek: [0.2], pop: [0.4], tool: .pen, lightMs: 100, holdMs: 550)
        #expect(throws: CalibrationError.holdTooShort(kind: .peek, shortest: .milliseconds(540), needed: .milliseconds(600))) {
            try ThresholdEstimator.estimate(samples, tool: .pen)
        }
    }

    @Test func candidatesFollowThePressesSoFar() {
        #expect(ThresholdEstimator.candidates([:], tool: .finger) == (nil, nil))
        let lightOnly = Fixtures.samples(light: [0.05], peek: [], pop: [])
        #expect(ThresholdEstimator.candidates(lightOnly, tool: .finger) == (0.07, nil))
        let withPeeks = Fixtures.samples(light: [0.05], peek: [0.15], pop: [])
        #expect(ThresholdEstimator.candidates(withPeeks, tool: .finger) == (0.1, 0.17))
    }
}
