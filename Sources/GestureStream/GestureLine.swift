// SPDX-License-Identifier: MIT
import Contacts
import Gestures
import InputEvents

/// A gesture line: a gesture event of one device at a time relative to the start of the stream.
public struct GestureLine: Hashable, Sendable {
    /// Seconds since the start of the stream, from the event timestamps.
    public var time: Double
    /// The device name.
    public var device: String
    /// `finger` or `pen`: an eraser is a pen on the stream, so the `tool` key is the raw value.
    public var tool: ToolKind {
        didSet { if tool == .eraser { tool = .pen } }
    }
    /// Normalised position; the focal point for a pinch.
    public var position: Point
    public var gesture: Gesture
    /// The contact the gesture belongs to: an extra key, so a client can pair a `pop` with its `peek`
    /// when several fingers are down. Optional on input (other producers may not send it).
    public var contact: Int?
    /// True when the position is a place on a touchpad, not on the screen: the gesture happens where
    /// the pointer is. An extra key, sent only when true; a client that does not know it reads a
    /// place on the pad as one on the screen, which is why peekpop sends it.
    public var pointer: Bool

    /// The tools a line can name.
    public static let tools: [ToolKind] = [.finger, .pen]

    public init(time: Double, device: String, tool: ToolKind, position: Point, gesture: Gesture, contact: Int? = nil,
                pointer: Bool = false) {
        self.time = time
        self.device = device
        self.tool = tool == .eraser ? .pen : tool
        self.position = position
        self.gesture = gesture
        self.contact = contact
        self.pointer = pointer
    }

    /// The line for `event` of `device`, with its time made relative to `start`; `pointer` for a
    /// touchpad's (`DevicePipeline.followsPointer`).
    public init(_ event: GestureEvent, device: String, start: Timestamp, pointer: Bool = false) {
        self.init(time: (event.time - start).seconds, device: device, tool: event.tool,
                  position: event.position, gesture: event.gesture, contact: event.contact, pointer: pointer)
    }
}

extension GestureLine {
    /// Whether this line makes `earlier` moot for a client that shows only the latest state: both
    /// are `changed` lines of the same pinch or edge-pan (the same edge) of the same device, tool
    /// and contact, which only move what is on screen. A client that fell behind may skip a
    /// superseded line, as GTK compresses motion events; a `began`, `ended`, `cancelled` or
    /// `recognized` line never is, nor a peek's move (it may reveal the preview's actions, which
    /// a session line reports at that line's time).
    public func supersedes(_ earlier: GestureLine) -> Bool {
        guard device == earlier.device, tool == earlier.tool, contact == earlier.contact, pointer == earlier.pointer else { return false }
        switch (gesture, earlier.gesture) {
        case (.pinch(.changed, _), .pinch(.changed, _)):
            return true
        case (.edgePan(.changed, let edge, _, _), .edgePan(.changed, let earlierEdge, _, _)):
            return edge == earlierEdge
        default:
            return false
        }
    }
}

extension GestureEvent {
    /// The event `line` carries, its stream time as its time (the inverse of
    /// `GestureLine.init(_:device:start:)` with a start of 0). A line without `contact` is contact 0.
    public init(_ line: GestureLine) {
        self.init(time: .seconds(line.time), contact: line.contact ?? 0, tool: line.tool, position: line.position, gesture: line.gesture)
    }
}
