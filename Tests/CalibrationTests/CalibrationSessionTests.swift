// SPDX-License-Identifier: MIT
import Calibration
import Contacts
import InputEvents
import Testing

@Suite struct CalibrationSessionTests {
    /// The frames of one still press: landing, the force held, the lift after `ms`.
    static func frames(id: Int, at start: Int64, peak: Double, ms: Int64, tool: ToolKind = .finger, slide: Double = 0) -> [TouchFrame] {
        let contact = { (phase: ContactPhase, x: Double, force: Double) in
            Contact(id: id, tool: tool, phase: phase, position: Point(x: x, y: 0.5), force: force)
        }
        return [TouchFrame(time: .milliseconds(start), contacts: [contact(.began, 0.5, peak / 2)]),
                TouchFrame(time: .milliseconds(start + ms / 2), contacts: [contact(.changed, 0.5 + slide, peak)]),
                TouchFrame(time: .milliseconds(start + ms), contacts: [contact(.ended, 0.5 + slide, peak / 3)])]
    }

    static func feed(_ session: inout CalibrationSession, _ frames: [TouchFrame]) -> [CalibrationSession.Output] {
        frames.flatMap { session.handle($0) }
    }

    @Test func startsByAskingForTheFirstLightTap() {
        let session = CalibrationSession(tool: .finger, pressesPerClass: 3, geometry: Fixtures.geometry)
        #expect(session.start == [.ask(.light, number: 1, total: 3)])
        #expect(session.state == .asking(.light, number: 1))
    }

    @Test func anAcceptedPressCountsAndAsksForTheNext() {
        var session = CalibrationSession(tool: .finger, pressesPerClass: 2, geometry: Fixtures.geometry)
        let outputs = Self.feed(&session, Self.frames(id: 1, at: 0, peak: 0.05, ms: 80))
        #expect(outputs == [.accepted(.light, number: 1, total: 2, force: 0.05), .ask(.light, number: 2, total: 2)])
        #expect(session.state == .asking(.light, number: 2))
        #expect(session.candidates.peek == 0.07)
    }

    @Test func theLastPressOfAClassMovesToTheNextClass() {
        var session = CalibrationSession(tool: .finger, pressesPerClass: 1, geometry: Fixtures.geometry)
        let outputs = Self.feed(&session, Self.frames(id: 1, at: 0, peak: 0.05, ms: 80))
        #expect(outputs.last == .ask(.peek, number: 1, total: 1))
        #expect(session.state == .asking(.peek, number: 1))
    }

    @Test func aPressThatMovedIsAskedForAgain() {
        var session = CalibrationSession(tool: .finger, pressesPerClass: 2, geometry: Fixtures.geometry)
        // 0.1 of a 250 mm wide surface: 25 mm, far past the 3 mm slop.
        let outputs = Self.feed(&session, Self.frames(id: 1, at: 0, peak: 0.05, ms: 80, slide: 0.1))
        #expect(outputs == [.rejected(.light, number: 1, .moved), .ask(.light, number: 1, total: 2)])
        #expect(session.state == .asking(.light, number: 1))
        #expect(session.samples.isEmpty)
    }

    @Test func aTapHeldLongerThanALongPressIsAskedForAgain() {
        var session = CalibrationSession(tool: .finger, geometry: Fixtures.geometry)
        let outputs = Self.feed(&session, Self.frames(id: 1, at: 0, peak: 0.05, ms: 600))
        #expect(outputs.first == .rejected(.light, number: 1, .tooLongForTap(.milliseconds(600), limit: .milliseconds(500))))
    }

    @Test func aPreviewLetGoTooSoonIsAskedForAgain() {
        var session = CalibrationSession(tool: .finger, pressesPerClass: 1, geometry: Fixtures.geometry)
        _ = Self.feed(&session, Self.frames(id: 1, at: 0, peak: 0.05, ms: 80))
        let outputs = Self.feed(&session, Self.frames(id: 2, at: 1000, peak: 0.15, ms: 200))
        #expect(outputs.first == .rejected(.peek, number: 1, .tooShortForPreview(.milliseconds(200), minimum: .milliseconds(300))))
    }

    @Test func aPenPressIsNotAFingerPress() {
        var session = CalibrationSession(tool: .finger, geometry: Fixtures.geometry)
        let outputs = Self.feed(&session, Self.frames(id: 1, at: 0, peak: 0.05, ms: 80, tool: .pen))
        #expect(outputs.first == .rejected(.light, number: 1, .wrongTool(.pen)))
    }

    @Test func theLastFirmPressFinishesWithTheEstimate() throws {
        var session = CalibrationSession(tool: .finger, pressesPerClass: 1, geometry: Fixtures.geometry)
        _ = Self.feed(&session, Self.frames(id: 1, at: 0, peak: 0.05, ms: 80))
        _ = Self.feed(&session, Self.frames(id: 2, at: 1000, peak: 0.15, ms: 600))
        let outputs = Self.feed(&session, Self.frames(id: 3, at: 2000, peak: 0.3, ms: 600))
        guard case .finished(let result)? = outputs.last, case .finished = session.state else {
            Issue.record("expected the end, got \(outputs)")
            return
        }
        #expect(result.profile.finger.peekForce == 0.1)
        #expect(result.profile.finger.popForce == 0.225)
        #expect(Self.feed(&session, Self.frames(id: 4, at: 3000, peak: 0.3, ms: 80)) == [])
    }

    @Test func overlappingClassesFailAtTheEnd() {
        var session = CalibrationSession(tool: .finger, pressesPerClass: 1, geometry: Fixtures.geometry)
        _ = Self.feed(&session, Self.frames(id: 1, at: 0, peak: 0.15, ms: 80))
        _ = Self.feed(&session, Self.frames(id: 2, at: 1000, peak: 0.14, ms: 600))
        let outputs = Self.feed(&session, Self.frames(id: 3, at: 2000, peak: 0.3, ms: 600))
        guard case .failed(.overlap)? = outputs.last, case .failed = session.state else {
            Issue.record("expected an overlap, got \(outputs)")
            return
        }
    }
}
