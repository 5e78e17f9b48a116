// SPDX-License-Identifier: MIT
import Contacts
import FoundationEssentials

/// Every threshold the gesture machines use, in one place: the defaults, overridden per device by
/// a JSON profile (`peekpop calibrate` writes one).
///
/// ```json
/// { "version": 1,
///   "finger": { "peekForce": 0.35, "peekReleaseForce": 0.25, "popForce": 0.75, "popRearmForce": 0.5,
///               "peekHoldMilliseconds": 0, "peekOnsetMilliseconds": 150, "popDwellMilliseconds": 200,
///               "longPressMilliseconds": 500, "tapMaximumMilliseconds": 250,
///               "slop": { "millimetres": 3, "fraction": 0.015 } },
///   "pen": { …the same keys… },
///   "edgePan": { "zone": { "millimetres": 6, "fraction": 0.03 }, "commitProgress": 0.3 },
///   "pinch": { "spanChange": { "millimetres": 8, "fraction": 0.05 } },
///   "touchpad": { "peek": { "grams": 450, "fraction": 0.5 }, "release": { "grams": 350, "fraction": 0.4 },
///                 "pop": { "grams": 650, "fraction": 0.75 }, "rise": { "grams": 120, "fraction": 0.12 },
///                 "settleMilliseconds": 80, "holdMilliseconds": 50,
///                 "slop": { "millimetres": 2, "fraction": 0.01 } } }
/// ```
/// Any subset of keys may be given (`version` too); unknown keys, wrong types, another version and
/// inconsistent values are errors naming the key.
public struct ForceProfile: Hashable, Sendable {
    /// The profile format this code reads and writes.
    public static let version = 1

    /// Fingers.
    public var finger: ToolThresholds
    /// Pens and erasers.
    public var pen: ToolThresholds
    /// Edge-pans (fingers only).
    public var edgePan: EdgePanThresholds
    /// Pinches (fingers only).
    public var pinch: PinchThresholds
    /// Force clicks on touchpads.
    public var touchpad: ForceClickThresholds

    /// The defaults, with any section replaced.
    public init(finger: ToolThresholds = .finger, pen: ToolThresholds = .pen,
                edgePan: EdgePanThresholds = EdgePanThresholds(), pinch: PinchThresholds = PinchThresholds(),
                touchpad: ForceClickThresholds = ForceClickThresholds()) {
        self.finger = finger
        self.pen = pen
        self.edgePan = edgePan
        self.pinch = pinch
        self.touchpad = touchpad
    }

    /// The press thresholds for `tool` (erasers are pens).
    public func thresholds(for tool: ToolKind) -> ToolThresholds {
        switch tool {
        case .finger: finger
        case .pen, .eraser: pen
        }
    }

    /// Throws naming the first inconsistent key.
    public func validate() throws(ForceProfileError) {
        try finger.validate(path: CodingKeys.finger.stringValue)
        try pen.validate(path: CodingKeys.pen.stringValue)
        try edgePan.validate(path: CodingKeys.edgePan.stringValue)
        try pinch.validate(path: CodingKeys.pinch.stringValue)
        try touchpad.validate(path: CodingKeys.touchpad.stringValue)
    }

    /// Reads a profile document over the defaults.
    public init(json: Data) throws(ForceProfileError) {
        do {
            self = try JSONDecoder().decode(ForceProfile.self, from: json)
        } catch let error as ForceProfileError {
            throw error
        } catch let error as DecodingError {
            throw ForceProfileError(decoding: error)
        } catch {
            throw ForceProfileError(key: nil, reason: "\(error)")
        }
    }

    /// The profile as a JSON document with every key (sorted, indented for people to edit).
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }
}

extension ForceProfile: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case version, finger, pen, edgePan, pinch, touchpad
    }

    public init(from decoder: any Decoder) throws {
        let section = try ProfileSection<CodingKeys>(decoder)
        if let version = try section.value(.version, Int.self), version != Self.version {
            throw ForceProfileError(key: section.name(.version), reason: "version \(version) is not supported (expected \(Self.version))")
        }
        self.init()
        if let nested = try section.nested(.finger) { finger = try ToolThresholds(from: nested, defaults: finger) }
        if let nested = try section.nested(.pen) { pen = try ToolThresholds(from: nested, defaults: pen) }
        if let nested = try section.nested(.edgePan) { edgePan = try EdgePanThresholds(from: nested, defaults: edgePan) }
        if let nested = try section.nested(.pinch) { pinch = try PinchThresholds(from: nested, defaults: pinch) }
        if let nested = try section.nested(.touchpad) { touchpad = try ForceClickThresholds(from: nested, defaults: touchpad) }
        try validate()
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.version, forKey: .version)
        try container.encode(finger, forKey: .finger)
        try container.encode(pen, forKey: .pen)
        try container.encode(edgePan, forKey: .edgePan)
        try container.encode(pinch, forKey: .pinch)
        try container.encode(touchpad, forKey: .touchpad)
    }
}

extension ForceProfileError {
    /// Names the key a `DecodingError` happened at.
    init(decoding error: DecodingError) {
        let (path, reason): ([any CodingKey], String) = switch error {
        case .typeMismatch(let type, let context): (context.codingPath, "expected \(Self.kind(of: type))")
        case .valueNotFound(let type, let context): (context.codingPath, "expected \(Self.kind(of: type)), found null")
        case .keyNotFound(let key, let context): (context.codingPath + [key], "missing")
        case .dataCorrupted(let context): (context.codingPath, context.debugDescription)
        @unknown default: ([], "\(error)")
        }
        self.init(key: path.isEmpty ? nil : path.map(\.stringValue).joined(separator: "."), reason: reason)
    }

    private static func kind(of type: Any.Type) -> String {
        switch type {
        case is Double.Type: "a number"
        case is Int.Type: "an integer"
        default: "an object"
        }
    }
}
