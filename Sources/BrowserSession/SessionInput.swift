import Gestures
import InputEvents

/// One input to the session core: a gesture, or an event of the renderer at the time it came.
public enum SessionInput: Hashable, Sendable {
    /// A gesture, at its own time.
    case gesture(GestureEvent)
    /// What the renderer reported, at the time it came (the time of the input that caused it, for a
    /// renderer that answers at once).
    case page(PageEvent, at: Timestamp)

    /// When it happened: the gesture's time, or the page event's.
    public var time: Timestamp {
        switch self {
        case .gesture(let gesture): gesture.time
        case .page(_, let time): time
        }
    }
}
