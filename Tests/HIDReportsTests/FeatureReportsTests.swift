// SPDX-License-Identifier: MIT
import HIDReports
import Testing

/// The replies to the kernel's GET_REPORT, and Input Mode read from its SET_REPORT.
@Suite struct FeatureReportsTests {
    func features(_ file: String, contactMax: Int? = nil, buttonType: Int? = nil) throws -> FeatureReports {
        try FeatureReports(HIDDeviceFixture.named(file).parsed(), contactMax: contactMax, buttonType: buttonType)
    }

    /// XPS report 8: Contact Count Maximum is the first 4-bit field, so the low nibble
    /// (`09 55 09 59 75 04 95 02 25 0f b1 02`).
    @Test func xpsReport8PacksContactMaxInTheLowNibble() throws {
        let device = try HIDDeviceFixture.named("dell-xps-9360-touchpad")
        let files = try features(device.file, contactMax: device.contactMax, buttonType: device.buttonType)
        #expect(files.reply(reportID: 8) == [0x08, 0x05 | (0 << 4)])
        #expect(files.contactMax == 5)
        // By default the most a 4-bit Contact Max says (hid-tools' devices answer the same).
        #expect(try features(device.file).reply(reportID: 8) == [0x08, 0x0F])
        #expect(try features(device.file, contactMax: 3, buttonType: 2).reply(reportID: 8) == [0x08, 0x23])
        #expect(try features(device.file, contactMax: 99).reply(reportID: 8) == [0x08, 0x0F])
    }

    /// Cirque report 2: a byte each, both `25 05`; by default Contact Count Maximum is 5, the most
    /// its Contact Count says, though a report has only 3 Finger collections (hybrid mode).
    @Test func cirqueReport2IsContactMaxAndAPressurePadsButtonType() throws {
        let device = try HIDDeviceFixture.named("cirque-0488-108c")
        #expect(device.buttonType == 1 && device.contactMax == nil)
        #expect(try features(device.file, buttonType: device.buttonType).reply(reportID: 2) == [0x02, 0x05, 0x01])
        #expect(try features(device.file, contactMax: 5, buttonType: 1).reply(reportID: 2) == [0x02, 0x05, 0x01])
        #expect(try features(device.file, contactMax: 9, buttonType: 9).reply(reportID: 2) == [0x02, 0x05, 0x05])
    }

    @Test(arguments: [("flatfrog-25b5-0002", UInt8(6), [UInt8]([0x06, 40])), ("goodix-27c6-0e00", 2, [0x02, 10]), ("elan-04f3-2a49", 10, [0x0A, 10])])
    func touchScreensContactMax(_ file: String, _ reportID: UInt8, _ reply: [UInt8]) throws {
        let device = try HIDDeviceFixture.named(file)
        #expect(try features(file, contactMax: device.contactMax).reply(reportID: reportID) == reply)
    }

    /// 40, not the 20 Finger collections of one report: a frame of more takes two reports.
    @Test func flatFrogsDefaultIsWhatItsContactCountSays() throws {
        #expect(try features("flatfrog-25b5-0002").reply(reportID: 6) == [0x06, 40])
    }

    /// The certification blob, Input Mode, the switches: zeros after the ID, at their reports' lengths.
    @Test func everythingElseIsZero() throws {
        let xps = try features("dell-xps-9360-touchpad")
        let blob = try #require(xps.reply(reportID: 7))
        #expect(blob.count == 257 && blob[0] == 7 && blob.dropFirst().allSatisfy { $0 == 0 })
        #expect(xps.reply(reportID: 4) == [0x04, 0x00])
        #expect(xps.reply(reportID: 6) == [0x06, 0x00])
        #expect(try features("cirque-0488-108c").reply(reportID: 7)?.count == 531)
        #expect(try features("flatfrog-25b5-0002").reply(reportID: 3) == [0x03, 0x00, 0x00])
    }

    @Test func unknownIDsHaveNoReply() throws {
        let xps = try features("dell-xps-9360-touchpad")
        #expect(xps.reply(reportID: 99) == nil)
        #expect(xps.reply(reportID: 3) == nil) // the touch report is an input report
        #expect(xps.reply(reportID: 9) == nil) // an output report
        #expect(xps.reply(reportID: 0) == nil)
    }

    @Test func inputModeIsReadFromASetReport() throws {
        let xps = try features("dell-xps-9360-touchpad")
        #expect(xps.inputMode(fromSetReport: [0x04, 0x03]) == 3)
        #expect(xps.inputMode(fromSetReport: [0x04, 0x00]) == 0)
        #expect(xps.inputMode(fromSetReport: [0x04]) == nil)
        #expect(xps.inputMode(fromSetReport: [0x08, 0x05]) == nil)
        #expect(xps.inputMode(fromSetReport: []) == nil)
        #expect(try features("cirque-0488-108c").inputMode(fromSetReport: [0x04, 0x03]) == 3)
        #expect(try features("flatfrog-25b5-0002").inputMode(fromSetReport: [0x03, 0x02, 0x00]) == 2)
    }
}
