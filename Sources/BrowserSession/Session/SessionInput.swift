// SPDX-License-Identifier: MIT
import Gestures
import InputEvents

/// One input to the session core: a gesture, an event of the renderer at the time it came, or a
/// button of the front end.
public enum SessionInput: Hashable, Sendable {
    /// A gesture, at its own time.
    case gesture(GestureEvent)
    /// What the renderer reported, at the time it came (the time of the input that caused it, for a
    /// renderer that answers at once).
    case page(PageEvent, at: Timestamp)
    /// A button of the front end pressed, at the time it was pressed (the latest gesture's time in a
    /// replay, so the session's times stay the stream's).
    case control(SessionControl, at: Timestamp)

    /// When it happened: the gesture's time, or the page event's.
    public var time: Timestamp {
        switch self {
        case .gesture(let gesture): gesture.time
        case .page(_, let time), .control(_, let time): time
        }
    }
}
