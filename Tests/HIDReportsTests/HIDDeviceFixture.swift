// SPDX-License-Identifier: MIT
import Foundation
import HIDReports
import JSON
import Testing

/// One device of `Recordings/hid-devices`: a real device's descriptor (from the kernel's HID
/// selftests) and what its file says beside it.
struct HIDDeviceFixture: CustomStringConvertible {
    /// The file's name without `.json`.
    var file: String
    var descriptor: [UInt8]
    var contactMax: Int?
    var buttonType: Int?

    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Recordings/hid-devices")

    /// Every device file, sorted by name.
    static func all() throws -> [HIDDeviceFixture] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
            .map { try named(String($0.dropLast(5))) }
    }

    static func named(_ file: String) throws -> HIDDeviceFixture {
        let json = try JSONValue(parsing: [UInt8](Data(contentsOf: directory.appendingPathComponent("\(file).json"))))
        let hex = try #require(json["descriptor"]?.stringValue, "\(file).json has no descriptor")
        let descriptor = try hex.split(separator: " ").map { try #require(UInt8($0, radix: 16), "\(file).json: '\($0)'") }
        return HIDDeviceFixture(file: file, descriptor: descriptor, contactMax: json["contactMax"]?.integerValue,
                                buttonType: json["buttonType"]?.integerValue)
    }

    func parsed() throws -> ReportDescriptor { try ReportDescriptor(bytes: descriptor) }

    var description: String { file }
}
