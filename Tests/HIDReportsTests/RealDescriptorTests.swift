// SPDX-License-Identifier: MIT
import HIDReports
import Testing

/// The real descriptors of `Recordings/hid-devices`, parsed. The reports and lengths below were
/// checked once, by hand, against hid-tools 0.12 (`hidtools.hid.ReportDescriptor.from_bytes`),
/// which agreed on every report's length and on every data value's offset, size, logical range
/// and usage; the tests hold the literals, not Python.
@Suite struct RealDescriptorTests {
    /// Every report of each device as `kind id length`, the length as sent (report ID byte included).
    static let reports: [String: [String]] = [
        "cirque-0488-108c": [
            "feature 17 24", "feature 19 2", "feature 2 3", "feature 3 257", "feature 4 2", "feature 5 2", "feature 7 531",
            "input 1 26", "input 13 18", "input 23 64", "input 6 5", "output 13 18", "output 23 64",
        ],
        "dell-xps-9360-touchpad": [
            "feature 13 2", "feature 14 2", "feature 15 4", "feature 4 2", "feature 6 2", "feature 7 257", "feature 8 2",
            "input 11 62", "input 12 62", "input 2 4", "input 3 30", "output 10 21", "output 9 21",
        ],
        "elan-04f3-2a49": [
            "feature 10 2", "feature 100 9", "feature 101 5", "feature 102 14", "feature 103 4", "feature 104 4", "feature 105 2",
            "feature 6 4", "feature 68 257", "feature 97 4", "feature 98 4", "feature 99 4",
            "input 1 42", "input 2 65", "input 23 32", "input 4 20", "input 7 23", "input 96 3", "output 3 33", "output 6 19",
        ],
        "flatfrog-25b5-0002": ["feature 3 3", "feature 6 2", "input 5 206"],
        "goodix-27c6-0e00": [
            "feature 16 4", "feature 17 4", "feature 18 4", "feature 19 9", "feature 2 2", "feature 20 5", "feature 21 14",
            "feature 22 4", "feature 23 4", "feature 24 2", "feature 3 257", "input 1 42", "input 14 65", "input 8 53", "input 9 3",
            "output 14 65",
        ],
    ]

    /// What each touch device's touch report is, read off its items.
    struct TouchFacts: CustomStringConvertible, Sendable {
        var file: String
        var application: TouchReportEncoder.Application
        var reportID: UInt8
        var fingers: Int
        var x: ClosedRange<Int>
        var y: ClosedRange<Int>
        var pressure: ClosedRange<Int>?
        var contactID: ClosedRange<Int>
        /// Contact Count's bit offset (after the ID byte) and range.
        var contactCount: (bit: Int, range: ClosedRange<Int>)
        /// Scan Time's bit offset, size and range; nil for the touch screens, which have none.
        var scanTime: (bit: Int, size: Int, range: ClosedRange<Int>)?
        var description: String { file }
    }

    static let touchFacts: [TouchFacts] = [
        // `26 c0 04` X, `26 a8 02` Y, `25 05 09 51` 3-bit ID; 5 Finger collections of 40 bits.
        TouchFacts(file: "dell-xps-9360-touchpad", application: .touchPad, reportID: 3, fingers: 5, x: 0...1216, y: 0...680,
                   pressure: nil, contactID: 0...5, contactCount: (216, 0...127), scanTime: (200, 16, 0...65535)),
        // `26 ba 0d` X, `26 d0 06` Y, `26 ff 7f 09 30` pressure; 3 Finger collections of 56 bits;
        // Scan Time `27 ff ff 00 00`, Contact Count `25 05`.
        TouchFacts(file: "cirque-0488-108c", application: .touchPad, reportID: 1, fingers: 3, x: 0...3514, y: 0...1744,
                   pressure: 0...32767, contactID: 0...5, contactCount: (184, 0...5), scanTime: (168, 16, 0...65535)),
        // 20 Finger collections of 80 bits a report, 40 contacts in all (hybrid mode); Scan Time
        // `27 ff ff ff 7f` in 32 bits.
        TouchFacts(file: "flatfrog-25b5-0002", application: .touchScreen, reportID: 5, fingers: 20, x: 0...11174, y: 0...6288,
                   pressure: 0...1024, contactID: 0...127, contactCount: (1632, 0...40), scanTime: (1600, 32, 0...2_147_483_647)),
        // Pressure `25 7f 09 30 75 07`: 7 bits beside the 1-bit Tip Switch.
        TouchFacts(file: "goodix-27c6-0e00", application: .touchScreen, reportID: 1, fingers: 5, x: 0...8196, y: 0...5472,
                   pressure: 0...127, contactID: 0...127, contactCount: (320, 0...127), scanTime: nil),
        TouchFacts(file: "elan-04f3-2a49", application: .touchScreen, reportID: 1, fingers: 5, x: 0...4047, y: 0...2679,
                   pressure: 0...255, contactID: 0...63, contactCount: (320, 0...127), scanTime: nil),
    ]

    /// Every file of the folder, the five above and any added since, parses; each field lies
    /// inside its report, which fits uhid; Finger indices count from 0 without a gap.
    @Test func everyDeviceFileParsesIntoFieldsThatFitTheirReports() throws {
        let devices = try HIDDeviceFixture.all()
        #expect(Set(Self.reports.keys).isSubset(of: devices.map(\.file)))
        for device in devices {
            let descriptor = try device.parsed()
            #expect(descriptor.usesReportIDs, "\(device)")
            for field in descriptor.fields {
                let layout = try #require(descriptor.report(field.kind, id: field.reportID))
                #expect(field.bitOffset + field.bitSize * field.count <= layout.bitLength, "\(device): \(field)")
            }
            for layout in descriptor.reports {
                #expect(try #require(descriptor.sentLength(layout.kind, id: layout.reportID)) <= 4096)
                let fingers = Set(descriptor.fields(layout.kind, id: layout.reportID).compactMap(\.fingerIndex))
                #expect(fingers == Set(0..<fingers.count), "\(device) \(layout)")
            }
        }
    }

    @Test(arguments: RealDescriptorTests.reports.keys.sorted())
    func reportsAndLengthsAreHidToolsOnes(_ file: String) throws {
        let descriptor = try HIDDeviceFixture.named(file).parsed()
        let reports = descriptor.reports.map { "\($0.kind.description.lowercased()) \($0.reportID) \(descriptor.sentLength($0.kind, id: $0.reportID)!)" }
        #expect(reports.sorted() == Self.reports[file])
        #expect(reports.count == Set(reports).count)
    }

    @Test(arguments: RealDescriptorTests.touchFacts)
    func touchReportIsAsItsItemsSay(_ facts: TouchFacts) throws {
        let descriptor = try HIDDeviceFixture.named(facts.file).parsed()
        let encoder = try TouchReportEncoder(descriptor)
        #expect(encoder.application == facts.application)
        #expect(encoder.reportID == facts.reportID)
        #expect(encoder.fingersPerReport == facts.fingers)
        #expect(encoder.pressureRange == facts.pressure)
        #expect(encoder.contactIDRange == facts.contactID)
        #expect(encoder.maximumContacts == facts.contactCount.range.upperBound)

        let fields = descriptor.fields(.input, id: facts.reportID)
        func data(_ usage: UInt32, finger: Int?) -> [ReportField] {
            fields.filter { $0.fingerIndex == finger && !$0.isConstant && $0.usages.contains(usage) }
        }
        for finger in 0..<facts.fingers {
            #expect(data(HIDUsage.x, finger: finger).map(\.logicalRange) == [facts.x], "finger \(finger)")
            #expect(data(HIDUsage.y, finger: finger).map(\.logicalRange) == [facts.y], "finger \(finger)")
            #expect(data(HIDUsage.tipSwitch, finger: finger).count == 1, "finger \(finger)")
            #expect(data(HIDUsage.contactIdentifier, finger: finger).map(\.logicalRange) == [facts.contactID])
            #expect(data(HIDUsage.tipPressure, finger: finger).first?.logicalRange == facts.pressure)
        }
        #expect(data(HIDUsage.x, finger: facts.fingers).isEmpty)
        let count = try #require(data(HIDUsage.contactCount, finger: nil).first)
        #expect(count.bitOffset == facts.contactCount.bit && count.logicalRange == facts.contactCount.range)
        let scanTime = data(HIDUsage.scanTime, finger: nil).first
        #expect(scanTime.map(\.bitOffset) == facts.scanTime?.bit)
        #expect(scanTime.map(\.bitSize) == facts.scanTime?.size)
        #expect(scanTime.map(\.logicalRange) == facts.scanTime?.range)
        // Every Finger collection is a Logical collection of the touch application.
        for field in fields where field.fingerIndex != nil {
            #expect(field.collectionPath.first?.type == .application)
            #expect(field.collectionPath.last { $0.usage == HIDUsage.finger }?.type == .logical)
        }
    }

    /// The USI pens: Tip Pressure 0…4095 and 0…4096, and a 64-bit Transducer Serial Number (0x0D
    /// 0x5B), wider than a 32-bit value.
    @Test(arguments: [("goodix-27c6-0e00", UInt8(8), 0...8196, 0...5472, 0...4095, 53),
                      ("elan-04f3-2a49", 7, 0...18460, 0...12220, 0...4096, 23)])
    func penReportIsAsItsItemsSay(_ file: String, _ reportID: UInt8, _ x: ClosedRange<Int>, _ y: ClosedRange<Int>,
                                  _ pressure: ClosedRange<Int>, _ length: Int) throws {
        let descriptor = try HIDDeviceFixture.named(file).parsed()
        let encoder = try PenReportEncoder(descriptor)
        #expect(encoder.reportID == reportID)
        #expect(encoder.pressureRange == pressure)
        #expect(descriptor.sentLength(.input, id: reportID) == length)
        let fields = descriptor.fields(.input, id: reportID)
        #expect(fields.first { $0.usages.contains(HIDUsage.x) }?.logicalRange == x)
        #expect(fields.first { $0.usages.contains(HIDUsage.y) }?.logicalRange == y)
        #expect(fields.first { $0.usages.contains(0x000D_005B) }?.bitSize == 64)
        #expect(fields.allSatisfy { $0.isInside(HIDUsage.stylus) && $0.application?.usage == HIDUsage.pen })
    }

    @Test(arguments: ["dell-xps-9360-touchpad", "cirque-0488-108c", "flatfrog-25b5-0002"])
    func devicesWithoutAPenHaveNoPenReport(_ file: String) throws {
        let descriptor = try HIDDeviceFixture.named(file).parsed()
        #expect(throws: ReportEncodingError.noPenReport) { try PenReportEncoder(descriptor) }
    }

    /// Values the sign rule decides: the touchpads' mouse reports are `15 81 25 7f` (−127…127);
    /// `26 ff 00` after `15 00` is 255; FlatFrog's Input Mode is `15 02 25 02`.
    @Test func signedAndUnsignedRangesAreReadAsHidCoreReadsThem() throws {
        let xps = try HIDDeviceFixture.named("dell-xps-9360-touchpad").parsed()
        let mouseX = try #require(xps.fields(.input, id: 2).first { $0.usages.contains(HIDUsage.x) })
        #expect(mouseX.logicalRange == -127...127 && mouseX.isSigned && mouseX.isRelative)
        #expect(xps.fields(.feature, id: 7).map(\.logicalRange) == [0...255])
        #expect(xps.fields(.feature, id: 7).first?.usages.first == 0xFF00_00C5)
        #expect(xps.report(.feature, id: 7)?.byteLength == 256)
        let flatfrog = try HIDDeviceFixture.named("flatfrog-25b5-0002").parsed()
        #expect(flatfrog.fields(.feature, id: 3).first { $0.usages.contains(HIDUsage.inputMode) }?.logicalRange == 2...2)
        let cirque = try HIDDeviceFixture.named("cirque-0488-108c").parsed()
        #expect(cirque.fields(.feature, id: 7).first?.count == 530)
        #expect(cirque.fields(.feature, id: 2).map(\.usages) == [[HIDUsage.contactCountMaximum], [HIDUsage.buttonType]])
    }
}
