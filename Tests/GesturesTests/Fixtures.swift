// SPDX-License-Identifier: MIT
import Contacts
import Gestures
import InputEvents

/// A 128 mm square surface: millimetre distances below are exact binary fractions of it, so
/// thresholds can be checked at their exact boundary without rounding noise.
let surface = SurfaceGeometry(widthMillimetres: 128, heightMillimetres: 128)
/// A surface that reports no resolution: distances are fractions of the diagonal.
let unitless = SurfaceGeometry(widthMillimetres: nil, heightMillimetres: nil)

/// `millimetres` as a normalised offset on `surface`.
func mm(_ millimetres: Double) -> Double { millimetres / 128 }

/// A time `ms` milliseconds (plus `us` microseconds) into the stream.
func at(_ ms: Int64, us: Int64 = 0) -> Timestamp { Timestamp(microseconds: ms * 1_000 + us) }

func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

func touch(_ id: Int, _ phase: ContactPhase, _ x: Double, _ y: Double, force: Double? = nil, tool: ToolKind = .finger) -> Contact {
    Contact(id: id, tool: tool, phase: phase, position: Point(x: x, y: y), force: force)
}

func frame(_ time: Timestamp, _ contacts: Contact...) -> TouchFrame { TouchFrame(time: time, contacts: contacts) }

func event(_ time: Timestamp, _ contact: Int, _ x: Double, _ y: Double, _ gesture: Gesture, tool: ToolKind = .finger) -> GestureEvent {
    GestureEvent(time: time, contact: contact, tool: tool, position: Point(x: x, y: y), gesture: gesture)
}

extension PressMachine {
    /// A finger press machine with the default thresholds on `surface`.
    static func finger(reportsForce: Bool = true) -> PressMachine {
        PressMachine(contact: 1, tool: .finger, thresholds: .finger, geometry: surface, reportsForce: reportsForce)
    }

    static func pen() -> PressMachine {
        PressMachine(contact: 1, tool: .pen, thresholds: .pen, geometry: surface, reportsForce: true)
    }
}
