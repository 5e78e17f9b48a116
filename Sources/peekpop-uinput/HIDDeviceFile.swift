// SPDX-License-Identifier: MIT
import JSON
import SystemCalls

/// A real device as a data file (`Recordings/hid-devices/*.json`): its ids, its HID report
/// descriptor as the hardware sends it, where that came from, and what it answers the kernel.
struct HIDDeviceFile {
    /// Which driver's reports the device sends: any descriptor-driven device's own (hid-multitouch
    /// binds it by its descriptor), or the Magic Trackpad 2's raw report 0x31 (hid-magicmouse
    /// parses it by hand; Apple's descriptor is not public).
    enum Reports: String { case descriptor, magicTrackpad2 = "magic-trackpad-2" }

    var path: String
    var name: String
    var bus: UInt16
    var vendor: UInt32
    var product: UInt32
    var version: UInt32
    var descriptor: [UInt8]
    var reports: Reports
    /// What the device says its Contact Count Maximum is (default: its Finger collections).
    var contactMax: Int?
    /// The PTP Button Type feature: 0 clickpad, 1 pressurepad, 2 discrete buttons.
    var buttonType: Int?

    static let buses: [String: UInt16] = ["usb": 0x03, "bluetooth": 0x05, "i2c": 0x18]

    /// Reads and checks the file at `path`.
    /// - Throws: `UinputError` 66 when it cannot be read, 65 `PATH: reason` when it is not a device file.
    static func load(_ path: String) throws(UinputError) -> HIDDeviceFile {
        let bytes: [UInt8]
        do {
            bytes = try Files.read(path)
        } catch {
            throw UinputError(66, "\(error)")
        }
        let json: JSONValue
        do {
            json = try JSONValue(parsing: bytes)
        } catch {
            throw UinputError(65, "\(path): \(error)")
        }
        func malformed(_ reason: String) -> UinputError { UinputError(65, "\(path): \(reason)") }
        func text(_ key: String) throws(UinputError) -> String {
            guard let value = json[key]?.stringValue else { throw malformed("no \"\(key)\" string") }
            return value
        }
        func hexNumber(_ key: String, max: UInt32) throws(UinputError) -> UInt32 {
            guard let value = UInt32(try text(key), radix: 16), value <= max else { throw malformed("\"\(key)\" is not a hex number up to \(String(max, radix: 16))") }
            return value
        }
        let busName = try text("bus")
        guard let bus = buses[busName] else { throw malformed("unknown bus \"\(busName)\" (one of \(buses.keys.sorted().joined(separator: ", ")))") }
        let descriptorText = try text("descriptor")
        let descriptor = descriptorText.split(separator: " ").map { UInt8($0, radix: 16) }
        guard !descriptor.isEmpty, descriptor.count <= UhidMessage.dataMax, !descriptor.contains(nil) else {
            throw malformed("\"descriptor\" is not 1 to \(UhidMessage.dataMax) hex bytes separated by spaces")
        }
        let reportsName = json["reports"]?.stringValue ?? Reports.descriptor.rawValue
        guard let reports = Reports(rawValue: reportsName) else { throw malformed("unknown \"reports\" \"\(reportsName)\"") }
        return HIDDeviceFile(path: path, name: try text("name"), bus: bus, vendor: try hexNumber("vendor", max: 0xffff),
                             product: try hexNumber("product", max: 0xffff),
                             version: json["version"] == nil ? 0 : try hexNumber("version", max: 0xffff),
                             descriptor: descriptor.compactMap { $0 }, reports: reports,
                             contactMax: json["contactMax"]?.integerValue, buttonType: json["buttonType"]?.integerValue)
    }
}
