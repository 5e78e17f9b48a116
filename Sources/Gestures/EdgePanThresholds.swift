// SPDX-License-Identifier: MIT
import JSON

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

extension EdgePanThresholds {
    enum Keys: String, CaseIterable {
        case zone, commitProgress
    }

    /// Reads the keys present in `section` over `defaults`.
    init(_ section: ProfileSection<Keys>, defaults: EdgePanThresholds) throws(ForceProfileError) {
        self = defaults
        if let nested = try section.section(.zone, Distance.Keys.self) { zone = try Distance(nested, defaults: zone) }
        commitProgress = try section.number(.commitProgress) ?? commitProgress
    }

    /// Every key, as a profile has it.
    var json: JSONValue {
        .object([.init(Keys.zone.rawValue, zone.json), .init(Keys.commitProgress.rawValue, .number(commitProgress))])
    }

    func validate(path: String) throws(ForceProfileError) {
        try zone.validate(path: "\(path).zone")
        try ProfileCheck.unit(commitProgress, "\(path).commitProgress")
    }
}
