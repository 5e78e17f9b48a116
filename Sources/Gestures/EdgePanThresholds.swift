// SPDX-License-Identifier: MIT
/// When a contact is an edge-pan.
public struct EdgePanThresholds: Hashable, Sendable {
    /// How close to an edge a contact must land. 6 mm is about a finger pad's half-width, so a
    /// finger aimed at the bezel lands inside; 3 % of the diagonal is about 6 mm on a 10" screen.
    public var zone: Distance
    /// Progress (0...1 of the surface along the pan) at or past which a lift commits the pan.
    /// 0.3: a third of the way is a clear intent, as iOS's interactive back swipe.
    public var commitProgress: Double

    public init(zone: Distance = Distance(millimetres: 6, fraction: 0.03), commitProgress: Double = 0.3) {
        self.zone = zone
        self.commitProgress = commitProgress
    }
}

extension EdgePanThresholds: Encodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case zone, commitProgress
    }

    init(from decoder: any Decoder, defaults: EdgePanThresholds) throws {
        let section = try ProfileSection<CodingKeys>(decoder)
        self = defaults
        if let nested = try section.nested(.zone) { zone = try Distance(from: nested, defaults: zone) }
        commitProgress = try section.value(.commitProgress, Double.self) ?? commitProgress
    }

    func validate(path: String) throws(ForceProfileError) {
        try zone.validate(path: "\(path).zone")
        try ProfileCheck.unit(commitProgress, "\(path).commitProgress")
    }
}
