// SPDX-License-Identifier: MIT
import InputEvents

/// The physical size of a device surface, used to turn normalised distances into millimetres.
///
/// Many devices report resolution 0 on their position axes. Then the size is unknown and
/// distances stay fractions of the surface diagonal (1 = the whole diagonal); thresholds have a
/// fraction fallback for exactly this case, and `peekpop devices` says which one applies.
public struct SurfaceGeometry: Hashable, Sendable {
    /// Width and height in millimetres, or nil when the device reports no resolution.
    public var widthMillimetres: Double?
    public var heightMillimetres: Double?

    public init(widthMillimetres: Double?, heightMillimetres: Double?) {
        self.widthMillimetres = widthMillimetres
        self.heightMillimetres = heightMillimetres
    }

    /// The geometry of a device from the position axes it reports (multitouch axes first).
    public init(device: DeviceDescription) {
        let x = device.absInfo[AbsCode.mtPositionX] ?? device.absInfo[AbsCode.x]
        let y = device.absInfo[AbsCode.mtPositionY] ?? device.absInfo[AbsCode.y]
        self.init(widthMillimetres: x?.lengthMillimetres, heightMillimetres: y?.lengthMillimetres)
    }

    /// The geometry of the calibrated surface: positions after `matrix` are normalised over it.
    /// A unit step along calibrated x comes from the device step M⁻¹·(1, 0) = (e, −d) / det, so the
    /// width is that step's length in millimetres (likewise the height from (−b, a) / det): exact
    /// for turns, flips and mapped sub-rectangles; along the diagonals of a sheared matrix distances
    /// are approximate, since a geometry has only a width and a height.
    public func calibrated(by matrix: CalibrationMatrix) -> SurfaceGeometry {
        guard let width = widthMillimetres, let height = heightMillimetres, !matrix.isIdentity else { return self }
        let determinant = abs(matrix.a * matrix.e - matrix.b * matrix.d)
        func length(_ dx: Double, _ dy: Double) -> Double {
            ((dx * width) * (dx * width) + (dy * height) * (dy * height)).squareRoot() / determinant
        }
        return SurfaceGeometry(widthMillimetres: length(matrix.e, matrix.d), heightMillimetres: length(matrix.b, matrix.a))
    }

    /// True when distances are in millimetres.
    public var isPhysical: Bool { widthMillimetres != nil && heightMillimetres != nil }

    /// The distance between two normalised points: millimetres when the size is known, else a
    /// fraction of the diagonal of a square surface.
    public func distance(_ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        if let width = widthMillimetres, let height = heightMillimetres {
            return ((dx * width) * (dx * width) + (dy * height) * (dy * height)).squareRoot()
        }
        return (dx * dx + dy * dy).squareRoot() / 2.0.squareRoot()
    }
}
