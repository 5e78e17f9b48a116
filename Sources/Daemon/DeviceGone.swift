// SPDX-License-Identifier: MIT
/// A live device that went away: its name and the error reading it gave (unplugged, revoked).
/// `description` is what the daemon logs.
struct DeviceGone: Error, CustomStringConvertible {
    /// The device's name.
    var device: String
    /// Why reading it stopped.
    var reason: any Error

    var description: String { "\(device): \(reason)" }
}
