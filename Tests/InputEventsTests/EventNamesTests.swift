// SPDX-License-Identifier: MIT
import Testing
@testable import InputEvents

@Suite struct EventNamesTests {
    @Test func namesComeFromLibevdev() {
        #expect(EventNames.typeName(EventType.abs) == "EV_ABS")
        #expect(EventNames.codeName(type: EventType.abs, code: AbsCode.mtSlot) == "ABS_MT_SLOT")
        #expect(EventNames.codeName(type: EventType.key, code: KeyCode.btnTouch) == "BTN_TOUCH")
        #expect(EventNames.propertyName(InputProperty.direct) == "INPUT_PROP_DIRECT")
    }

    @Test func codesComeBackFromNames() {
        #expect(EventNames.type(named: "EV_KEY") == EventType.key)
        #expect(EventNames.code(named: "ABS_MT_TRACKING_ID", type: EventType.abs) == AbsCode.mtTrackingID)
        #expect(EventNames.code(named: "NOT_A_CODE", type: EventType.abs) == nil)
    }

    @Test func timestampsPrintAsSecondsWithMicroseconds() {
        #expect(Timestamp(microseconds: 1_299_660_550_563_177).description == "1299660550.563177")
        #expect(Timestamp(microseconds: 5).description == "0.000005")
        #expect(Timestamp(microseconds: -1_500_000).description == "-1.500000")
    }

    @Test func absInfoNormalisesAndMeasures() {
        let axis = AbsInfo(minimum: 0, maximum: 9600, resolution: 40)
        #expect(axis.normalised(4800) == 0.5)
        #expect(axis.normalised(-5) == 0)
        #expect(axis.normalised(20000) == 1)
        #expect(axis.lengthMillimetres == 240)
        #expect(AbsInfo(minimum: 0, maximum: 100).lengthMillimetres == nil)
        #expect(AbsInfo(minimum: 5, maximum: 5).normalised(5) == 0)
        #expect(AbsInfo(minimum: .min, maximum: .max).span == Int64(UInt32.max))
    }
}
