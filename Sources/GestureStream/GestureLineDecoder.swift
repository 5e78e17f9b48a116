import Contacts
import Foundation
import Gestures

/// Reads protocol v1 JSON lines, checking everything the protocol promises.
///
/// Clients must ignore unknown keys and unknown gestures (forward compatibility): `decode` returns
/// nil for a gesture it does not know. `strict` mode is for testing producers: there an unknown key
/// or gesture is an error too, so our own output is held to exactly what v1 says.
public struct GestureLineDecoder: Sendable {
    public var strict: Bool

    public init(strict: Bool = false) { self.strict = strict }

    /// Why a line is not protocol v1.
    public struct Violation: Error, Hashable, Sendable, CustomStringConvertible {
        public var reason: String
        public var description: String { reason }
    }

    /// The line's gesture, or nil for a gesture this version does not know (when not strict).
    public func decode(_ line: String) throws -> StreamLine? {
        let object: RawObject
        do {
            object = try JSONDecoder().decode(RawObject.self, from: Data(line.utf8))
        } catch {
            throw Violation(reason: "not a JSON object with scalar values")
        }
        var fields = Fields(values: object.values)

        guard case .number(let version)? = fields.take("v"), version == Double(StreamLine.protocolVersion) else {
            throw Violation(reason: "'v' must be \(StreamLine.protocolVersion)")
        }
        let time = try fields.number("time", in: 0...Double.greatestFiniteMagnitude)
        let device = try fields.string("device")
        let tool: ToolKind = switch try fields.string("tool") {
        case "finger": .finger
        case "pen": .pen
        case let other: throw Violation(reason: "'tool' must be finger or pen, not '\(other)'")
        }
        let name = try fields.string("gesture")
        let phase = try fields.string("phase")
        let position = Point(x: try fields.number("x", in: 0...1), y: try fields.number("y", in: 0...1))
        let contact = try fields.optionalInteger("contact")

        let gesture: Gesture
        switch name {
        case "tap":
            try Self.require(phase, in: ["recognized"], for: name)
            gesture = .tap
        case "pop":
            try Self.require(phase, in: ["recognized"], for: name)
            gesture = .pop(force: try fields.number("force", in: 0...1))
        case "peek":
            gesture = .peek(try Self.continuousPhase(phase, for: name), force: try fields.number("force", in: 0...1))
        case "pinch":
            let scale = try fields.number("scale", in: Double.leastNonzeroMagnitude...Double.greatestFiniteMagnitude)
            gesture = .pinch(try Self.continuousPhase(phase, for: name), scale: scale)
        case "edge-pan":
            let panPhase = try Self.continuousPhase(phase, for: name)
            guard let edge = Edge(rawValue: try fields.string("edge")) else {
                throw Violation(reason: "'edge' must be left, right, top or bottom")
            }
            let progress = try fields.number("progress", in: 0...1)
            let committed: Bool?
            switch (panPhase, fields.take("committed")) {
            case (.ended, .bool(let value)?): committed = value
            case (.ended, _): throw Violation(reason: "edge-pan 'ended' needs a boolean 'committed'")
            case (_, nil): committed = nil
            case (_, .some): throw Violation(reason: "'committed' belongs on edge-pan 'ended' only")
            }
            gesture = .edgePan(panPhase, edge: edge, progress: progress, committed: committed)
        default:
            if strict { throw Violation(reason: "unknown gesture '\(name)'") }
            return nil
        }
        if strict, let extra = fields.remainingKeys.first {
            throw Violation(reason: "unknown key '\(extra)' for \(name)")
        }
        return StreamLine(time: time, device: device, tool: tool, position: position, gesture: gesture, contact: contact)
    }

    private static func require(_ phase: String, in allowed: [String], for gesture: String) throws {
        guard allowed.contains(phase) else {
            throw Violation(reason: "phase '\(phase)' is not one of \(allowed.joined(separator: ", ")) for \(gesture)")
        }
    }

    private static func continuousPhase(_ phase: String, for gesture: String) throws -> GesturePhase {
        guard let value = GesturePhase(rawValue: phase) else {
            throw Violation(reason: "phase '\(phase)' is not one of began, changed, ended, cancelled for \(gesture)")
        }
        return value
    }
}

/// A JSON scalar as it appeared on the line (types kept apart: `true` is not `1`).
enum Scalar: Hashable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case null
}

/// A flat JSON object of scalars; nested values make the line invalid.
struct RawObject: Decodable {
    var values: [String: Scalar]

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        var values: [String: Scalar] = [:]
        for key in container.allKeys {
            if try container.decodeNil(forKey: key) {
                values[key.stringValue] = .null
            } else if let flag = try? container.decode(Bool.self, forKey: key) {
                values[key.stringValue] = .bool(flag)
            } else if let number = try? container.decode(Double.self, forKey: key) {
                values[key.stringValue] = .number(number)
            } else {
                values[key.stringValue] = .string(try container.decode(String.self, forKey: key))
            }
        }
        self.values = values
    }
}

/// The keys of one line, taken one by one so that what is left over can be reported.
private struct Fields {
    var values: [String: Scalar]

    mutating func take(_ key: String) -> Scalar? { values.removeValue(forKey: key) }

    var remainingKeys: [String] { values.keys.sorted() }

    mutating func number(_ key: String, in range: ClosedRange<Double>) throws -> Double {
        guard case .number(let value)? = take(key) else {
            throw GestureLineDecoder.Violation(reason: "'\(key)' must be a number")
        }
        guard range.contains(value) else {
            throw GestureLineDecoder.Violation(reason: "'\(key)' is \(value), outside \(range.lowerBound)...\(range.upperBound)")
        }
        return value
    }

    mutating func string(_ key: String) throws -> String {
        guard case .string(let value)? = take(key) else {
            throw GestureLineDecoder.Violation(reason: "'\(key)' must be a string")
        }
        return value
    }

    mutating func optionalInteger(_ key: String) throws -> Int? {
        switch take(key) {
        case nil: return nil
        case .number(let value)? where value == value.rounded() && abs(value) < 1e15: return Int(value)
        case .some: throw GestureLineDecoder.Violation(reason: "'\(key)' must be an integer")
        }
    }
}
