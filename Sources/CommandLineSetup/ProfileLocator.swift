// SPDX-License-Identifier: MIT
import Gestures
import InputEvents
import NumberFormat
import SystemCalls

/// Where device profiles live and which one applies to a device:
/// `$XDG_CONFIG_HOME/peekpop/devices/BUS-VENDOR-PRODUCT-NAME.json` (`~/.config` when unset),
/// as `peekpop calibrate` writes them. Used by `replay`, `devices` and the daemon.
public enum ProfileLocator {
    /// The folder of device profiles; nil when neither `XDG_CONFIG_HOME` nor `HOME` is set.
    public static func directory(environment: [String: String] = Environment.all) -> String? {
        // The XDG base directory spec: a relative XDG_CONFIG_HOME is invalid and ignored.
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return Files.join(config, "peekpop/devices")
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return Files.join(home, ".config/peekpop/devices")
    }

    /// `0003-056a-00ed-wacom-isdv4-e6-finger.json`: bus, vendor and product in hex, then the name
    /// in lower case with every run of other characters made one `-`.
    public static func fileName(for device: DeviceDescription) -> String {
        let hex = { (value: UInt16) in Digits.hex(UInt64(value), width: 4) }
        var slug = ""
        for scalar in device.name.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        let ids = [device.id.bustype, device.id.vendor, device.id.product].map(hex).joined(separator: "-")
        return ids + (slug.isEmpty ? "" : "-" + String(slug.prefix(80))) + ".json"
    }

    /// Where the profile of `device` is (or would be written).
    public static func path(for device: DeviceDescription, environment: [String: String] = Environment.all) -> String? {
        directory(environment: environment).map { Files.join($0, fileName(for: device)) }
    }

    /// The profile that applies to `device` and its path; nil when it has none.
    /// - Throws: `ProfileLookupError` when its profile exists but cannot be read or used.
    public static func profile(for device: DeviceDescription,
                               environment: [String: String] = Environment.all)
        throws(ProfileLookupError) -> (profile: ForceProfile, path: String)? {
        guard let path = path(for: device, environment: environment), Files.exists(path) else { return nil }
        let bytes: [UInt8]
        do throws(SystemCallError) {
            bytes = try Files.read(path)
        } catch {
            throw ProfileLookupError(path: path, reason: "cannot read it: \(error.reason)")
        }
        do throws(ForceProfileError) {
            return (try ForceProfile(json: bytes), path)
        } catch {
            throw ProfileLookupError(path: path, reason: "\(error)")
        }
    }
}

/// A device's profile file that exists but cannot be used.
public struct ProfileLookupError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String {
        "\(path): \(reason) (fix it, or calibrate again with peekpop calibrate)"
    }
}
