// SPDX-License-Identifier: MIT
import Devices
import SystemCalls
#if canImport(Glibc)
import Glibc
#endif

/// A failure of the player, with the path it concerns, the reason and the sysexits code to leave with.
struct UinputError: Error, CustomStringConvertible {
    var status: Int32
    var message: String

    init(_ status: Int32, _ message: String) {
        self.status = status
        self.message = message
    }

    /// A failed call on `path` that returned `-errno` (libevdev's convention) or set `errno`.
    /// `module` is the kernel module that makes `path` (uinput, uhid).
    static func system(_ what: String, path: String, errno code: Int32, module: String = "uinput") -> UinputError {
        let reason = Errno(code).description
        switch code {
        case EACCES, EPERM:
            return UinputError(77, "\(path): \(what): \(reason): run as root, or install the udev rules (`make install-udev`, see udev-rules/70-peekpop.rules)")
        case ENOENT, ENODEV:
            return UinputError(69, "\(path): \(what): \(reason): load the \(module) module (`modprobe \(module)`)")
        default:
            return UinputError(71, "\(path): \(what): \(reason)")
        }
    }

    /// A device read back that cannot be opened or read, with the status its errno earns.
    init(_ error: DeviceError) {
        switch error.kind {
        case .permissionDenied: self.init(77, "\(error)")
        case .notFound, .wentAway: self.init(69, "\(error)")
        case .failed: self.init(71, "\(error)")
        }
    }

    var description: String { message }
}
