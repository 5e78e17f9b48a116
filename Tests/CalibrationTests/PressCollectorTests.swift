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
