// SPDX-License-Identifier: MIT
import HIDReports
import Testing

/// Pen frames into the USI pens' reports of the Goodix and Elan touch screens.
@Suite struct PenReportEncoderTests {
    /// Elan's report 7 byte by byte: In Range, Tip, Barrel, Invert, Eraser in bits 0–4 of byte 1;
    /// X (`26 1c 48`, 0…18460), Y (0…12220) and Tip Pressure (0…4096) 16 bits each after them.
    @Test func elansReportByteByByte() throws {
        let descriptor = try HIDDeviceFixture.named("elan-04f3-2a49").parsed()
        let report = try PenReportEncoder(descriptor).encode(PenFrame(inRange: true, tip: true, barrel: true, x: 1, y: 0.5, pressure: 0.25))
        #expect(report.count == 23)
        #expect(Array(report[0..<8]) == [0x07, 0x07, 0x1C, 0x48, 0xDE, 0x17, 0x00, 0x04])
        #expect(report[8...].allSatisfy { $0 == 0 })
    }

    @Test(arguments: ["goodix-27c6-0e00", "elan-04f3-2a49"])
    func framesRoundTrip(_ file: String) throws {
        let descriptor = try HIDDeviceFixture.named(file).parsed()
        let encoder = try PenReportEncoder(descriptor)
        let decoder = ReportDecoder(descriptor)
        let x = try #require(descriptor.fields(.input, id: encoder.reportID).first { $0.usages.contains(HIDUsage.x) })
        let frames = [
            PenFrame(inRange: true, tip: false, x: 0.1, y: 0.2),
            PenFrame(inRange: true, tip: true, barrel: true, x: 0.3, y: 0.4, pressure: 0.7),
            PenFrame(inRange: true, tip: true, eraser: true, x: 0.5, y: 0.6, pressure: 1),
            PenFrame(inRange: false, tip: false, x: 0.5, y: 0.6),
        ]
        for frame in frames {
            let report = encoder.encode(frame)
            #expect(report.first == encoder.reportID)
            #expect(report.count == descriptor.sentLength(.input, id: encoder.reportID))
            let decoded = try #require(decoder.decode(report))
            #expect(decoded.value(HIDUsage.inRange) == (frame.inRange ? 1 : 0))
            #expect(decoded.value(HIDUsage.tipSwitch) == (frame.tip ? 1 : 0))
            #expect(decoded.value(HIDUsage.barrelSwitch) == (frame.barrel ? 1 : 0))
            #expect(decoded.value(HIDUsage.eraser) == (frame.eraser ? 1 : 0))
            #expect(decoded.value(HIDUsage.invert) == 0)
            #expect(decoded.value(HIDUsage.x) == x.value(atFraction: frame.x))
            let pressure = try #require(encoder.pressureRange)
            #expect(decoded.value(HIDUsage.tipPressure) == pressure.lowerBound + Int((frame.pressure * Double(pressure.upperBound)).rounded()))
            #expect(decoded.value(0x000D_005B) == 0) // the 64-bit serial number
        }
    }
}
