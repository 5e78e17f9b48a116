// SPDX-License-Identifier: MIT
import Contacts
import Gestures

/// Reads the keys of a gesture line (one with a `gesture` key), checking everything v1 promises.
enum GestureLineDecoder {
    /// The line, or nil for a gesture v1 does not know (a violation when `strict`).
    static func decode(_ fields: inout LineFields, strict: Bool) throws(StreamViolation) -> GestureLine? {
        let time = try fields.number("time", in: 0...Double.greatestFiniteMagnitude)
        let device = try fields.string("device")
        let tool = try fields.oneOf("tool", GestureLine.tools)
        let name = try fields.string("gesture")
        let position = Point(x: try fields.number("x", in: 0...1), y: try fields.number("y", in: 0...1))
        let contact = try fields.optionalInteger("contact", in: 0...Int.max)
        let pointer = fields.has("pointer") ? try fields.bool("pointer") : false
        guard let known = GestureName(rawValue: name) else {
            if strict { throw .unknownName(key: "gesture", value: name) }
            return nil
        }

        let gesture: Gesture
        switch known {
        case .tap:
            _ = try fields.oneOf("phase", DiscretePhase.allCases)
            gesture = .tap
        case .pop:
            _ = try fields.oneOf("phase", DiscretePhase.allCases)
            gesture = .pop(force: try fields.number("force", in: 0...1))
        case .hint:
            gesture = .hint(try fields.oneOf("phase", GesturePhase.hintPhases), force: try fields.number("force", in: 0...1))
        case .peek:
            gesture = .peek(try fields.oneOf("phase", GesturePhase.allCases), force: try fields.number("force", in: 0...1))
        case .pinch:
            let phase = try fields.oneOf("phase", GesturePhase.allCases)
            gesture = .pinch(phase, scale: try fields.number("scale", in: Double.leastNonzeroMagnitude...Double.greatestFiniteMagnitude))
        case .edgePan:
            let phase = try fields.oneOf("phase", GesturePhase.allCases)
            let edge = try fields.oneOf("edge", Edge.allCases)
            let progress = try fields.number("progress", in: 0...1)
            let committed: Bool?
            switch (phase, fields.take("committed")) {
            case (.ended, .bool(let value)?): committed = value
            case (.ended, _): throw .committedMissing
            case (_, nil): committed = nil
            case (_, .some): throw .committedNotOnEnded
            }
            gesture = .edgePan(phase, edge: edge, progress: progress, committed: committed)
        }
        return GestureLine(time: time, device: device, tool: tool, position: position, gesture: gesture, contact: contact, pointer: pointer)
    }
}
