// SPDX-License-Identifier: MIT
import CommandLineSetup
import CommandLineSupport
import Contacts
import Daemon
import Devices

/// The touchscreens and tablets `peekpop run` reads, and its touchpads that can force-click when
/// asked (`--touchpads`): those there when it starts and those plugged in later (udev's monitor on the daemon's loop). An unplugged device's gestures are cancelled by
/// the daemon when its read fails; it is read again when it comes back.
final class LiveDevices {
    private let daemon: Daemon
    private let profiles: DeviceProfiles
    private let discovery: DeviceDiscovery
    private let monitor: UdevMonitor
    private let log: (String) -> Void
    private let touchpads: Bool
    /// Nodes being read now, so udev's `change` (reported as added) does not open one twice.
    private var reading: Set<String> = []

    /// Starts watching udev, then opens every device already there (in that order, so none
    /// plugged in between is missed).
    init(daemon: Daemon, profiles: DeviceProfiles, touchpads: Bool, log: @escaping (String) -> Void) throws {
        self.daemon = daemon
        self.profiles = profiles
        self.touchpads = touchpads
        self.log = log
        do {
            discovery = try DeviceDiscovery()
            monitor = try discovery.monitor()
        } catch {
            throw CLIError(.unavailable, "\(error)")
        }
        try daemon.watch(monitor.fileDescriptor) { [unowned self] in
            while let change = monitor.receive() {
                switch change {
                case .added(let info): attach(info)
                case .removed(let node): reading.remove(node)
                }
            }
        }
        do {
            for info in try discovery.devices(touchpads: touchpads) { attach(info) }
        } catch {
            throw CLIError(.unavailable, "\(error)")
        }
        if reading.isEmpty {
            let kinds = touchpads ? "touchscreen, tablet or force-click touchpad" : "touchscreen or tablet"
            log("no \(kinds) yet (`peekpop devices` says why); waiting for one to be plugged in")
        }
    }

    /// Opens a device and hands it to the daemon; a device that cannot be read is reported and
    /// skipped, never fatal: the others keep working.
    private func attach(_ info: DeviceInfo) {
        guard !reading.contains(info.node), touchpads || info.kind != .touchpad else { return }
        if let note = info.calibrationNote { log("\(info.node): \(note)") }
        do {
            let device = try EvdevDevice(node: info.node)
            if info.kind == .touchpad, let obstacle = ForceClick.obstacle(on: device.description) {
                log("\(info.node): skipped: \(info.name) cannot force-click: \(obstacle)")
                return
            }
            try daemon.add(device, profile: profiles.profile(for: device.description), calibration: info.calibration ?? .identity)
            reading.insert(info.node)
            log("reading \(info.node) (\(info.name), \(info.kind))")
        } catch let error as UnsupportedDevice {
            log("\(info.node): skipped: \(error)")
        } catch {
            log("\(info.node): skipped: \(error)")
        }
    }
}
