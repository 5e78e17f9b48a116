// SPDX-License-Identifier: MIT
import InputEvents

/// One of the recognizer's state machines (`PressMachine`, `EdgePanMachine`, `PinchMachine`): moved
/// on by one input at a time, it appends what it recognised to the caller's events. Appending to
/// one buffer that the recognizer reuses frame after frame costs no array per machine and step,
/// where returning arrays made and joined several short-lived ones on every frame.
public protocol GestureMachine {
    /// What happened, as the machine sees it.
    associatedtype Input

    /// Moves the machine on by `input`, which happened at `time`, appending what it recognised to `events`.
    mutating func handle(_ input: Input, at time: Timestamp, into events: inout [GestureEvent])
}

extension GestureMachine {
    /// Moves the machine on by `input`, which happened at `time`, returning what it recognised.
    public mutating func handle(_ input: Input, at time: Timestamp) -> [GestureEvent] {
        var events: [GestureEvent] = []
        handle(input, at: time, into: &events)
        return events
    }
}
