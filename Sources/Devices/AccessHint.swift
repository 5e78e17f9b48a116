// SPDX-License-Identifier: MIT
/// What to tell a user who cannot read a touchscreen or tablet.
public enum AccessHint {
    /// The fix, why it works, and why not the `input` group.
    public static let text = """
    run `sudo make install-udev` in peekpop's source folder (it installs udev-rules/70-peekpop.rules), \
    then log out and back in, or unplug and replug the device. The rule gives the user at the seat \
    access to touchscreens and tablets only; joining the `input` group would instead let every \
    program you run read every keyboard, passwords included.
    """
}
