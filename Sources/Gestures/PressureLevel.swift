// SPDX-License-Identifier: MIT
import Contacts
import JSON

/// A force threshold: grams on devices whose pressure axis says how much a unit weighs, and a
/// fraction of the pressure range on devices that do not (`PressureScale`), as `Distance` is
/// millimetres or a fraction of the diagonal.
public struct PressureLevel: Hashable, Sendable {
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

    enum Keys: String, CaseIterable {
        case grams, fraction
    }

    /// Reads the keys present in `section` over `defaults`.
    init(_ section: ProfileSection<Keys>, defaults: PressureLevel) throws(ForceProfileError) {
        grams = try section.number(.grams) ?? defaults.grams
        fraction = try section.number(.fraction) ?? defaults.fraction
    }

    /// Both keys, as a profile has them.
    var json: JSONValue {
        .object([.init(Keys.grams.rawValue, .number(grams)), .init(Keys.fraction.rawValue, .number(fraction))])
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
