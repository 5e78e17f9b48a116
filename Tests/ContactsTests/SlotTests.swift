// SPDX-License-Identifier: MIT
@testable import Contacts
import InputEvents
import Testing

/// `Slot.reports`: the slot tracker makes a reading at `SYN_REPORT` only for slots that report,
/// so a slot that does not must give nothing and stay as it is when it gets one.
@Suite struct SlotTests {
    static let values = Slot.Values(x: 0, y: 0, pressure: 0, toolType: MTToolType.finger)
    static let reading = Slot.Input.report(tool: .finger, position: Point(x: 0.5, y: 0.5), force: nil)

    /// A slot brought into each state by the inputs that lead there.
    static let slotsInEveryState: [(Slot.State, [Slot.Input])] = [
        (.empty, []),
        (.landing(trackingID: 4), [.trackingID(4)]),
        (.touching(trackingID: 4, contact: Contact(id: 0, tool: .finger, phase: .changed, position: Point(x: 0.5, y: 0.5))),
         [.trackingID(4), reading]),
        (.palm(trackingID: 4), [.trackingID(4), .report(tool: nil, position: Point(x: 0, y: 0), force: nil)]),
        (.stale, [.trackingID(4), reading, .cancel]),
    ]

    @Test(arguments: slotsInEveryState)
    func aSlotThatDoesNotReportGivesNothingAtAReport(state: Slot.State, inputs: [Slot.Input]) {
        var context = TrackingContext()
        var slot = Slot(values: Self.values)
        for input in inputs { _ = slot.handle(input, context: &context) }
        #expect(slot.state == state)
        let reports = slot.reports
        let output = slot.handle(Self.reading, context: &context)
        switch state {
        case .landing, .touching:
            #expect(reports)
            #expect(output != nil)
        case .empty, .palm, .stale:
            #expect(!reports)
            #expect(output == nil)
            #expect(slot.state == state)
        }
    }
}
