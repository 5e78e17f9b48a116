// SPDX-License-Identifier: MIT
@testable import Devices
import InputEvents
import Testing

/// Answers like libevdev's, from a table: what `EvdevDevice` builds its description from.
struct FakeCapabilities: DeviceCapabilities {
    var name = "Fake pen"
    var id = DeviceID(bustype: 3, vendor: 0x56a, product: 0xe6, version: 0x100)
    var properties: Set<UInt16> = [InputProperty.direct]
    var codes: [UInt16: Set<UInt16>] = [:]
    var axes: [UInt16: AbsInfo] = [:]
    /// Every absinfo libevdev would hand back, also for codes the device lacks (it does not).
    var strayAxes: [UInt16: AbsInfo] = [:]

    func hasProperty(_ property: UInt16) -> Bool { properties.contains(property) }
    func hasType(_ type: UInt16) -> Bool { codes[type] != nil }
    func maximumCode(ofType type: UInt16) -> UInt16? { InputEvents.maximumCode(ofType: type) }
    func hasCode(_ code: UInt16, type: UInt16) -> Bool { codes[type]?.contains(code) ?? false }
    func absInfo(_ code: UInt16) -> AbsInfo? { axes[code] ?? strayAxes[code] }
}

@Suite struct DescriptionBuildingTests {
    @Test func everyPropertyTypeCodeAndAxisIsTaken() {
        let x = AbsInfo(value: 17, minimum: 0, maximum: 27760, fuzz: 4, flat: 0, resolution: 100)
        let pressure = AbsInfo(minimum: 0, maximum: 2047)
        let fake = FakeCapabilities(
            properties: [InputProperty.direct, InputProperty.pointer],
            codes: [EventType.syn: [SynCode.report, SynCode.config, SynCode.dropped],
                    EventType.key: [KeyCode.btnTouch, KeyCode.btnToolPen, KeyCode.btnStylus, KeyCode.max],
                    EventType.abs: [AbsCode.x, AbsCode.pressure],
                    EventType.msc: [0x04]],
            axes: [AbsCode.x: x, AbsCode.pressure: pressure])
        let description = DeviceDescription(capabilities: fake)
        #expect(description == DeviceDescription(
            name: "Fake pen", id: fake.id, properties: [InputProperty.direct, InputProperty.pointer],
            codes: fake.codes, absInfo: [AbsCode.x: x, AbsCode.pressure: pressure]))
    }

    @Test func axesAreTakenOnlyForSupportedCodes() {
        let fake = FakeCapabilities(codes: [EventType.syn: [SynCode.report], EventType.abs: [AbsCode.y]],
                                    axes: [AbsCode.y: AbsInfo(minimum: 0, maximum: 10)],
                                    strayAxes: [AbsCode.x: AbsInfo(minimum: 0, maximum: 99)])
        #expect(DeviceDescription(capabilities: fake).absInfo == [AbsCode.y: AbsInfo(minimum: 0, maximum: 10)])
    }

    @Test func aTypeWithNoCodesIsStillListed() {
        // EV_REP, say, has no codes libevdev would list here; the type itself is still supported.
        let fake = FakeCapabilities(codes: [EventType.syn: [SynCode.report], 0x1e: []])
        #expect(DeviceDescription(capabilities: fake).codes == [EventType.syn: [SynCode.report], 0x1e: []])
    }
}
