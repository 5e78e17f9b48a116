// SPDX-License-Identifier: MIT
import Contacts
import InputEvents

/// Events written the way the kernel sends them; `report()` closes a frame and advances 10 ms.
struct EventScript {
    private(set) var events: [InputEvent] = []
    private(set) var time = Timestamp.milliseconds(0)

    mutating func abs(_ code: UInt16, _ value: Int32) { append(EventType.abs, code, value) }
    mutating func key(_ code: UInt16, _ value: Int32) { append(EventType.key, code, value) }
    mutating func syn(_ code: UInt16) { append(EventType.syn, code, 0) }
    mutating func serial(_ serial: Int32) { append(EventType.msc, MiscCode.serial, serial) }

    mutating func slot(_ slot: Int32) { abs(AbsCode.mtSlot, slot) }
    mutating func track(_ id: Int32) { abs(AbsCode.mtTrackingID, id) }
    mutating func mt(x: Int32, y: Int32) {
        abs(AbsCode.mtPositionX, x)
        abs(AbsCode.mtPositionY, y)
    }
    mutating func st(x: Int32, y: Int32) {
        abs(AbsCode.x, x)
        abs(AbsCode.y, y)
    }

    mutating func report() {
        syn(SynCode.report)
        time = time + .milliseconds(10)
    }

    private mutating func append(_ type: UInt16, _ code: UInt16, _ value: Int32) {
        events.append(InputEvent(time: time, type: type, code: code, value: value))
    }
}

extension ContactTracker {
    /// Every frame the script produces, in order.
    mutating func frames(_ script: EventScript) -> [TouchFrame] {
        script.events.compactMap { handle($0) }
    }
}

/// Short forms for asserting frames: `[id: phase]` per frame.
func phases(_ frames: [TouchFrame]) -> [[Int: ContactPhase]] {
    frames.map { Dictionary(uniqueKeysWithValues: $0.contacts.map { ($0.id, $0.phase) }) }
}
