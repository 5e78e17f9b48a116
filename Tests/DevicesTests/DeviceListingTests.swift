// SPDX-License-Identifier: MIT
import Contacts
import Devices
import Foundation
import InputEvents
import Testing

@Suite struct DeviceListingTests {
    static let pen = DeviceDescription(
        name: "Wacom ISDv4 E6 Pen", id: DeviceID(bustype: 3, vendor: 0x56a, product: 0xe6, version: 0x100),
        properties: [InputProperty.direct],
        codes: [EventType.key: [KeyCode.btnToolPen, KeyCode.btnTouch], EventType.abs: [AbsCode.x, AbsCode.y, AbsCode.pressure]],
        absInfo: [AbsCode.x: AbsInfo(minimum: 0, maximum: 27760, resolution: 100),
                  AbsCode.y: AbsInfo(minimum: 0, maximum: 15694, resolution: 100),
                  AbsCode.pressure: AbsInfo(minimum: 0, maximum: 255)])

    static let panel = DeviceDescription(
        name: "eGalax Touch", id: DeviceID(bustype: 3, vendor: 0xeef, product: 1, version: 1),
        codes: [EventType.abs: [AbsCode.x, AbsCode.y, AbsCode.mtSlot, AbsCode.mtPositionX, AbsCode.mtPositionY]],
        absInfo: [AbsCode.x: AbsInfo(minimum: 0, maximum: 2047), AbsCode.y: AbsInfo(minimum: 0, maximum: 2047),
                  AbsCode.mtSlot: AbsInfo(minimum: 0, maximum: 9),
                  AbsCode.mtPositionX: AbsInfo(minimum: 0, maximum: 4095),
                  AbsCode.mtPositionY: AbsInfo(minimum: 0, maximum: 4095)])

    static let penInfo = DeviceInfo(node: "/dev/input/event5", syspath: "/sys/devices/pci/input/input9/event5",
                                    name: "Wacom ISDv4 E6 Pen", kind: .tablet, readable: true)

    @Test func aReadableTabletWithResolutionAndPressure() {
        let listing = DeviceListing(entries: [.init(info: Self.penInfo, description: Self.pen)])
        #expect(listing.text == """
            /dev/input/event5: Wacom ISDv4 E6 Pen (tablet)
              x           ABS_X 0…27760, 100 units/mm
              y           ABS_Y 0…15694, 100 units/mm
              size        277.6 × 156.9 mm
              pressure    ABS_PRESSURE 0…255, no resolution
              access      readable
            """)
    }

    @Test func aPanelWithoutResolutionOrPressureWithACalibration() throws {
        let info = DeviceInfo(node: "/dev/input/event3", syspath: "/sys/x/event3", name: "eGalax Touch", kind: .touchscreen,
                              calibration: try CalibrationMatrix(parsing: "0 1 0 -1 0 1"), readable: true)
        let listing = DeviceListing(entries: [.init(info: info, description: Self.panel)])
        #expect(listing.text == """
            /dev/input/event3: eGalax Touch (touchscreen)
              x           ABS_MT_POSITION_X 0…4095, no resolution
              y           ABS_MT_POSITION_Y 0…4095, no resolution
              size        unknown (no resolution): distances fall back to fractions of the surface
              pressure    none: peek by long press, no pop
              calibration 0 1 0 -1 0 1 (LIBINPUT_CALIBRATION_MATRIX)
              access      readable
            """)
    }

    static func touchpad(pressure: Bool, click: Bool) -> DeviceDescription {
        var abs: [UInt16: AbsInfo] = [AbsCode.mtSlot: AbsInfo(minimum: 0, maximum: 4),
                                      AbsCode.mtPositionX: AbsInfo(minimum: -3678, maximum: 3934, resolution: 94),
                                      AbsCode.mtPositionY: AbsInfo(minimum: -2478, maximum: 2587, resolution: 90)]
        if pressure { abs[AbsCode.mtPressure] = AbsInfo(minimum: 0, maximum: 253) }
        return DeviceDescription(
            name: "Apple Inc. Magic Trackpad 2", id: DeviceID(bustype: 3, vendor: 0x5ac, product: 0x265, version: 1),
            properties: [InputProperty.pointer, InputProperty.buttonpad],
            codes: [EventType.key: click ? [KeyCode.btnLeft, KeyCode.btnToolFinger, KeyCode.btnTouch] : [KeyCode.btnToolFinger, KeyCode.btnTouch],
                    EventType.abs: Set(abs.keys)],
            absInfo: abs)
    }

    /// A touchpad says whether it can force-click, and if not, why; in the JSON as well.
    @Test(arguments: [
        (true, true, "yes: read with `peekpop run --touchpads`"),
        (false, true, "no: it reports no pressure (no ABS_MT_PRESSURE or ABS_PRESSURE), so a deeper press cannot be told from a click"),
        (true, false, "no: it has no click of its own (no BTN_LEFT): only taps, which are no force click"),
    ])
    func aTouchpadSaysWhetherItCanForceClick(pressure: Bool, click: Bool, says: String) throws {
        let info = DeviceInfo(node: "/dev/input/event7", syspath: "/sys/x/event7", name: "Apple Inc. Magic Trackpad 2", kind: .touchpad, readable: true)
        let listing = DeviceListing(entries: [.init(info: info, description: Self.touchpad(pressure: pressure, click: click))])
        #expect(listing.text.contains("/dev/input/event7: Apple Inc. Magic Trackpad 2 (touchpad)"))
        #expect(listing.text.contains("\n  force click \(says)\n"))
        #expect(listing.text.contains("pressure    " + (pressure ? "ABS_MT_PRESSURE 0…253, no resolution" : "none") + "\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(listing.json().utf8)) as? [[String: Any]]).first
        #expect(object?["forceClick"] as? Bool == (pressure && click))
        #expect((object?["forceClickObstacle"] as? String) == (pressure && click ? nil : String(says.dropFirst(4))))
    }

    @Test func anUnreadableDeviceSaysWhatToDo() {
        let info = DeviceInfo(node: "/dev/input/event9", syspath: "/sys/x/event9", name: "Touch", kind: .touchscreen,
                              calibrationNote: "calibration matrix \"1\" is ignored: it needs 6 numbers (a b c d e f), it has 1",
                              readable: false)
        let text = DeviceListing(entries: [.init(info: info, description: nil)]).text
        #expect(text.hasPrefix("""
            /dev/input/event9: Touch (touchscreen)
              axes        unknown until this user can read the device
              calibration calibration matrix "1" is ignored: it needs 6 numbers (a b c d e f), it has 1
              access      not readable by this user: run `sudo make install-udev`
            """))
        #expect(text.contains("udev-rules/70-peekpop.rules"))
        #expect(text.contains("log out and back in, or unplug and replug"))
        #expect(text.contains("`input` group"))
    }

    @Test func aDeviceThatFailedToOpenSaysWhy() {
        let listing = DeviceListing(entries: [.init(info: Self.penInfo, description: nil, openError: "cannot open: No such device")])
        #expect(listing.text.contains("  axes        unknown: cannot open: No such device\n"))
    }

    @Test func devicesAreSeparatedByABlankLine() {
        let listing = DeviceListing(entries: [.init(info: Self.penInfo, description: Self.pen),
                                              .init(info: Self.penInfo, description: Self.pen)])
        #expect(listing.text.components(separatedBy: "\n\n").count == 2)
    }

    @Test func jsonForMachines() throws {
        let info = DeviceInfo(node: "/dev/input/event3", syspath: "/sys/x/event3", name: "eGalax Touch", kind: .touchscreen,
                              calibration: try CalibrationMatrix(parsing: "0 1 0 -1 0 1"), readable: true)
        let listing = DeviceListing(entries: [.init(info: Self.penInfo, description: Self.pen),
                                              .init(info: info, description: Self.panel),
                                              .init(info: Self.penInfo, description: nil, openError: "gone")])
        let json = listing.json()
        #expect(!json.contains("\n"))
        // Keys sorted, slashes as they are (as JSONEncoder wrote it with .sortedKeys, .withoutEscapingSlashes).
        #expect(json.hasPrefix(#"[{"hasPressure":true,"heightMillimetres":"#))
        #expect(json.contains(#""node":"/dev/input/event5""#))
        let devices = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(devices.count == 3)
        #expect(devices[0]["node"] as? String == "/dev/input/event5")
        #expect(devices[0]["kind"] as? String == "tablet")
        #expect(devices[0]["readable"] as? Bool == true)
        #expect(devices[0]["hasPressure"] as? Bool == true)
        #expect(devices[0]["widthMillimetres"] as? Double == 277.6)
        #expect((devices[0]["x"] as? [String: Any])?["resolution"] as? Int == 100)
        #expect((devices[0]["pressure"] as? [String: Any])?["code"] as? String == "ABS_PRESSURE")
        #expect(devices[0]["calibration"] == nil)
        #expect(devices[1]["calibration"] as? [Double] == [0, 1, 0, -1, 0, 1])
        #expect(devices[1]["hasPressure"] as? Bool == false)
        #expect(devices[1]["widthMillimetres"] == nil)
        #expect((devices[1]["x"] as? [String: Any])?["code"] as? String == "ABS_MT_POSITION_X")
        #expect(devices[2]["error"] as? String == "gone")
        #expect(devices[2]["x"] == nil && devices[2]["hasPressure"] == nil)
    }

    @Test func noDeviceSaysTheLikeliestReason() {
        #expect(InputSurvey(hasInputDirectory: false, eventNodes: 0, classified: 0).noDeviceMessage
            == "no touchscreen or pen tablet found: there is no /dev/input/event* (no input devices here, as in a container, or the evdev module is not loaded: `sudo modprobe evdev`)")
        #expect(InputSurvey(hasInputDirectory: true, eventNodes: 4, classified: 0).noDeviceMessage
            == "no touchscreen or pen tablet found: udev has not classified 4 of the 4 input devices (no ID_INPUT properties: is systemd-udevd running?)")
        #expect(InputSurvey(hasInputDirectory: true, eventNodes: 4, classified: 4).noDeviceMessage
            == "no touchscreen or pen tablet found among the 4 input devices (keyboards, mice, touchpads…)")
        for message in [InputSurvey(hasInputDirectory: false, eventNodes: 0, classified: 0).noDeviceMessage] {
            #expect(!message.contains("\n"))
        }
    }
}
