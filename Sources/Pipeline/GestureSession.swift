import BrowserSession
import Gestures
import InputEvents

/// What gestures drive beside the stream: a browser session, as its owner wires it (`SessionRunner`
/// in the `peekpop` executable). Each call commits what the input changed, then reports the
/// session's events through `report`, then hands links off: the caller writes a reported event
/// as a session line knowing it is already stored.
public protocol GestureSession: AnyObject {
    /// Starts the session (restores its tabs, opens the start page in a fresh one).
    func start(at time: Timestamp, report: (SessionEvent) throws -> Void) throws
    /// What `gesture` does to the session.
    func handle(_ gesture: GestureEvent, report: (SessionEvent) throws -> Void) throws
}
