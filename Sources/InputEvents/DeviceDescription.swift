// SPDX-License-Identifier: MIT
/// The identity of a device: bus type, vendor, product and version (`struct input_id`).
public struct DeviceID: Hashable, Sendable {
    public var bustype: UInt16
    public var vendor: UInt16
    public var product: UInt16
    public var version: UInt16

    public init(bustype: UInt16, vendor: UInt16, product: UInt16, version: UInt16) {
        self.bustype = bustype
        self.vendor = vendor
        self.product = product
        self.version = version
    }
}

/// The range and resolution of one absolute axis (`struct input_absinfo`).
public struct AbsInfo: Hashable, Sendable {
    public var value: Int32
    public var minimum: Int32
    public var maximum: Int32
    public var fuzz: Int32
    public var flat: Int32
    /// Units per millimetre (units per radian for rotation axes); 0 when the device does not say.
    public var resolution: Int32

    public init(value: Int32 = 0, minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.fuzz = fuzz
        self.flat = flat
        self.resolution = resolution
    }

    /// `maximum - minimum`, computed without overflow.
    public var span: Int64 { Int64(maximum) - Int64(minimum) }

    /// Where `raw` lies between minimum (0) and maximum (1), clamped; 0 for an empty range.
    public func normalised(_ raw: Int32) -> Double {
        guard span > 0 else { return 0 }
        return min(1, max(0, Double(Int64(raw) - Int64(minimum)) / Double(span)))
    }

    /// The axis length in millimetres, or nil when the device reports no resolution.
    public var lengthMillimetres: Double? {
        resolution > 0 && span > 0 ? Double(span) / Double(resolution) : nil
    }
}

/// Everything a recording or a device says about itself: name, ids, properties, supported
/// codes and absolute axes. Equal descriptions describe the same device.
public struct DeviceDescription: Hashable, Sendable {
    public var name: String
    public var id: DeviceID
    /// `INPUT_PROP_*` bits that are set.
    public var properties: Set<UInt16>
    /// Supported codes per event type (`EV_SYN` included, as the kernel reports it).
    public var codes: [UInt16: Set<UInt16>]
    /// Absolute axes: range and resolution, keyed by `ABS_*` code.
    public var absInfo: [UInt16: AbsInfo]

    public init(name: String, id: DeviceID, properties: Set<UInt16> = [], codes: [UInt16: Set<UInt16>] = [:], absInfo: [UInt16: AbsInfo] = [:]) {
        self.name = name
        self.id = id
        self.properties = properties
        self.codes = codes
        self.absInfo = absInfo
    }

    public func supports(type: UInt16, code: UInt16) -> Bool {
        codes[type]?.contains(code) ?? false
    }

    public func hasProperty(_ property: UInt16) -> Bool { properties.contains(property) }
}
