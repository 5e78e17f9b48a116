// SPDX-License-Identifier: MIT
import CommandLineSupport
import Gestures
import InputEvents

/// The thresholds each device gets: `--profile` for every device when given, else the profile
/// `peekpop calibrate` wrote for that device (said on stderr), else the defaults.
public struct DeviceProfiles {
    /// The profile given with `--profile`.
    public let override: ForceProfile?

    /// Reads the `--profile` file when there is one.
    public init(profilePath: String?) throws {
        override = try profilePath.map(ReplaySetup.loadProfile)
    }

    public func profile(for device: DeviceDescription) throws -> ForceProfile {
        if let override { return override }
        do {
            guard let (profile, path) = try ProfileLocator.profile(for: device) else { return ForceProfile() }
            Note.print("\(device.name): using the calibrated profile \(path)")
            return profile
        } catch {
            throw CLIError(.dataError, "\(device.name): \(error)")
        }
    }
}
