// SPDX-License-Identifier: MIT
import Daemon
import Devices
import SystemCalls

/// A live device is what the daemon and the guided calibration read: declared here, where both
/// are wired to devices, so that neither `Devices` nor `Daemon` depends on the other.
extension EvdevDevice: InputSource {
    public var descriptor: FileDescriptor? { fileDescriptor }
}
