// SPDX-License-Identifier: MIT
import HIDReports
import Testing

/// Reports read back as hid-core reads them.
@Suite struct ReportDecoderTests {
    /// The XPS's mouse report: relative X and Y, signed (`15 81 25 7f`).
    @Test func signedFieldsAreSignExtended() throws {
        let decoder = try ReportDecoder(HIDDeviceFixture.named("dell-xps-9360-touchpad").parsed())
        let decoded = try #require(decoder.decode([0x02, 0x01, 0xFB, 0x7F]))
        #expect(decoded.value(HIDUsage.button1) == 1)
        #expect(decoded.value(0x0009_0002) == 0)
        #expect(decoded.value(HIDUsage.x) == -5)
        #expect(decoded.value(HIDUsage.y) == 127)
    }

    /// Elan's report 96: an array of four usages from Logical Minimum 1; a value selects one.
    @Test func arrayValuesNameTheUsageTheySelect() throws {
        let decoder = try ReportDecoder(HIDDeviceFixture.named("elan-04f3-2a49").parsed())
        let decoded = try #require(decoder.decode([96, 0x01, 0x02]))
        #expect(decoded.values.map(\.usage) == [0x000D_0038, 0x000D_0082])
        #expect(decoded.values.map(\.value) == [1, 2])
        #expect(decoder.decode([96, 0x01, 0x00])?.values.map(\.usage) == [0x000D_0038])
    }

    @Test func unknownOrShortReportsAreNil() throws {
        let decoder = try ReportDecoder(HIDDeviceFixture.named("dell-xps-9360-touchpad").parsed())
        #expect(decoder.decode([0x05, 0x00]) == nil)
        #expect(decoder.decode([0x02, 0x00, 0x00]) == nil)
        #expect(decoder.decode([]) == nil)
        #expect(decoder.decode([0x08, 0x35], kind: .feature)?.values.map(\.value) == [5, 3])
    }

    @Test func wideFieldsReadTo64Bits() throws {
        let decoder = try ReportDecoder(ReportDescriptor(hex: "75 40 95 01 09 5b 81 02 75 48 81 02 15 80 25 7f 75 08 81 02"))
        let report: [UInt8] = [0xEF, 0xCD, 0xAB, 0x89, 0x67, 0x45, 0x23, 0xF1] + [UInt8](repeating: 0xFF, count: 9) + [0x80]
        let fields = decoder.descriptor.fields
        #expect(decoder.value(of: fields[0], in: report) == Int(bitPattern: 0xF123_4567_89AB_CDEF))
        #expect(decoder.value(of: fields[1], in: report) == nil)
        #expect(decoder.value(of: fields[2], in: report) == -128)
        #expect(decoder.value(of: fields[2], at: 1, in: report) == nil)
    }
}
