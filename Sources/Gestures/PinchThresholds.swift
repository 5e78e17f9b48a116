// SPDX-License-Identifier: MIT
import JSON

/// When two fingers are a pinch.
public struct PinchThresholds: Hashable, Sendable {
    /// How much the span between the fingers must change before a pinch begins; the same distance of
    /// common translation first makes the pair a two-finger scroll instead. 8 mm is past the slop of
    /// both fingers together; 5 % of the diagonal is about 10 mm on a 10" screen.
    public var spanChange: Distance

    public init(spanChange: Distance = Distance(millimetres: 8, fraction: 0.05)) {
        self.spanChange = spanChange
    }
}

extension PinchThresholds {
    enum Keys: String, CaseIterable {
        case spanChange
    }

    /// Reads the keys present in `section` over `defaults`.
    init(_ section: ProfileSection<Keys>, defaults: PinchThresholds) throws(ForceProfileError) {
        self = defaults
        if let nested = try section.section(.spanChange, Distance.Keys.self) { spanChange = try Distance(nested, defaults: spanChange) }
    }

    /// Every key, as a profile has it.
    var json: JSONValue {
        .object([.init(Keys.spanChange.rawValue, spanChange.json)])
    }

    func validate(path: String) throws(ForceProfileError) {
        try spanChange.validate(path: "\(path).spanChange")
    }
}
