// SPDX-License-Identifier: MIT
import Contacts
import InputEvents

/// The phase of a continuous gesture.
public enum GesturePhase: String, Hashable, Sendable, CaseIterable {
    case began, changed, ended, cancelled
}

/// The edge an edge-pan came in from.
public enum Edge: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom
}

/// What was recognised, with the values protocol v1 carries for it.
public enum Gesture: Hashable, Sendable {
    /// Short, still, never peeked.
    case tap
    /// A still press whose force rose past the hint level before peeking: a peek may come, so a client
    /// holds back its own long press for this contact. Only `began`, `ended` and `cancelled`; a peek
    /// that begins ends it without an `ended`.
    case hint(GesturePhase, force: Double)
    /// A press past the peek threshold: a preview is shown while it lasts.
    case peek(GesturePhase, force: Double)
    /// A press past the pop threshold: commits the peek it ends.
    case pop(force: Double)
    /// Two fingers; `scale` is the span now over the span when the second finger landed.
    case pinch(GesturePhase, scale: Double)
    /// A contact that landed in an edge zone and moved inward; `committed` is set on `ended`.
    case edgePan(GesturePhase, edge: Edge, progress: Double, committed: Bool?)
}

/// One recognised gesture event of one device.
public struct GestureEvent: Hashable, Sendable {
    /// From the event timestamps of the frame that caused it (or of the deadline that fired).
    public var time: Timestamp
    /// The contact the gesture belongs to (the first finger for a pinch).
    public var contact: Int
    public var tool: ToolKind
    /// Normalised position; the focal point for a pinch.
    public var position: Point
    public var gesture: Gesture

    public init(time: Timestamp, contact: Int, tool: ToolKind, position: Point, gesture: Gesture) {
        self.time = time
        self.contact = contact
        self.tool = tool
        self.position = position
        self.gesture = gesture
    }
}
