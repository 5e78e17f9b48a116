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
