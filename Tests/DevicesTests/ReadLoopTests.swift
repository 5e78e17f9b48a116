// SPDX-License-Identifier: MIT
@testable import Devices
import Glibc
import InputEvents
import Testing

/// `EvdevDevice`'s read loop against a scripted `libevdev_next_event`: what libevdev documents
/// for SYN_DROPPED (switch to sync mode, drain the sync events, back to normal mode).
@Suite struct ReadLoopTests {
    /// One scripted call: the mode the loop must ask for, and libevdev's answer.
    struct Call {
        var sync: Bool
        var status: Int32
        var event: InputEvent = InputEvent(time: .milliseconds(0), type: 0, code: 0, value: 0)
    }

    static func event(_ ms: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) -> InputEvent {
        InputEvent(time: .milliseconds(ms), type: type, code: code, value: value)
    }

    /// Runs the loop over `calls`, checking each call's mode; fails when it asks for more.
    func drain(_ calls: [Call]) throws(DeviceError) -> [InputEvent] {
        var index = 0
        return try EvdevDevice.drain(node: "/dev/input/event7") { sync in
            guard index < calls.count else {
                Issue.record("the loop read past the script")
                return (-EAGAIN, calls[0].event)
            }
            let call = calls[index]
            index += 1
            #expect(sync == call.sync, "call \(index): sync mode")
            return (call.status, call.event)
        }
    }

    @Test func normalEventsUntilTheKernelHasNoMore() throws {
        let touch = Self.event(1, EventType.abs, AbsCode.mtPositionX, 5)
        let report = Self.event(1, EventType.syn, SynCode.report, 0)
        #expect(try drain([Call(sync: false, status: EvdevDevice.successStatus, event: touch),
                           Call(sync: false, status: EvdevDevice.successStatus, event: report),
                           Call(sync: false, status: -EAGAIN)]) == [touch, report])
        #expect(try drain([Call(sync: false, status: -EAGAIN)]) == [])
    }

    @Test func synDroppedIsFollowedByTheSyncEventsThenNormalOnes() throws {
        let before = Self.event(1, EventType.syn, SynCode.report, 0)
        let dropped = Self.event(2, EventType.syn, SynCode.dropped, 0)
        let state = Self.event(2, EventType.abs, AbsCode.mtTrackingID, -1)
        let stateReport = Self.event(2, EventType.syn, SynCode.report, 0)
        let after = Self.event(3, EventType.abs, AbsCode.mtSlot, 1)
        let events = try drain([
            Call(sync: false, status: EvdevDevice.successStatus, event: before),
            Call(sync: false, status: EvdevDevice.syncStatus, event: dropped),
            Call(sync: true, status: EvdevDevice.syncStatus, event: state),
            Call(sync: true, status: EvdevDevice.syncStatus, event: stateReport),
            Call(sync: true, status: -EAGAIN),
            Call(sync: false, status: EvdevDevice.successStatus, event: after),
            Call(sync: false, status: -EAGAIN),
        ])
        #expect(events == [before, dropped, state, stateReport, after])
    }

    @Test func anInterruptedReadIsRetried() throws {
        let report = Self.event(1, EventType.syn, SynCode.report, 0)
        #expect(try drain([Call(sync: false, status: -EINTR),
                           Call(sync: false, status: EvdevDevice.successStatus, event: report),
                           Call(sync: false, status: -EAGAIN)]) == [report])
    }

    @Test func anUnpluggedDeviceWentAway() {
        #expect(throws: DeviceError(.wentAway, node: "/dev/input/event7", reason: "the device went away (unplugged)")) {
            try drain([Call(sync: false, status: EvdevDevice.successStatus), Call(sync: false, status: -ENODEV)])
        }
    }

    @Test func otherErrorsGiveTheErrnoText() {
        #expect(throws: DeviceError(.failed, node: "/dev/input/event7", reason: "cannot read events: Input/output error")) {
            try drain([Call(sync: false, status: -EIO)])
        }
    }
}

/// `EvdevDevice.take`: one `read(2)`'s events through libevdev's view, and the hand-over to
/// libevdev's resync at a `SYN_DROPPED`.
@Suite struct ReadBatchTests {
    static let touch = ReadLoopTests.event(1, EventType.abs, AbsCode.mtPositionX, 5)
    static let unknown = ReadLoopTests.event(1, EventType.abs, AbsCode.mtPositionY, 6)
    static let report = ReadLoopTests.event(1, EventType.syn, SynCode.report, 0)
    static let dropped = ReadLoopTests.event(2, EventType.syn, SynCode.dropped, 0)

    @Test func eachEventGoesThroughTheViewAndWhatItDropsIsLeftOut() throws {
        var seen: [InputEvent] = []
        var events: [InputEvent] = []
        let resynced = try EvdevDevice.take([Self.touch, Self.unknown, Self.report], pass: { event in
            seen.append(event)
            return event == Self.unknown ? nil : event
        }, resync: { _ throws(DeviceError) in
            Issue.record("no SYN_DROPPED, no resync")
            return []
        }, into: &events)
        #expect(!resynced)
        #expect(seen == [Self.touch, Self.unknown, Self.report])
        #expect(events == [Self.touch, Self.report])
    }

    @Test func atSynDroppedLibevdevResyncsAndTheRestOfTheReadIsStale() throws {
        let sync = ReadLoopTests.event(2, EventType.abs, AbsCode.mtTrackingID, -1)
        let stale = ReadLoopTests.event(2, EventType.abs, AbsCode.mtPositionX, 9)
        var seen: [InputEvent] = []
        var drops: [InputEvent] = []
        var events: [InputEvent] = [Self.report]
        let resynced = try EvdevDevice.take([Self.touch, Self.dropped, stale, Self.report], pass: { event in
            seen.append(event)
            return event
        }, resync: { drop throws(DeviceError) in
            drops.append(drop)
            return [drop, sync, Self.report]
        }, into: &events)
        #expect(resynced)
        #expect(seen == [Self.touch])
        #expect(drops == [Self.dropped])
        #expect(events == [Self.report, Self.touch, Self.dropped, sync, Self.report])
    }

    @Test func aFailedResyncIsThrown() {
        var events: [InputEvent] = []
        #expect(throws: DeviceError(.wentAway, node: "/dev/input/event7", reason: "unplugged")) {
            _ = try EvdevDevice.take([Self.dropped], pass: { $0 }, resync: { _ throws(DeviceError) in
                throw DeviceError(.wentAway, node: "/dev/input/event7", reason: "unplugged")
            }, into: &events)
        }
    }
}
