// SPDX-License-Identifier: MIT
/// The usages this module looks for, as 32-bit extended usages (usage page in the high 16 bits,
/// usage ID in the low 16, HID Usage Tables 1.5): what `ReportField.usages` holds.
public enum HIDUsage {
    /// Generic Desktop X (0x01 0x30): a finger's or a pen's horizontal position.
    public static let x: UInt32 = 0x0001_0030
    /// Generic Desktop Y (0x01 0x31).
    public static let y: UInt32 = 0x0001_0031
    /// Button 1 (Button page 0x09): a clickpad's click, reported beside the fingers.
    public static let button1: UInt32 = 0x0009_0001

    /// Digitizer Pen (0x0D 0x02): the application collection of a pen or stylus.
    public static let pen: UInt32 = 0x000D_0002
    /// Digitizer Touch Screen (0x0D 0x04): an application collection of fingers on a screen.
    public static let touchScreen: UInt32 = 0x000D_0004
    /// Digitizer Touch Pad (0x0D 0x05): an application collection of fingers on a pad.
    public static let touchPad: UInt32 = 0x000D_0005
    /// Digitizer Device Configuration (0x0D 0x0E): the application that holds Input Mode.
    public static let deviceConfiguration: UInt32 = 0x000D_000E
    /// Digitizer Stylus (0x0D 0x20): the logical collection of one pen's fields.
    public static let stylus: UInt32 = 0x000D_0020
    /// Digitizer Finger (0x0D 0x22): the logical collection of one contact's fields, repeated once
    /// for each contact a report carries.
    public static let finger: UInt32 = 0x000D_0022

    /// Tip Pressure (0x0D 0x30).
    public static let tipPressure: UInt32 = 0x000D_0030
    /// In Range (0x0D 0x32): a pen is near enough to be tracked.
    public static let inRange: UInt32 = 0x000D_0032
    /// Invert (0x0D 0x3C): the pen's eraser end is toward the surface.
    public static let invert: UInt32 = 0x000D_003C
    /// Tip Switch (0x0D 0x42): touching.
    public static let tipSwitch: UInt32 = 0x000D_0042
    /// Barrel Switch (0x0D 0x44): the pen's side button.
    public static let barrelSwitch: UInt32 = 0x000D_0044
    /// Eraser (0x0D 0x45).
    public static let eraser: UInt32 = 0x000D_0045
    /// Confidence (0x0D 0x47): the contact is a finger, not a palm.
    public static let confidence: UInt32 = 0x000D_0047
    /// Width (0x0D 0x48) of a contact.
    public static let width: UInt32 = 0x000D_0048
    /// Height (0x0D 0x49) of a contact.
    public static let height: UInt32 = 0x000D_0049
    /// Contact Identifier (0x0D 0x51): which contact a Finger collection carries, the same from
    /// touch down to lift.
    public static let contactIdentifier: UInt32 = 0x000D_0051
    /// Input Mode (0x0D 0x52): the feature the host sets to switch a touchpad from mouse to
    /// multitouch reports.
    public static let inputMode: UInt32 = 0x000D_0052
    /// Device Index (0x0D 0x53).
    public static let deviceIndex: UInt32 = 0x000D_0053
    /// Contact Count (0x0D 0x54): how many contacts the frame has, in its first report.
    public static let contactCount: UInt32 = 0x000D_0054
    /// Contact Count Maximum (0x0D 0x55): how many contacts the device tracks at once.
    public static let contactCountMaximum: UInt32 = 0x000D_0055
    /// Scan Time (0x0D 0x56): the frame's time, in 100 µs units on Windows Precision devices.
    public static let scanTime: UInt32 = 0x000D_0056
    /// Button Type (0x0D 0x59): 0 a clickpad, 1 a pressure pad, 2 a touchpad with buttons.
    public static let buttonType: UInt32 = 0x000D_0059
}
