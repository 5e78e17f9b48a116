// SPDX-License-Identifier: MIT
/// What a pen says at one moment, positions and pressure as fractions of the fields' logical ranges.
public struct PenFrame: Hashable, Sendable {
    /// In Range: near enough to be tracked (hovering or touching).
    public var inRange: Bool
    /// Tip Switch: touching.
    public var tip: Bool
    /// Barrel Switch: the side button held.
    public var barrel: Bool
    /// Eraser.
    public var eraser: Bool
    /// 0 at Logical Minimum, 1 at Logical Maximum of X.
    public var x: Double
    /// 0 at Logical Minimum, 1 at Logical Maximum of Y.
    public var y: Double
    /// Tip Pressure as a fraction of its range.
    public var pressure: Double

    public init(inRange: Bool, tip: Bool, barrel: Bool = false, eraser: Bool = false, x: Double, y: Double, pressure: Double = 0) {
        self.inRange = inRange
        self.tip = tip
        self.barrel = barrel
        self.eraser = eraser
        self.x = x
        self.y = y
        self.pressure = pressure
    }
}
