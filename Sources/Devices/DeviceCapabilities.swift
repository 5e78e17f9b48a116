// SPDX-License-Identifier: MIT
import InputEvents

/// What a device answers about itself, in libevdev's terms: the questions `DeviceDescription`
/// is built from. `EvdevDevice` answers from libevdev; tests answer from tables.
protocol DeviceCapabilities {
    var name: String { get }
    var id: DeviceID { get }
    func hasProperty(_ property: UInt16) -> Bool
    func hasType(_ type: UInt16) -> Bool
    /// The highest code of `type` (`libevdev_event_type_get_max`), nil for an unknown type.
    func maximumCode(ofType type: UInt16) -> UInt16?
    func hasCode(_ code: UInt16, type: UInt16) -> Bool
    func absInfo(_ code: UInt16) -> AbsInfo?
}

extension DeviceDescription {
    /// Everything `capabilities` reports: every property, every code of every type (`EV_SYN`
    /// included), the range, resolution and current value of every absolute axis.
    init(capabilities: some DeviceCapabilities) {
        var codes: [UInt16: Set<UInt16>] = [:]
        var absInfo: [UInt16: AbsInfo] = [:]
        for type in 0...EventType.max where capabilities.hasType(type) {
            var supported: Set<UInt16> = []
            if let maximum = capabilities.maximumCode(ofType: type) {
                for code in 0...maximum where capabilities.hasCode(code, type: type) {
                    supported.insert(code)
                    if type == EventType.abs, let info = capabilities.absInfo(code) { absInfo[code] = info }
                }
            }
            codes[type] = supported
        }
        self.init(name: capabilities.name, id: capabilities.id,
                  properties: Set((0...InputProperty.max).filter(capabilities.hasProperty)),
                  codes: codes, absInfo: absInfo)
    }
}
