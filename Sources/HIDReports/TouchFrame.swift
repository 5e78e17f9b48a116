// SPDX-License-Identifier: MIT
/// One contact of a touch frame, in the device's terms: positions and pressure as fractions of
/// the fields' logical ranges, so that one frame plays on any touch device.
public struct TouchContact: Hashable, Sendable {
    /// The Contact Identifier: the same from touch down to lift, within its field's logical range.
    public var id: Int
    /// Tip Switch: touching. A contact's last report before it is forgotten has `tip` false (its lift).
    public var tip: Bool
    /// 0 at Logical Minimum, 1 at Logical Maximum of X.
    public var x: Double
    /// 0 at Logical Minimum, 1 at Logical Maximum of Y.
    public var y: Double
    /// Tip Pressure as a fraction of its range; nil sends its Logical Minimum.
    public var pressure: Double?
    /// Confidence: a finger rather than a palm (Windows Precision devices clear it for a palm).
    public var confident: Bool

    public init(id: Int, tip: Bool, x: Double, y: Double, pressure: Double? = nil, confident: Bool = true) {
        self.id = id
        self.tip = tip
        self.x = x
        self.y = y
        self.pressure = pressure
        self.confident = confident
    }
}

/// Everything a touch device says at one moment: its contacts, its button, its clock.
public struct TouchFrame: Hashable, Sendable {
    /// The contacts being reported, lifts included; none is a frame of no contacts (a touchpad's
    /// button pressed or released with no finger on it).
    public var contacts: [TouchContact]
    /// Button 1: a clickpad pressed down.
    public var button: Bool
    /// Scan Time in the device's units (100 µs for Windows Precision devices), wrapped into the
    /// field's logical range as the device's counter wraps.
    public var scanTime: Int

    public init(contacts: [TouchContact], button: Bool = false, scanTime: Int = 0) {
        self.contacts = contacts
        self.button = button
        self.scanTime = scanTime
    }
}
