// SPDX-License-Identifier: MIT
import Contacts
import Devices
import Testing

@Suite struct DeviceKindTests {
    @Test func touchscreensAndTabletsAreUsed() {
        #expect(DeviceKind(udevProperties: ["ID_INPUT": "1", "ID_INPUT_TOUCHSCREEN": "1"]) == .touchscreen)
        #expect(DeviceKind(udevProperties: ["ID_INPUT": "1", "ID_INPUT_TABLET": "1"]) == .tablet)
    }

    /// Touchpads are listed (and read for force clicks when asked): a Wacom tablet's finger
    /// interface is a touchpad, not a tablet.
    @Test func touchpadsAreTouchpads() {
        #expect(DeviceKind(udevProperties: ["ID_INPUT": "1", "ID_INPUT_TOUCHPAD": "1"]) == .touchpad)
        #expect(DeviceKind(udevProperties: ["ID_INPUT": "1", "ID_INPUT_TABLET": "1", "ID_INPUT_TOUCHPAD": "1"]) == .touchpad)
    }

    @Test(arguments: [
        ["ID_INPUT": "1", "ID_INPUT_KEYBOARD": "1", "ID_INPUT_KEY": "1"],
        ["ID_INPUT": "1", "ID_INPUT_MOUSE": "1"],
        ["ID_INPUT": "1", "ID_INPUT_TABLET": "1", "ID_INPUT_TABLET_PAD": "1"],
        // A keyboard is never opened up, whatever else it claims (as the udev rule).
        ["ID_INPUT": "1", "ID_INPUT_TOUCHSCREEN": "1", "ID_INPUT_KEYBOARD": "1"],
        ["ID_INPUT": "1", "ID_INPUT_TOUCHPAD": "1", "ID_INPUT_KEYBOARD": "1"],
        ["ID_INPUT": "1", "ID_INPUT_TOUCHSCREEN": "0"],
        [:],
    ])
    func everythingElseIsNot(properties: [String: String]) {
        #expect(DeviceKind(udevProperties: properties) == nil)
    }

    @Test func infoComesOnlyForEventNodes() {
        let touch = ["ID_INPUT_TOUCHSCREEN": "1"]
        #expect(DeviceInfo(node: "/dev/input/event4", syspath: "/sys/x/event4", name: "Panel", properties: touch, readable: true)
            == DeviceInfo(node: "/dev/input/event4", syspath: "/sys/x/event4", name: "Panel", kind: .touchscreen, readable: true))
        #expect(DeviceInfo(node: "/dev/input/mouse0", syspath: "/sys/x/mouse0", name: "Panel", properties: touch, readable: true) == nil)
        #expect(DeviceInfo(node: "/dev/input/js0", syspath: "/sys/x/js0", name: "Panel", properties: touch, readable: false) == nil)
    }

    @Test func infoCarriesAValidCalibrationMatrix() throws {
        let info = try #require(DeviceInfo(node: "/dev/input/event4", syspath: "/sys/x", name: "Panel", properties: [
            "ID_INPUT_TOUCHSCREEN": "1", "LIBINPUT_CALIBRATION_MATRIX": "0 1 0 -1 0 1",
        ], readable: false))
        #expect(info.calibration == (try CalibrationMatrix(parsing: "0 1 0 -1 0 1")))
        #expect(info.calibrationNote == nil)
        #expect(info.readable == false)
    }

    @Test func infoIgnoresAnInvalidMatrixWithANote() throws {
        let info = try #require(DeviceInfo(node: "/dev/input/event4", syspath: "/sys/x", name: "Pen", properties: [
            "ID_INPUT_TABLET": "1", "LIBINPUT_CALIBRATION_MATRIX": "1 0 0 0 1",
        ], readable: true))
        #expect(info.kind == .tablet)
        #expect(info.calibration == nil)
        #expect(info.calibrationNote == "calibration matrix \"1 0 0 0 1\" is ignored: it needs 6 numbers (a b c d e f), it has 5")
    }
}
