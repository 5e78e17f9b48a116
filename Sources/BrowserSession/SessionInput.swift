import Gestures
import InputEvents

/// One input to the session core: a gesture, or an event of the renderer at the time it came.
public enum SessionInput: Hashable, Sendable {
    case gesture(GestureEvent)
    case page(PageEvent, at: Timestamp)

    /// When it happened: the gesture's time, or the page event's.
    public var time: Timestamp {
        switch self {
        case .gesture(let gesture): gesture.time
        case .page(_, let time): time
        }
    }
}
