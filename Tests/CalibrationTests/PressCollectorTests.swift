// SPDX-License-Identifier: MIT
import Calibration
import Contacts
import InputEvents
import Testing

@Suite struct PressCollectorTests {
    static func frame(_ ms: Int64, _ contacts: [(Int, ContactPhase, Double)]) -> TouchFrame {
        TouchFrame(time: .milliseconds(ms), contacts: contacts.map { id, phase, force in
            Contact(id: id, tool: .finger, phase: phase, position: Point(x: 0.5, y: 0.5), force: force)
        })
    }

    @Test func aContactAloneFromTouchDownToLiftIsAPress() {
        var collector = PressCollector(geometry: Fixtures.geometry)
        #expect(collector.handle(Self.frame(0, [(1, .began, 0.1)])) == [])
        #expect(collector.currentForce == 0.1)
        #expect(collector.handle(Self.frame(10, [(1, .changed, 0.3)])) == [])
        let outcomes = collector.handle(Self.frame(20, [(1, .ended, 0.05)]))
        guard case .press(let sample)? = outcomes.first, outcomes.count == 1 else {
            Issue.record("expected one press, got \(outcomes)")
            return
        }
        #expect(sample.peakForce == 0.3)
        #expect(sample.duration == .milliseconds(20))
        #expect(collector.currentForce == nil)
    }

    @Test func twoContactsAtOnceAreOneRejectedPressOnceBothLift() {
        var collector = PressCollector(geometry: Fixtures.geometry)
        _ = collector.handle(Self.frame(0, [(1, .began, 0.1)]))
        #expect(collector.handle(Self.frame(10, [(1, .changed, 0.1), (2, .began, 0.1)])) == [])
        #expect(collector.handle(Self.frame(20, [(1, .ended, 0.1), (2, .changed, 0.1)])) == [])
        #expect(collector.handle(Self.frame(30, [(2, .ended, 0.1)])) == [.rejected(.crowded)])
    }

    @Test func aLostContactIsRejected() {
        var collector = PressCollector(geometry: Fixtures.geometry)
        _ = collector.handle(Self.frame(0, [(1, .began, 0.1)]))
        #expect(collector.handle(Self.frame(10, [(1, .cancelled, 0.1)])) == [.rejected(.lost)])
    }
}

/// A touchpad's clicks in the presses the collector cuts.
@Suite struct PressCollectorClickTests {
    @Test func theButtonDownWhileTouchingAloneIsTheClickWithItsTravelFromWhereItClicked() throws {
        var collector = PressCollector(geometry: Fixtures.geometry)
        // Moves the pointer 0.1 of the width (25 mm) first, clicks, then rolls 0.002 (0.5 mm).
        let frames = PadFixtures.frames(id: 1, at: 0, [(0, 0.1), (100, 0.3), (300, 0.1)], down: 100, up: 300, lift: 330,
                                        slide: 0.002, pointer: 0.1)
        let outcomes = frames.flatMap { collector.handle($0) }
        guard case .press(let sample)? = outcomes.first, outcomes.count == 1 else {
            Issue.record("expected one press, got \(outcomes)")
            return
        }
        #expect(sample.travel > 24)
        let click = try #require(sample.clicks.first)
        #expect(sample.clicks.count == 1)
        #expect(click.down == .milliseconds(100))
        #expect(click.up == .milliseconds(300))
        #expect(abs(click.travel - 0.5) < 0.01)
    }

    @Test func aButtonStillDownAtTheLiftLeavesTheClickOpenAndTwoClicksAreTwo() {
        var collector = PressCollector(geometry: Fixtures.geometry)
        var frames = PadFixtures.frames(id: 1, at: 0, [(0, 0.3)], down: 0, up: nil, lift: 100)
        frames += PadFixtures.frames(id: 2, at: 200, [(0, 0.3)], down: 20, up: 40, lift: 100)
            .map { frame in
                var frame = frame
                // The second press clicks again from 60 ms.
                if frame.time >= .milliseconds(260) && frame.time < .milliseconds(290) { frame.buttonDown = true }
                return frame
            }
        let samples = frames.flatMap { collector.handle($0) }.compactMap { outcome -> PressSample? in
            guard case .press(let sample) = outcome else { return nil }
            return sample
        }
        #expect(samples.count == 2)
        #expect(samples.first?.clicks == [PadClick(down: .milliseconds(0), up: nil, origin: Point(x: 0.4, y: 0.5))])
        #expect(samples.last?.clicks.map(\.down) == [.milliseconds(220), .milliseconds(260)])
    }

    @Test func theCurrentPressIsTheOneTouchingAsIfItLiftedNow() {
        var collector = PressCollector(geometry: Fixtures.geometry)
        #expect(collector.current == nil)
        for frame in PadFixtures.frames(id: 1, at: 0, [(0, 0.3)], down: 0, up: nil, lift: 100).prefix(5) {
            _ = collector.handle(frame)
        }
        #expect(collector.current?.lifted == .milliseconds(40))
        #expect(collector.current?.clicks.count == 1)
    }
}
