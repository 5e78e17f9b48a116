// SPDX-License-Identifier: MIT
import Contacts
import InputEvents

/// A touchpad's click during a press: its button (`TouchFrame.buttonDown`) held while the finger
/// touched alone. Touch surfaces have no button, so their presses have none.
public struct PadClick: Hashable, Sendable {
    /// When the button went down.
    public var down: Timestamp
    /// When it came up; nil when the finger lifted with the button still down.
    public var up: Timestamp?
    /// Where the finger was when the button went down: the slop is measured from here, as
    /// `ForceClickMachine` measures it (moving the pointer before the click is no drag).
    public var origin: Point
    /// The farthest the finger got from `origin` while the button was down, in the units of the
    /// device's `SurfaceGeometry`.
    public var travel: Double

    public init(down: Timestamp, up: Timestamp? = nil, origin: Point, travel: Double = 0) {
        self.down = down
        self.up = up
        self.origin = origin
        self.travel = travel
    }
}
