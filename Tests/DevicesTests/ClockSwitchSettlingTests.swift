// SPDX-License-Identifier: MIT
@testable import Devices
import InputEvents
import Testing

/// The clock switch at open may leave a `SYN_DROPPED` the kernel publishes only with the next frame
/// (seen in the VM suite: a finger moving while the daemon opened the device was cancelled, and the
/// sync events after it came stamped before the state at open).
@Suite struct ClockSwitchSettlingTests {
    static let opened = Timestamp(microseconds: 76_630_843)
    static let switched = Timestamp(microseconds: 76_630_684)
    static let later = Timestamp(microseconds: 76_638_000)

    func event(_ type: UInt16, _ code: UInt16, _ value: Int32, at time: Timestamp) -> InputEvent {
        InputEvent(time: time, type: type, code: code, value: value)
    }

    /// The read VM case 65 got: the switch's drop, libevdev's sync events stamped like it, then a frame.
    var lateDropRead: [InputEvent] {
        [event(EventType.syn, SynCode.dropped, 0, at: Self.switched),
         event(EventType.abs, AbsCode.mtPositionX, 510, at: Self.switched),
         event(EventType.syn, SynCode.report, 0, at: Self.switched),
         event(EventType.abs, AbsCode.mtPositionX, 520, at: Self.later),
         event(EventType.syn, SynCode.report, 0, at: Self.later)]
    }

    @Test func theSwitchsLateDropIsLeftOutAndItsSyncStampedAtTheOpening() {
        var settling = ClockSwitchSettling(openedAt: Self.opened)
        #expect(settling.settle(lateDropRead) == [
            event(EventType.abs, AbsCode.mtPositionX, 510, at: Self.opened),
            event(EventType.syn, SynCode.report, 0, at: Self.opened),
            event(EventType.abs, AbsCode.mtPositionX, 520, at: Self.later),
            event(EventType.syn, SynCode.report, 0, at: Self.later),
        ])
        #expect(settling.settled)
    }

    /// Once a frame later than the opening came, a drop is a real overflow and stays.
    @Test func aDropAfterTheFirstLaterFrameIsReal() {
        var settling = ClockSwitchSettling(openedAt: Self.opened)
        let frame = [event(EventType.abs, AbsCode.mtPositionX, 520, at: Self.later),
                     event(EventType.syn, SynCode.report, 0, at: Self.later)]
        #expect(settling.settle(frame) == frame)
        #expect(settling.settled)
        let overflow = [event(EventType.syn, SynCode.dropped, 0, at: Self.later)]
        #expect(settling.settle(overflow) == overflow)
    }

    /// A drop stamped after the opening was not the switch's: it stays, even in the first read.
    @Test func aDropStampedAfterTheOpeningStays() {
        var settling = ClockSwitchSettling(openedAt: Self.opened)
        let overflow = [event(EventType.syn, SynCode.dropped, 0, at: Self.later)]
        #expect(settling.settle(overflow) == overflow)
    }

    /// An empty read settles nothing: the drop may still come.
    @Test func anEmptyReadKeepsWaiting() {
        var settling = ClockSwitchSettling(openedAt: Self.opened)
        #expect(settling.settle([]) == [])
        #expect(!settling.settled)
        #expect(settling.settle(lateDropRead).count == 4)
    }
}
