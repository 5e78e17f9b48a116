// SPDX-License-Identifier: MIT
import InputEvents

/// What is touching the surface.
public enum ToolKind: String, Hashable, Sendable {
    case finger
    case pen
    case eraser
}

/// Where a contact is in its life. A contact that touches for one frame only is reported
/// `began` then `ended` in two frames, never skipped.
public enum ContactPhase: String, Hashable, Sendable {
    /// First frame with this contact touching.
    case began
    /// Still touching (moved or not).
    case changed
    /// Lifted: last frame with this contact.
    case ended
    /// Can no longer be trusted (events dropped, device gone): last frame with this contact.
    case cancelled
}

/// A point on the surface, normalised: (0, 0) is the top-left corner, (1, 1) the bottom-right.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// One finger or tool touching the surface in one frame.
public struct Contact: Hashable, Sendable {
    /// Unique per device for the life of this touch (never a reused slot or tracking ID).
    public var id: Int
    public var tool: ToolKind
    public var phase: ContactPhase
    /// Position, normalised over the device surface.
    public var position: Point
    /// Force from 0 to 1 over the pressure axis range; nil when the device reports no pressure.
    public var force: Double?
    /// Pen tilt in degrees from the vertical along x and y, when the pen reports it.
    public var tilt: Point?

    public init(id: Int, tool: ToolKind, phase: ContactPhase, position: Point, force: Double? = nil, tilt: Point? = nil) {
        self.id = id
        self.tool = tool
        self.phase = phase
        self.position = position
        self.force = force
        self.tilt = tilt
    }
}

/// Everything touching the surface at the end of one evdev frame (one `SYN_REPORT`).
public struct TouchFrame: Hashable, Sendable {
    public var time: Timestamp
    /// Contacts that touch in this frame, plus those that `ended` or were `cancelled` in it.
    public var contacts: [Contact]
    /// A touchpad's click is held: its button is pressed (a clickpad's), or the pressure pad has
    /// clicked. Always false on other devices.
    public var buttonDown: Bool

    public init(time: Timestamp, contacts: [Contact], buttonDown: Bool = false) {
        self.time = time
        self.contacts = contacts
        self.buttonDown = buttonDown
    }
}
