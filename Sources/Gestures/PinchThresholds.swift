// SPDX-License-Identifier: MIT
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

extension PinchThresholds: Encodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case spanChange
    }

    init(from decoder: any Decoder, defaults: PinchThresholds) throws {
        let section = try ProfileSection<CodingKeys>(decoder)
        self = defaults
        if let nested = try section.nested(.spanChange) { spanChange = try Distance(from: nested, defaults: spanChange) }
    }

    func validate(path: String) throws(ForceProfileError) {
        try spanChange.validate(path: "\(path).spanChange")
    }
}
