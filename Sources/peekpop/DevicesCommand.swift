// SPDX-License-Identifier: MIT
import CommandLineSetup
import CommandLineDocs
import CommandLineOptions
import CommandLineSupport
import Devices
import InputEvents

/// `peekpop devices`: the touchscreens, tablets and touchpads here, their axes, pressure and access.
enum DevicesCommand {
    static let doc = CommandDoc(
        name: "devices",
        summary: "list touchscreens, pen tablets and touchpads: axes, pressure, force click, access",
        synopsis: ["[--json]"],
        description: ["""
            Lists every touchscreen, pen tablet and touchpad udev knows (ID_INPUT_TOUCHSCREEN, \
            ID_INPUT_TABLET or ID_INPUT_TOUCHPAD; never keyboards or a tablet's button pad): its event node, \
            name and kind; for a touchpad, whether it can force-click (it needs pressure and a click of its \
            own) and if not, why; the \
            position and pressure axes with range and resolution, and the surface size in millimetres \
            (a device without resolution gets distances as fractions of the surface instead); udev's \
            calibration matrix (LIBINPUT_CALIBRATION_MATRIX) if any; the force profile that applies (one \
            `peekpop calibrate` wrote for it, or the defaults); and whether you can read it, and if not, \
            what to do. Axes and profile are known only for devices you can read.
            """],
        options: [
            DocumentedOption(SharedOptions.json, """
                one JSON array instead, an object per device (node, syspath, name, kind, readable, \
                calibration, x, y, pressure, hasPressure, widthMillimetres, heightMillimetres, profile, \
                forceClick, forceClickObstacle; \
                a key is absent when unknown or not applicable).
                """),
        ],
        exitStatus: "0 listed, 64 wrong usage, 69 no touchscreen, tablet or touchpad found")

    static func run(_ arguments: ParsedArguments) throws {
        let json = arguments.flag(SharedOptions.json)
        try arguments.noOperands()
        let discovery = try cli { try DeviceDiscovery() }
        let devices = try cli { try discovery.devices(touchpads: true) }
        guard !devices.isEmpty else { throw try noDevice(discovery) }
        let listing = DeviceListing(entries: devices.map { info in
            guard info.readable else { return DeviceListing.Entry(info: info, description: nil) }
            do throws(DeviceError) {
                let description = try EvdevDevice(node: info.node).description
                return DeviceListing.Entry(info: info, description: description, profile: profileText(for: description, node: info.node))
            } catch {
                return DeviceListing.Entry(info: info, description: nil, openError: error.reason)
            }
        })
        var output = FileOutput.standardOutput()
        try output.writeLine(json ? listing.json() : listing.text)
        try output.flush()
    }

    /// Exit 69 with the likeliest reason no device was found.
    /// Which thresholds the device gets, as `replay` and `run` would choose them.
    static func profileText(for device: DeviceDescription, node: String) -> String {
        do {
            if let (_, path) = try ProfileLocator.profile(for: device) { return "\(path) (calibrated)" }
            return "defaults (no calibrated profile; `peekpop calibrate --device \(node)` makes one)"
        } catch {
            return "defaults: \(error)"
        }
    }

    static func noDevice(_ discovery: DeviceDiscovery) throws -> CLIError {
        CLIError(.unavailable, try cli { try discovery.survey() }.noDeviceMessage)
    }

    /// Runs `body`, turning a `DeviceError` into the exit status and message it deserves.
    static func cli<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DeviceError {
            throw CLIError(error)
        }
    }
}

extension CLIError {
    /// 66 for a node that cannot be found or opened, 77 for permission (the message carries the
    /// udev-rules hint), 69 for a device that went away or udev (or signal handling) failing.
    init(_ error: DeviceError) {
        let code: ExitCode
        switch error.kind {
        case .notFound: code = .noInput
        case .permissionDenied: code = .noPermission
        case .wentAway: code = .unavailable
        case .failed: code = error.node.hasPrefix("/") ? .noInput : .unavailable
        }
        self.init(code, error.description)
    }
}
