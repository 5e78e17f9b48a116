// SPDX-License-Identifier: MIT
@testable import Contacts
import InputEvents
import Testing

@Suite struct ProtocolATests {
    /// One protocol A frame: each point is one contact closed by `SYN_MT_REPORT`.
    static func frame(_ script: inout EventScript, _ points: [(x: Int32, y: Int32)], ids: [Int32]? = nil) {
        for (index, point) in points.enumerated() {
            if let ids { script.track(ids[index]) }
            script.mt(x: point.x, y: point.y)
            script.syn(SynCode.mtReport)
        }
        script.report()
    }

    @Test func contactsFollowTheNearestNeighbourWhateverTheReportOrder() throws {
        var tracker = try ContactTracker(device: TestDevices.protocolA())
        var script = EventScript()
        Self.frame(&script, [(100, 100), (900, 900)])
        Self.frame(&script, [(880, 910), (120, 100)])
        Self.frame(&script, [(860, 920)])
        let frames = tracker.frames(script)
        #expect(frames[1].contacts == [
            Contact(id: 0, tool: .finger, phase: .changed, position: Point(x: 0.12, y: 0.1)),
            Contact(id: 1, tool: .finger, phase: .changed, position: Point(x: 0.88, y: 0.91)),
        ])
        #expect(phases(frames) == [[0: .began, 1: .began], [0: .changed, 1: .changed], [0: .ended, 1: .changed]])
    }

    @Test func trackingIDsWinOverDistance() throws {
        var tracker = try ContactTracker(device: TestDevices.protocolA(trackingID: true))
        var script = EventScript()
        Self.frame(&script, [(100, 100), (900, 900)], ids: [4, 5])
        Self.frame(&script, [(100, 100), (900, 900)], ids: [5, 6])
        let frames = tracker.frames(script)
        #expect(frames[1].contacts == [
            Contact(id: 0, tool: .finger, phase: .ended, position: Point(x: 0.1, y: 0.1)),
            Contact(id: 1, tool: .finger, phase: .changed, position: Point(x: 0.1, y: 0.1)),
            Contact(id: 2, tool: .finger, phase: .began, position: Point(x: 0.9, y: 0.9)),
        ])
    }

    @Test(arguments: ["mtReport", "report", "btnTouch"])
    func anEmptyFrameLiftsEverything(kind: String) throws {
        var tracker = try ContactTracker(device: TestDevices.protocolA())
        var script = EventScript()
        Self.frame(&script, [(100, 100), (500, 500)])
        switch kind {
        case "mtReport": script.syn(SynCode.mtReport); script.report()
        case "report": script.report()
        default: script.key(KeyCode.btnTouch, 0); script.mt(x: 100, y: 100); script.syn(SynCode.mtReport); script.report()
        }
        #expect(phases(tracker.frames(script)) == [[0: .began, 1: .began], [0: .ended, 1: .ended]])
    }

    @Test func palmsAndContactsWithoutPositionAreNoContacts() throws {
        var tracker = try ContactTracker(device: TestDevices.protocolA())
        var script = EventScript()
        script.abs(AbsCode.mtToolType, MTToolType.palm); script.mt(x: 1, y: 1); script.syn(SynCode.mtReport)
        script.abs(AbsCode.mtPositionX, 5); script.syn(SynCode.mtReport)
        script.abs(AbsCode.mtToolType, MTToolType.pen); script.mt(x: 1000, y: 0); script.syn(SynCode.mtReport)
        script.abs(AbsCode.mtPositionX, 7)
        script.report()
        #expect(tracker.frames(script).map(\.contacts) == [[Contact(id: 0, tool: .pen, phase: .began, position: Point(x: 1, y: 0))]])
        #expect(tracker.takeDiagnostics() == [.contactWithoutPosition, .unreportedContactValues])
    }

    @Test func moreThan64ContactsAreCut() throws {
        var tracker = try ContactTracker(device: TestDevices.protocolA())
        var script = EventScript()
        Self.frame(&script, (0..<70).map { (Int32($0), 0) })
        #expect(tracker.frames(script).first?.contacts.count == 64)
        #expect(tracker.takeDiagnostics() == Array(repeating: .tooManyContacts(limit: 64), count: 6))
    }
}

@Suite struct MinimumCostAssignmentTests {
    @Test func findsTheMinimumWhereGreedyFails() {
        // Greedy takes row 0 → column 0 (1) and pays 100 for row 1; the optimum pays 2 + 3.
        #expect(MinimumCostAssignment.assign([[1, 2], [3, 100]]) == [1, 0])
    }

    @Test func moreRowsThanColumnsLeavesTheFarthestRowsOut() {
        #expect(MinimumCostAssignment.assign([[5], [1], [9]]) == [nil, 0, nil])
    }

    @Test func moreColumnsThanRows() {
        #expect(MinimumCostAssignment.assign([[4, 1, 5], [2, 0, 9]]) == [1, 0])
        #expect(MinimumCostAssignment.assign([[4, 1, 3], [2, 0, 5], [3, 2, 2]]) == [1, 0, 2])
    }

    @Test func emptyInputs() {
        #expect(MinimumCostAssignment.assign([]) == [])
        #expect(MinimumCostAssignment.assign([[], []]) == [nil, nil])
    }
}
