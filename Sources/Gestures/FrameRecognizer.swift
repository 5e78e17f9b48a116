// SPDX-License-Identifier: MIT
import Contacts
import InputEvents

/// Turns one device's touch frames into gesture events: `GestureRecognizer` on touchscreens and
/// tablets, `ForceClickRecognizer` on touchpads. A device pipeline holds one and drives it.
public protocol FrameRecognizer {
    /// The earliest time at which `advance(to:into:)` has something to fire (a held contact sends no
    /// frames), so a live loop can sleep until then.
    var nextDeadline: Timestamp? { get }

    /// Feeds one frame (deadlines due by its time first), appending its events to `events`.
    mutating func handle(_ frame: TouchFrame, into events: inout [GestureEvent])

    /// Fires the deadlines due by `time`, appending their events to `events`.
    mutating func advance(to time: Timestamp, into events: inout [GestureEvent])

    /// Hands over what was noted about bad input since the last call.
    mutating func takeDiagnostics() -> [GestureDiagnostic]
}

extension FrameRecognizer {
    /// `handle(_:into:)` returning the events.
    public mutating func handle(_ frame: TouchFrame) -> [GestureEvent] {
        var events: [GestureEvent] = []
        handle(frame, into: &events)
        return events
    }

    /// `advance(to:into:)` returning the events.
    public mutating func advance(to time: Timestamp) -> [GestureEvent] {
        var events: [GestureEvent] = []
        advance(to: time, into: &events)
        return events
    }
}
