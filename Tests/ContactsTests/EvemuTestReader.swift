// SPDX-License-Identifier: MIT
import Contacts
import Foundation
import InputEvents
import TestSupport

/// A tiny evemu reader for these tests only (the real one lives in Recordings): `N:`, `I:`, `P:`,
/// `B:` and `A:` lines for the description, `E:` lines for events; everything else is skipped.
struct EvemuTestReader {
    var description: DeviceDescription?
    var events: [InputEvent] = []

    init(text: String) {
        var name: String?
        var id = DeviceID(bustype: 0, vendor: 0, product: 0, version: 0)
        var properties = Set<UInt16>()
        var propertyByte = 0
        var codes: [UInt16: Set<UInt16>] = [:]
        var byteOffset: [UInt16: Int] = [:]
        var absInfo: [UInt16: AbsInfo] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            let fields = line.split(separator: "#", maxSplits: 1).first.map { $0.split(whereSeparator: \.isWhitespace) } ?? []
            guard let tag = fields.first else { continue }
            let hex = fields.dropFirst().map { UInt64($0, radix: 16) ?? 0 }
            switch tag {
            case "N:":
                name = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
            case "I:" where hex.count == 4:
                id = DeviceID(bustype: UInt16(hex[0]), vendor: UInt16(hex[1]), product: UInt16(hex[2]), version: UInt16(hex[3]))
            case "P:":
                for byte in hex {
                    for bit in 0..<8 where byte & (1 << bit) != 0 { properties.insert(UInt16(propertyByte * 8 + bit)) }
                    propertyByte += 1
                }
            case "B:" where hex.count > 1:
                let type = UInt16(hex[0])
                let offset = byteOffset[type, default: 0]
                for (index, byte) in hex.dropFirst().enumerated() {
                    for bit in 0..<8 where byte & (1 << bit) != 0 {
                        codes[type, default: []].insert(UInt16((offset + index) * 8 + bit))
                    }
                }
                byteOffset[type] = offset + hex.count - 1
            case "A:" where fields.count >= 6:
                let numbers = fields.dropFirst(2).map { Int32($0) ?? 0 }
                absInfo[UInt16(hex[0])] = AbsInfo(
                    minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3],
                    resolution: numbers.count > 4 ? numbers[4] : 0)
            case "E:" where fields.count >= 5:
                let time = fields[1].split(separator: ".")
                let seconds = Int64(time.first ?? "0") ?? 0
                let micros = time.count > 1 ? Int64(time[1]) ?? 0 : 0
                events.append(InputEvent(
                    time: Timestamp(microseconds: seconds * 1_000_000 + micros),
                    type: UInt16(hex[1]), code: UInt16(hex[2]), value: Int32(fields[4]) ?? 0))
            default:
                continue
            }
        }
        if let name {
            description = DeviceDescription(name: name, id: id, properties: properties, codes: codes, absInfo: absInfo)
        }
    }

    /// Reads `path` below the shared recordings; nil when that folder or file is missing.
    static func shared(_ path: String) -> EvemuTestReader? {
        guard let root = TestData.sharedRecordings,
              let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { return nil }
        return EvemuTestReader(text: text)
    }

    /// Every recording below the shared recordings, with its description: its own, or the `.desc`,
    /// `.prop` or `.device` file beside it whose name is the longest prefix of its name.
    static func allRecordings() -> [(path: String, recording: EvemuTestReader, device: DeviceDescription)] {
        guard let root = TestData.sharedRecordings else { return [] }
        let descriptions = TestData.files(under: root, endingWith: [".desc", ".prop", ".device"])
        return TestData.files(under: root, endingWith: [".events", ".event"]).compactMap { url in
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
            let recording = EvemuTestReader(text: text)
            let companion = descriptions
                .filter { $0.deletingLastPathComponent() == url.deletingLastPathComponent()
                    && url.lastPathComponent.hasPrefix($0.deletingPathExtension().lastPathComponent) }
                .max { $0.lastPathComponent.count < $1.lastPathComponent.count }
            guard let device = recording.description
                ?? companion.flatMap({ try? String(contentsOf: $0, encoding: .utf8) }).flatMap({ EvemuTestReader(text: $0).description })
            else { return nil }
            return (String(url.path.dropFirst(root.path.count + 1)), recording, device)
        }
    }

    /// The frames of the events file `events`, described by `description` (a `.desc`, `.prop` or
    /// `.device` file) or by itself; nil when a file is missing.
    static func frames(_ events: String, description: String? = nil) throws -> [TouchFrame]? {
        guard let recording = shared(events),
              let device = description.map(shared) ?? recording,
              let described = device.description else { return nil }
        var tracker = try ContactTracker(device: described)
        return recording.events.compactMap { tracker.handle($0) }
    }
}
