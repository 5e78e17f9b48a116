// SPDX-License-Identifier: MIT
import Contacts
import JSON

/// Every threshold the gesture machines use, in one place: the defaults, overridden per device by
/// a JSON profile (`peekpop calibrate` writes one).
///
/// ```json
/// { "version": 1,
///   "finger": { "hintForce": 0.2, "hintReleaseForce": 0.12,
///               "peekForce": 0.35, "peekReleaseForce": 0.25, "popForce": 0.75, "popRearmForce": 0.5,
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
/// inconsistent values are errors naming the key. A tool section without the hint keys (profiles
/// written before them) gets the default hint levels, lowered under its peek force where they would
/// not be below it (`ToolThresholds.lowerHintLevels(from:)`).
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
        try finger.validate(path: Keys.finger.rawValue)
        try pen.validate(path: Keys.pen.rawValue)
        try edgePan.validate(path: Keys.edgePan.rawValue)
        try pinch.validate(path: Keys.pinch.rawValue)
        try touchpad.validate(path: Keys.touchpad.rawValue)
    }

    /// Reads a profile document (UTF-8 JSON) over the defaults.
    public init(json: some Collection<UInt8>) throws(ForceProfileError) {
        let document: JSONValue
        do throws(JSONSyntaxError) {
            document = try JSONValue(parsing: json)
        } catch {
            throw ForceProfileError(key: nil, reason: "not JSON: \(error)")
        }
        try self.init(document: document)
    }

    /// The profile as a JSON document with every key, UTF-8: keys sorted and indented for people to
    /// edit, as every version of `peekpop calibrate` has written it.
    public func json() -> [UInt8] {
        var out: [UInt8] = []
        document.sortingKeys().writeIndented(to: &out, level: 0)
        return out
    }
}

extension ForceProfile {
    enum Keys: String, CaseIterable {
        case version, finger, pen, edgePan, pinch, touchpad
    }

    /// Reads `document`'s keys over the defaults, then checks the whole.
    init(document: JSONValue) throws(ForceProfileError) {
        let section = try ProfileSection<Keys>(document, path: [])
        if let version = try section.integer(.version), version != Self.version {
            throw ForceProfileError(key: section.name(.version), reason: "version \(version) is not supported (expected \(Self.version))")
        }
        self.init()
        if let nested = try section.section(.finger, ToolThresholds.Keys.self) { finger = try ToolThresholds(nested, defaults: finger) }
        if let nested = try section.section(.pen, ToolThresholds.Keys.self) { pen = try ToolThresholds(nested, defaults: pen) }
        if let nested = try section.section(.edgePan, EdgePanThresholds.Keys.self) { edgePan = try EdgePanThresholds(nested, defaults: edgePan) }
        if let nested = try section.section(.pinch, PinchThresholds.Keys.self) { pinch = try PinchThresholds(nested, defaults: pinch) }
        if let nested = try section.section(.touchpad, ForceClickThresholds.Keys.self) { touchpad = try ForceClickThresholds(nested, defaults: touchpad) }
        try validate()
    }

    /// Every key, `version` first.
    var document: JSONValue {
        .object([
            .init(Keys.version.rawValue, .integer(Self.version)),
            .init(Keys.finger.rawValue, finger.json),
            .init(Keys.pen.rawValue, pen.json),
            .init(Keys.edgePan.rawValue, edgePan.json),
            .init(Keys.pinch.rawValue, pinch.json),
            .init(Keys.touchpad.rawValue, touchpad.json),
        ])
    }
}
