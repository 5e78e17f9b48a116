// SPDX-License-Identifier: MIT
import Contacts

/// A force threshold: grams on devices whose pressure axis says how much a unit weighs, and a
/// fraction of the pressure range on devices that do not (`PressureScale`), as `Distance` is
/// millimetres or a fraction of the diagonal.
public struct PressureLevel: Hashable, Sendable, Encodable {
    /// Used when the pressure axis has a resolution.
    public var grams: Double
    /// Fraction of the pressure range (1 = full scale).
    public var fraction: Double

    public init(grams: Double, fraction: Double) {
        self.grams = grams
        self.fraction = fraction
    }

    /// The threshold as a force (0...1 over the range), the unit of `Contact.force`.
    public func force(on scale: PressureScale) -> Double {
        guard let fullScale = scale.fullScaleGrams else { return fraction }
        return grams / fullScale
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case grams, fraction
    }

    /// Reads the keys present in `decoder`'s object over `defaults`.
    init(from decoder: any Decoder, defaults: PressureLevel) throws {
        let section = try ProfileSection<CodingKeys>(decoder)
        grams = try section.value(.grams, Double.self) ?? defaults.grams
        fraction = try section.value(.fraction, Double.self) ?? defaults.fraction
    }

    /// Throws naming the key under `path` that is out of range.
    func validate(path: String) throws(ForceProfileError) {
        try ProfileCheck.nonNegative(grams, "\(path).grams")
        try ProfileCheck.unit(fraction, "\(path).fraction")
    }

    /// True when `self` is below `other` in both units, as a lower threshold must be.
    func isBelow(_ other: PressureLevel) -> Bool {
        grams < other.grams && fraction < other.fraction
    }
}
