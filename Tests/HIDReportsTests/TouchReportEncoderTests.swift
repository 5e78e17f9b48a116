// SPDX-License-Identifier: MIT
import HIDReports
import Testing

/// Touch frames into the real devices' touch reports, and back through `ReportDecoder`.
@Suite struct TouchReportEncoderTests {
    static let touchDevices = ["cirque-0488-108c", "dell-xps-9360-touchpad", "elan-04f3-2a49", "flatfrog-25b5-0002", "goodix-27c6-0e00"]

    func device(_ file: String) throws -> (ReportDescriptor, TouchReportEncoder, ReportDecoder) {
        let descriptor = try HIDDeviceFixture.named(file).parsed()
        return (descriptor, try TouchReportEncoder(descriptor), ReportDecoder(descriptor))
    }

    /// One finger on the XPS 9360, byte by byte: Confidence bit 0, Tip bit 1, the ID in bits 2–4;
    /// X 608 (half of 1216) and Y 170 (a quarter of 680) little-endian; Scan Time at byte 26,
    /// Contact Count at 28, the button in bit 0 of 29.
    @Test func oneContactOnTheXPSByteByByte() throws {
        let (_, encoder, decoder) = try device("dell-xps-9360-touchpad")
        let frame = TouchFrame(contacts: [TouchContact(id: 3, tip: true, x: 0.5, y: 0.25)], button: true, scanTime: 0x1234)
        let reports = try encoder.encode(frame)
        #expect(reports.count == 1)
        let report = try #require(reports.first)
        #expect(report.count == 30)
        #expect(Array(report[0..<6]) == [0x03, 0x0F, 0x60, 0x02, 0xAA, 0x00])
        #expect(report[6..<26].allSatisfy { $0 == 0 })
        #expect(Array(report[26...]) == [0x34, 0x12, 0x01, 0x01])

        let decoded = try #require(decoder.decode(report))
        #expect(decoded.reportID == 3)
        #expect(decoded.value(HIDUsage.tipSwitch, finger: 0) == 1)
        #expect(decoded.value(HIDUsage.confidence, finger: 0) == 1)
        #expect(decoded.value(HIDUsage.contactIdentifier, finger: 0) == 3)
        #expect(decoded.value(HIDUsage.x, finger: 0) == 608)
        #expect(decoded.value(HIDUsage.y, finger: 0) == 170)
        #expect(decoded.value(HIDUsage.tipSwitch, finger: 1) == 0)
        #expect(decoded.value(HIDUsage.contactCount) == 1)
        #expect(decoded.value(HIDUsage.scanTime) == 0x1234)
        #expect(decoded.value(HIDUsage.button1) == 1)
    }

    /// A lift keeps its ID and place with Tip Switch, and In Range where there is one, clear.
    @Test(arguments: TouchReportEncoderTests.touchDevices)
    func aLiftClearsTipAndInRange(_ file: String) throws {
        let (_, encoder, decoder) = try device(file)
        let lift = TouchContact(id: 2, tip: false, x: 1, y: 0, pressure: 0.5, confident: false)
        let report = try encoder.encode(TouchFrame(contacts: [lift]))[0]
        let decoded = try #require(decoder.decode(report))
        let x = decoder.descriptor.fields.first { $0.usages.first == HIDUsage.x && $0.fingerIndex == 0 }
        #expect(decoded.value(HIDUsage.tipSwitch, finger: 0) == 0)
        #expect(decoded.value(HIDUsage.inRange, finger: 0) ?? 0 == 0)
        #expect(decoded.value(HIDUsage.contactIdentifier, finger: 0) == 2)
        #expect(decoded.value(HIDUsage.x, finger: 0) == x?.logicalMaximum)
        #expect(decoded.value(HIDUsage.y, finger: 0) == 0)
        #expect(decoded.value(HIDUsage.confidence, finger: 0) ?? 0 == 0)
        #expect(decoded.value(HIDUsage.contactCount) == 1)
    }

    /// Every device: each contact of a frame as many as one report holds comes back where it was
    /// put, pressure included; In Range follows Tip.
    @Test(arguments: TouchReportEncoderTests.touchDevices)
    func aFullReportRoundTrips(_ file: String) throws {
        let (_, encoder, decoder) = try device(file)
        let contacts = (0..<encoder.fingersPerReport).map { (index: Int) -> TouchContact in
            let step = Double(index)
            return TouchContact(id: index, tip: index % 3 != 2, x: step / 23, y: 1 - step / 29, pressure: step / 31)
        }
        let reports = try encoder.encode(TouchFrame(contacts: contacts, scanTime: 77))
        #expect(reports.count == 1)
        let decoded = try #require(decoder.decode(reports[0]))
        let fields = decoder.descriptor.fields(.input, id: encoder.reportID)
        for (finger, contact) in contacts.enumerated() {
            let x = try #require(fields.first { $0.fingerIndex == finger && $0.usages.first == HIDUsage.x })
            let y = try #require(fields.first { $0.fingerIndex == finger && $0.usages.first == HIDUsage.y })
            #expect(decoded.value(HIDUsage.x, finger: finger) == x.value(atFraction: contact.x))
            #expect(decoded.value(HIDUsage.y, finger: finger) == y.value(atFraction: contact.y))
            #expect(decoded.value(HIDUsage.contactIdentifier, finger: finger) == contact.id)
            #expect(decoded.value(HIDUsage.tipSwitch, finger: finger) == (contact.tip ? 1 : 0))
            if let inRange = decoded.value(HIDUsage.inRange, finger: finger) { #expect(inRange == (contact.tip ? 1 : 0)) }
            if let range = encoder.pressureRange {
                let expected = range.lowerBound + Int((contact.pressure! * Double(range.count - 1)).rounded())
                #expect(decoded.value(HIDUsage.tipPressure, finger: finger) == expected)
            }
        }
        #expect(decoded.value(HIDUsage.contactCount) == contacts.count)
        #expect(decoded.value(HIDUsage.scanTime) == (file.contains("goodix") || file.contains("elan") ? nil : 77))
    }

    /// More contacts than Finger collections: Windows' hybrid mode, the frame's count in the
    /// first report and 0 in the rest, the later contacts in the next reports' first fingers.
    @Test func moreContactsThanFingersSplitsTheFrame() throws {
        let (_, encoder, decoder) = try device("dell-xps-9360-touchpad")
        let contacts = (0..<7).map { TouchContact(id: $0 % 6, tip: true, x: Double($0) / 10, y: 0.5) }
        let reports = try encoder.encode(TouchFrame(contacts: contacts, button: true, scanTime: 500))
        #expect(reports.count == 2)
        let first = try #require(decoder.decode(reports[0]))
        let second = try #require(decoder.decode(reports[1]))
        #expect(first.value(HIDUsage.contactCount) == 7)
        #expect(second.value(HIDUsage.contactCount) == 0)
        #expect((0..<5).map { first.value(HIDUsage.contactIdentifier, finger: $0) } == [0, 1, 2, 3, 4])
        #expect(second.value(HIDUsage.contactIdentifier, finger: 0) == 5)
        #expect(second.value(HIDUsage.contactIdentifier, finger: 1) == 0)
        #expect(second.value(HIDUsage.x, finger: 1) == 730)
        #expect((2..<5).allSatisfy { second.value(HIDUsage.tipSwitch, finger: $0) == 0 && second.value(HIDUsage.x, finger: $0) == 0 })
        #expect([first, second].allSatisfy { $0.value(HIDUsage.scanTime) == 500 && $0.value(HIDUsage.button1) == 1 })
    }

    @Test func flatFrogsFortyContactsAreTwoReportsAndFortyOneTooMany() throws {
        let (_, encoder, decoder) = try device("flatfrog-25b5-0002")
        let contacts = (0..<40).map { TouchContact(id: $0 + 50, tip: true, x: 0.5, y: 0.5, pressure: 1) }
        let reports = try encoder.encode(TouchFrame(contacts: contacts, scanTime: 1 << 31 + 3))
        #expect(reports.count == 2)
        #expect(reports.allSatisfy { $0.count == 206 && $0[0] == 5 })
        let second = try #require(decoder.decode(reports[1]))
        #expect(second.value(HIDUsage.contactIdentifier, finger: 19) == 89)
        #expect(second.value(HIDUsage.tipPressure, finger: 19) == 1024)
        #expect(second.value(HIDUsage.scanTime) == 3)
        #expect(throws: ReportEncodingError.tooManyContacts(count: 41, maximum: 40)) {
            try encoder.encode(TouchFrame(contacts: contacts + [contacts[0]]))
        }
    }

    /// Cirque's Contact Count holds at most 5 (`25 05`), so 6 contacts are refused, not split.
    @Test func contactCountsMaximumBoundsTheFrame() throws {
        let (_, encoder, _) = try device("cirque-0488-108c")
        let contact = TouchContact(id: 1, tip: true, x: 0, y: 0)
        #expect(try encoder.encode(TouchFrame(contacts: Array(repeating: contact, count: 5))).count == 2)
        #expect(throws: ReportEncodingError.tooManyContacts(count: 6, maximum: 5)) {
            try encoder.encode(TouchFrame(contacts: Array(repeating: contact, count: 6)))
        }
    }

    @Test func anIDOutsideContactIdentifiersRangeThrows() throws {
        let (_, encoder, _) = try device("dell-xps-9360-touchpad")
        #expect(throws: ReportEncodingError.contactIDOutOfRange(id: 6, range: 0...5)) {
            try encoder.encode(TouchFrame(contacts: [TouchContact(id: 6, tip: true, x: 0, y: 0)]))
        }
        #expect(throws: ReportEncodingError.contactIDOutOfRange(id: -1, range: 0...5)) {
            try encoder.encode(TouchFrame(contacts: [TouchContact(id: 0, tip: true, x: 0, y: 0), TouchContact(id: -1, tip: true, x: 0, y: 0)]))
        }
        #expect(ReportEncodingError.contactIDOutOfRange(id: 6, range: 0...5).description == "contact ID 6 is outside Contact Identifier's 0...5")
    }

    @Test func positionsAndPressureAreHeldToTheirRanges() throws {
        let (_, encoder, decoder) = try device("cirque-0488-108c")
        let frame = TouchFrame(contacts: [
            TouchContact(id: 0, tip: true, x: -0.5, y: 2, pressure: 1.5),
            TouchContact(id: 1, tip: true, x: .nan, y: 1, pressure: nil),
        ])
        let decoded = try #require(decoder.decode(try encoder.encode(frame)[0]))
        #expect(decoded.value(HIDUsage.x, finger: 0) == 0)
        #expect(decoded.value(HIDUsage.y, finger: 0) == 1744)
        #expect(decoded.value(HIDUsage.tipPressure, finger: 0) == 32767)
        #expect(decoded.value(HIDUsage.x, finger: 1) == 0)
        #expect(decoded.value(HIDUsage.tipPressure, finger: 1) == 0)
    }

    /// No contacts: one report with Contact Count 0, the button as it is (a click with no finger).
    @Test func aFrameOfNoContactsIsOneReport() throws {
        let (_, encoder, decoder) = try device("dell-xps-9360-touchpad")
        let reports = try encoder.encode(TouchFrame(contacts: [], button: true, scanTime: 10))
        #expect(reports.count == 1)
        let decoded = try #require(decoder.decode(reports[0]))
        #expect(decoded.value(HIDUsage.contactCount) == 0)
        #expect(decoded.value(HIDUsage.button1) == 1)
        #expect(decoded.values(HIDUsage.tipSwitch) == [0, 0, 0, 0, 0])
    }

    @Test(arguments: [(65_536 + 5, 5), (-1, 65_535), (65_535, 65_535), (-65_537, 65_535), (Int.max, 65_535), (Int.min, 0)])
    func scanTimeWrapsIntoItsRange(_ scanTime: Int, _ expected: Int) throws {
        let (_, encoder, decoder) = try device("dell-xps-9360-touchpad")
        let decoded = try #require(decoder.decode(try encoder.encode(TouchFrame(contacts: [], scanTime: scanTime))[0]))
        #expect(decoded.value(HIDUsage.scanTime) == expected)
    }

    @Test func wrappingKeepsAnOffsetRange() {
        #expect(TouchReportEncoder.wrapped(10, into: 3...7) == 5)
        #expect(TouchReportEncoder.wrapped(2, into: 3...7) == 7)
        #expect(TouchReportEncoder.wrapped(-4, into: -5...(-3)) == -4)
        #expect(TouchReportEncoder.wrapped(Int.max, into: 0...4_294_967_295) == 4_294_967_295)
    }

    @Test func aDescriptorWithoutFingersHasNoTouchReport() throws {
        let mouse = try ReportDescriptor(hex: "05 01 09 02 a1 01 85 02 09 01 a1 00 05 01 09 30 09 31 15 81 25 7f 75 08 95 02 81 06 c0 c0")
        #expect(throws: ReportEncodingError.noTouchReport) { try TouchReportEncoder(mouse) }
        // Fingers in a Pen application are not a touch report.
        let pen = try ReportDescriptor(hex: "05 0d 09 02 a1 01 09 22 a1 02 09 42 75 08 95 01 81 02 c0 c0")
        #expect(throws: ReportEncodingError.noTouchReport) { try TouchReportEncoder(pen) }
    }

    /// Without report IDs the report has no ID byte; without Contact Count a frame cannot be split.
    @Test func aMinimalTouchScreenWithoutIDsOrContactCount() throws {
        let descriptor = try ReportDescriptor(hex: """
            05 0d 09 04 a1 01 09 22 a1 02 09 42 15 00 25 01 75 01 95 01 81 02 75 07 81 03 \
            05 01 09 30 26 ff 0f 75 10 81 02 c0 c0
            """)
        let encoder = try TouchReportEncoder(descriptor)
        #expect(encoder.fingersPerReport == 1 && encoder.maximumContacts == 1 && encoder.contactIDRange == nil)
        #expect(try encoder.encode(TouchFrame(contacts: [TouchContact(id: 40, tip: true, x: 1, y: 0)])) == [[0x01, 0xFF, 0x0F]])
        #expect(throws: ReportEncodingError.tooManyContacts(count: 2, maximum: 1)) {
            try encoder.encode(TouchFrame(contacts: Array(repeating: TouchContact(id: 0, tip: true, x: 0, y: 0), count: 2)))
        }
    }
}
