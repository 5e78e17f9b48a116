// SPDX-License-Identifier: MIT
import Contacts

/// A distance threshold: millimetres on devices that report their size, and a fraction of the
/// surface diagonal on devices that do not (`SurfaceGeometry.distance` measures in the same units).
public struct Distance: Hashable, Sendable, Encodable {
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

    enum CodingKeys: String, CodingKey, CaseIterable {
        case millimetres, fraction
    }

    /// Reads the keys present in `decoder`'s object over `defaults`.
    init(from decoder: any Decoder, defaults: Distance) throws {
        let section = try ProfileSection<CodingKeys>(decoder)
        millimetres = try section.value(.millimetres, Double.self) ?? defaults.millimetres
        fraction = try section.value(.fraction, Double.self) ?? defaults.fraction
    }

    /// Throws naming the key under `path` that is out of range.
    func validate(path: String) throws(ForceProfileError) {
        try ProfileCheck.nonNegative(millimetres, "\(path).millimetres")
        try ProfileCheck.unit(fraction, "\(path).fraction")
    }
}
