import Contacts
import Gestures
import InputEvents

/// One line of the gesture stream, protocol v1: a gesture event of one device at a time relative
/// to the start of the stream.
public struct StreamLine: Hashable, Sendable {
    /// The protocol version this type reads and writes.
    public static let protocolVersion = 1

    /// Seconds since the start of the stream, from the event timestamps.
    public var time: Double
    /// The device name.
    public var device: String
    /// `finger` or `pen` (an eraser is a pen on the stream).
    public var tool: ToolKind
    /// Normalised position; the focal point for a pinch.
    public var position: Point
    public var gesture: Gesture
    /// The contact the gesture belongs to: an extra key, so a client can pair a `pop` with its `peek`
    /// when several fingers are down. Optional on input (other producers may not send it).
    public var contact: Int?

    public init(time: Double, device: String, tool: ToolKind, position: Point, gesture: Gesture, contact: Int? = nil) {
        self.time = time
        self.device = device
        self.tool = tool == .eraser ? .pen : tool
        self.position = position
        self.gesture = gesture
        self.contact = contact
    }

    /// The line for `event` of `device`, with its time made relative to `start`.
    public init(_ event: GestureEvent, device: String, start: Timestamp) {
        self.init(time: (event.time - start).seconds, device: device, tool: event.tool,
                  position: event.position, gesture: event.gesture, contact: event.contact)
    }
}

extension Gesture {
    /// The `gesture` key of protocol v1.
    public var name: String {
        switch self {
        case .tap: "tap"
        case .peek: "peek"
        case .pop: "pop"
        case .pinch: "pinch"
        case .edgePan: "edge-pan"
        }
    }

    /// The `phase` key of protocol v1 (`recognized` for the discrete gestures).
    public var phaseName: String {
        switch self {
        case .tap, .pop: "recognized"
        case .peek(let phase, _), .pinch(let phase, _), .edgePan(let phase, _, _, _): phase.rawValue
        }
    }
}
