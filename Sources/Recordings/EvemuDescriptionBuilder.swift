// SPDX-License-Identifier: MIT
import InputEvents

/// Collects the `P:`, `B:` and `A:` lines of an evemu description into a `DeviceDescription`,
/// as libevdev would hold it after evemu enabled each bit.
struct EvemuDescriptionBuilder {
    private let name: String
    private let id: DeviceID
    private var propertyBytes = 0
    private var properties: Set<UInt16> = []
    /// Mask bytes seen so far per event type: a type's `B:` lines continue one another.
    private var maskBytes = [Int](repeating: 0, count: Int(EventType.max) + 1)
    private var codes: [UInt16: Set<UInt16>] = [:]
    private var absInfo: [UInt16: AbsInfo] = [:]

    init(name: String, id: DeviceID) {
        self.name = name
        self.id = id
    }

    mutating func addProperties(_ bits: UInt64) {
        for bit in Self.setBits(bits) {
            let property = propertyBytes * 8 + bit
            if property <= Int(InputProperty.max) { properties.insert(UInt16(property)) }
        }
        propertyBytes += EvemuFormat.bytesPerMaskLine
    }

    /// `type` must be at most `EV_MAX`.
    mutating func addMask(type: UInt16, bits: UInt64) {
        let offset = maskBytes[Int(type)] * 8
        for bit in Self.setBits(bits) where EvemuFormat.keepsCode(offset + bit, ofType: type) {
            codes[type, default: []].insert(UInt16(offset + bit))
        }
        maskBytes[Int(type)] += EvemuFormat.bytesPerMaskLine
    }

    mutating func setAbsInfo(_ info: AbsInfo, code: UInt16) {
        absInfo[code] = info
    }

    /// The description; axis ranges of axes the masks do not enable are dropped, as libevdev ignores them.
    func build() -> DeviceDescription {
        let axes = codes[EventType.abs] ?? []
        return DeviceDescription(
            name: name, id: id, properties: properties, codes: codes,
            absInfo: absInfo.filter { axes.contains($0.key) })
    }

    private static func setBits(_ bits: UInt64) -> [Int] {
        (0..<64).filter { bits & (1 << UInt64($0)) != 0 }
    }
}
