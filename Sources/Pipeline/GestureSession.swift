// SPDX-License-Identifier: MIT
import Gestures
import GestureStream
import InputEvents

/// What gestures drive beside the stream: a browser session, as its owner wires it (a
/// `SessionRunner`, as `peekpop run --site` makes it). Each call commits what the input changed,
/// then reports the session's events through `report`, as the stream's session reports, then hands
/// links off: the caller writes a reported event as a session line knowing it is already stored.
/// Through this protocol the daemon drives a session without linking the session core or SQLite.
public protocol GestureSession: AnyObject {
    /// Starts the session (restores its tabs, opens the start page in a fresh one).
    func start(at time: Timestamp, report: (SessionReport) throws -> Void) throws
    /// What `gesture` does to the session.
    func handle(_ gesture: GestureEvent, report: (SessionReport) throws -> Void) throws
}
