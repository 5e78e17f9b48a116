// SPDX-License-Identifier: MIT
import Contacts
import JSON

/// A distance threshold: millimetres on devices that report their size, and a fraction of the
/// surface diagonal on devices that do not (`SurfaceGeometry.distance` measures in the same units).
public struct Distance: Hashable, Sendable {
    /// Used when the device reports its size.
    public var millimetres: Double
    /// Fraction of the diagonal of the surface taken as a square (1 = the whole diagonal).
    public var fraction: Double

    public init(millimetres: Double, fraction: Double) {
        self.millimetres = millimetres
        self.fraction = fraction
    }

    /// The threshold in the units `geometry.distance` returns.
    public func value(on geometry: SurfaceGeometry) -> Double {
        geometry.isPhysical ? millimetres : fraction
    }

    enum Keys: String, CaseIterable {
        case millimetres, fraction
    }

    /// Reads the keys present in `section` over `defaults`.
    init(_ section: ProfileSection<Keys>, defaults: Distance) throws(ForceProfileError) {
        millimetres = try section.number(.millimetres) ?? defaults.millimetres
        fraction = try section.number(.fraction) ?? defaults.fraction
    }

    /// Both keys, as a profile has them.
    var json: JSONValue {
        .object([.init(Keys.millimetres.rawValue, .number(millimetres)), .init(Keys.fraction.rawValue, .number(fraction))])
    }

    /// Throws naming the key under `path` that is out of range.
    func validate(path: String) throws(ForceProfileError) {
        try ProfileCheck.nonNegative(millimetres, "\(path).millimetres")
        try ProfileCheck.unit(fraction, "\(path).fraction")
    }
}
