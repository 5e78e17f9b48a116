// SPDX-License-Identifier: MIT
import Calibration
import Contacts
import InputEvents
import Testing

/// A touchpad press measured as ForceClickMachine reads a click: settle 80 ms, hold 50 ms.
@Suite struct ClickMeasureTests {
    static func measure(_ sample: PressSample) throws -> ClickMeasure {
        try #require(ClickMeasure(sample, settle: .milliseconds(80), hold: .milliseconds(50)))
    }

    @Test func theClicksOwnForceIsItsHighestWithinTheSettleAndWhatComesAfterIsApart() throws {
        // Clicked at 100 with an overshoot to 0.5 until 150, held at 0.3, deeper to 0.7 from 300, up at 400.
        let sample = PadFixtures.press([(0, 0.1), (100, 0.5), (150, 0.3), (300, 0.7), (400, 0.1)], down: 100, up: 400, lift: 450)
        let measure = try Self.measure(sample)
        #expect(measure.depth == 0.5)
        #expect(measure.deepest == 0.7)
        #expect(measure.held == 0.7)
        #expect(measure.settled == .milliseconds(180))
        #expect(measure.end == .milliseconds(400))
        #expect(measure.peekBegins(over: 0.7) == .milliseconds(350))
        #expect(measure.peekBegins(over: 0.71) == nil)
        #expect(measure.longestHold(atOrAbove: 0.7) == .milliseconds(100))
    }

    @Test func anOvershootInsideTheSettleIsNotAHold() throws {
        // The overshoot lasts to 170, inside the settle (180): after it only 0.3 is held.
        let sample = PadFixtures.press([(0, 0.1), (100, 0.6), (170, 0.3), (300, 0.1)], down: 100, up: 300, lift: 330)
        let measure = try Self.measure(sample)
        #expect(measure.depth == 0.6)
        #expect(measure.held == 0.3)
        #expect(measure.clickLevel == 0.3)
        #expect(abs(measure.overshoot - 0.3) < 1e-9)
    }

    /// A reading below the level 10 ms before the hold is complete resets it; one at the very end
    /// comes after the peek (its deadline is due first), as in ForceClickMachine.
    @Test func aHoldIsCompleteAtItsDeadlineNotOneReadingBefore() throws {
        let complete = PadFixtures.press([(0, 0.1), (100, 0.3), (300, 0.7), (350, 0.3), (500, 0.1)], down: 100, up: 500, lift: 530)
        #expect(try Self.measure(complete).held == 0.7)
        #expect(try Self.measure(complete).peekBegins(over: 0.7) == .milliseconds(350))
        let short = PadFixtures.press([(0, 0.1), (100, 0.3), (300, 0.7), (340, 0.3), (500, 0.1)], down: 100, up: 500, lift: 530)
        #expect(try Self.measure(short).held == 0.3)
        #expect(try Self.measure(short).peekBegins(over: 0.7) == nil)
    }

    @Test func theButtonComingUpEndsTheClickAtTheDeadlineButNotBefore() throws {
        let steps: [(from: Int64, force: Double)] = [(0, 0.1), (100, 0.3), (300, 0.7)]
        let atDeadline = PadFixtures.press(steps, down: 100, up: 350, lift: 400)
        #expect(try Self.measure(atDeadline).peekBegins(over: 0.7) == .milliseconds(350))
        #expect(try Self.measure(atDeadline).held == 0.7)
        let before = PadFixtures.press(steps, down: 100, up: 349, lift: 400)
        #expect(try Self.measure(before).peekBegins(over: 0.7) == nil)
        #expect(try Self.measure(before).held == 0.3)
        // Lifted with the button still down: the lift ends it.
        let lifted = PadFixtures.press(steps, down: 100, up: nil, lift: 340)
        #expect(try Self.measure(lifted).end == .milliseconds(340))
        #expect(try Self.measure(lifted).deepest == 0.7)
    }

    @Test func aClickLetGoWithinTheSettleHasOnlyItsOwnForce() throws {
        let quick = PadFixtures.press([(0, 0.1), (100, 0.35), (160, 0.1)], down: 100, up: 160, lift: 190)
        let measure = try Self.measure(quick)
        #expect(measure.deepest == nil)
        #expect(measure.held == nil)
        #expect(measure.clickLevel == 0.35)
        #expect(measure.overshoot == 0)
    }

    @Test func aPressWithoutExactlyOneClickIsNotMeasured() {
        var none = PadFixtures.click(held: 0.3)
        none.clicks = []
        #expect(ClickMeasure(none, settle: .milliseconds(80), hold: .milliseconds(50)) == nil)
        var twice = PadFixtures.click(held: 0.3)
        twice.clicks.append(PadClick(down: .milliseconds(310), up: .milliseconds(320), origin: Point(x: 0.5, y: 0.5)))
        #expect(ClickMeasure(twice, settle: .milliseconds(80), hold: .milliseconds(50)) == nil)
    }
}
