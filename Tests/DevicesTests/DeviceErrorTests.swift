// SPDX-License-Identifier: MIT
@testable import Devices
import Glibc
import Testing

@Suite struct DeviceErrorTests {
    @Test func aMissingNodeIsNotFound() {
        let error = DeviceError.from(errno: ENOENT, node: "/dev/input/event9", action: "cannot open")
        #expect(error.kind == .notFound)
        #expect(error.description == "/dev/input/event9: cannot open: No such file or directory (unplugged, or a wrong path: `peekpop devices` lists the touch devices)")
        #expect(DeviceError.from(errno: ENODEV, node: "/dev/input/event9", action: "cannot open").kind == .notFound)
    }

    @Test func permissionCarriesTheUdevHint() {
        for code in [EACCES, EPERM] {
            let error = DeviceError.from(errno: code, node: "/dev/input/event9", action: "cannot open")
            #expect(error.kind == .permissionDenied)
            #expect(error.description.hasPrefix("/dev/input/event9: cannot open: "))
            #expect(error.description.hasSuffix(AccessHint.text))
        }
        #expect(AccessHint.text.contains("sudo make install-udev"))
        #expect(AccessHint.text.contains("udev-rules/70-peekpop.rules"))
    }

    @Test func anythingElseGivesTheErrnoText() {
        let error = DeviceError.from(errno: ENOTTY, node: "/dev/null", action: "cannot read it as an evdev device")
        #expect(error.kind == .failed)
        #expect(error.description == "/dev/null: cannot read it as an evdev device: Inappropriate ioctl for device")
    }

    @Test func openingSomethingThatIsNoEvdevNodeFails() {
        #expect(throws: DeviceError(.failed, node: "/dev/null", reason: "cannot read it as an evdev device: Inappropriate ioctl for device")) {
            try EvdevDevice(node: "/dev/null")
        }
        #expect(throws: DeviceError.from(errno: ENOENT, node: "/dev/input/no-such-event", action: "cannot open")) {
            try EvdevDevice(node: "/dev/input/no-such-event")
        }
    }
}
