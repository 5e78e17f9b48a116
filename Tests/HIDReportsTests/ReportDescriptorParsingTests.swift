// SPDX-License-Identifier: MIT
import HIDReports
import Testing

/// The item stream, on small descriptors written for each rule.
@Suite struct ReportDescriptorParsingTests {
    func parse(_ hex: String) throws(ReportDescriptorError) -> ReportDescriptor { try ReportDescriptor(hex: hex) }

    /// Logical Minimum sign-extended; Logical Maximum unsigned unless the minimum in force when it
    /// is read is negative (hid-core's `hid_parser_global`).
    @Test(arguments: [
        ("15 81 25 7f", -127...127), ("15 00 25 ff", 0...255), ("15 00 26 ff 00", 0...255), ("15 ff 25 ff", -1...(-1)),
        ("16 00 80 26 ff 7f", -32768...32767), ("17 00 00 00 80 27 ff ff ff 7f", Int(Int32.min)...Int(Int32.max)),
        ("15 00 27 ff ff ff ff", 0...4_294_967_295), ("25 ff 15 81", -127...255), ("15 00 26 00 80", 0...32768),
        ("14 24", 0...0),
    ] as [(String, ClosedRange<Int>)])
    func logicalRanges(_ items: String, _ range: ClosedRange<Int>) throws {
        let field = try #require(try parse("\(items) 75 08 95 01 09 01 81 02").fields.first)
        #expect(field.logicalRange == range)
    }

    @Test func pushAndPopRestoreTheGlobalState() throws {
        // Report Size 8, pushed; 16 for one field; popped back to 8 for the next.
        let descriptor = try parse("75 08 95 01 15 00 25 0a a4 75 10 26 ff 03 09 01 81 02 b4 09 02 81 02")
        #expect(descriptor.fields.map(\.bitSize) == [16, 8])
        #expect(descriptor.fields.map(\.bitOffset) == [0, 16])
        #expect(descriptor.fields.map(\.logicalMaximum) == [1023, 10])
        #expect(descriptor.report(.input, id: 0)?.byteLength == 3)
    }

    @Test func localItemsAreForgottenAfterEveryMainItem() throws {
        // The usage before the collection is the collection's; the Input after it has none.
        let descriptor = try parse("05 0d 09 22 a1 02 75 08 95 01 81 02 09 42 81 02 81 03 c0")
        #expect(descriptor.fields.map(\.usages) == [[], [0x000D_0042], []])
        #expect(descriptor.fields.map(\.isConstant) == [false, false, true])
        #expect(descriptor.fields[0].collectionPath == [HIDCollection(type: .logical, usage: HIDUsage.finger, index: 0)])
    }

    @Test func usageRangesAndVariableItemsGiveOneUsagePerValue() throws {
        // Buttons 1 to 3, three 1-bit values; then two values for one usage, the usage repeated.
        let descriptor = try parse("05 09 19 01 29 03 15 00 25 01 75 01 95 03 81 02 05 01 09 30 95 02 81 02")
        #expect(descriptor.fields[0].usages == [0x0009_0001, 0x0009_0002, 0x0009_0003])
        #expect(descriptor.fields[1].usages == [HIDUsage.x, HIDUsage.x])
        #expect(descriptor.fields[1].usage(at: 1) == HIDUsage.x)
        #expect(descriptor.fields[1].usage(at: 2) == nil)
    }

    @Test func anArrayKeepsTheUsagesItsValuesSelect() throws {
        let descriptor = try parse("05 0d 19 72 29 75 15 01 25 04 75 08 95 01 81 00")
        #expect(descriptor.fields[0].usages == [0x000D_0072, 0x000D_0073, 0x000D_0074, 0x000D_0075])
        #expect(!descriptor.fields[0].isVariable)
        #expect(descriptor.fields[0].usage(at: 0) == nil)
    }

    /// A 4-byte usage is page and ID; 1- and 2-byte usages take the last usage page given before
    /// the main item, back to the first that already has it (hid-core's
    /// `hid_concatenate_last_usage_page`).
    @Test func extendedUsagesAndTheLastUsagePage() throws {
        #expect(try parse("05 0d 0b 30 00 01 00 75 08 95 01 81 02").fields[0].usages == [HIDUsage.x])
        #expect(try parse("05 01 09 30 09 31 05 0d 75 08 95 02 81 02").fields[0].usages == [0x000D_0030, 0x000D_0031])
        #expect(try parse("05 01 09 30 05 0d 09 30 75 08 95 02 81 02").fields[0].usages == [HIDUsage.x, HIDUsage.tipPressure])
        #expect(try parse("06 00 ff 09 c5 75 08 95 01 b1 02").fields[0].usages == [0xFF00_00C5])
    }

    /// Offsets count from after the report ID byte, apart for each kind and ID; Finger
    /// collections are numbered within their report.
    @Test func reportIDsOffsetsAndFingerIndices() throws {
        let finger = "09 22 a1 02 09 42 75 01 95 01 81 02 75 07 81 03 c0"
        let descriptor = try parse("05 0d 09 04 a1 01 85 01 \(finger) \(finger) 85 02 \(finger) 85 01 \(finger) 85 01 09 55 75 08 b1 02 c0")
        #expect(descriptor.usesReportIDs)
        let input = descriptor.fields.filter { $0.kind == .input && !$0.isConstant }
        #expect(input.map(\.reportID) == [1, 1, 2, 1])
        #expect(input.map(\.bitOffset) == [0, 8, 0, 16])
        #expect(input.map(\.fingerIndex) == [0, 1, 0, 2])
        #expect(input.map { $0.collectionPath.map(\.index) } == [[0, 1], [0, 2], [0, 3], [0, 4]])
        #expect(descriptor.reports.map(\.byteLength) == [3, 1, 1])
        #expect(descriptor.sentLength(.input, id: 1) == 4)
        #expect(descriptor.fields(.feature, id: 1).first?.bitOffset == 0)
        #expect(descriptor.fields(.feature, id: 1).first?.fingerIndex == nil)
        #expect(descriptor.report(.output, id: 1) == nil)
    }

    @Test func withoutReportIDsEveryFieldIsInReportZero() throws {
        let descriptor = try parse("05 01 09 02 a1 01 09 30 75 08 95 01 81 06 c0")
        #expect(!descriptor.usesReportIDs)
        #expect(descriptor.fields.map(\.reportID) == [0])
        #expect(descriptor.sentLength(.input, id: 0) == 1)
        #expect(descriptor.fields[0].application?.usage == 0x0001_0002)
    }

    @Test func longItemsAndDelimitersAlternativeUsages() throws {
        // A long item of 2 data bytes is skipped; of a Delimiter set's usages only the first set's are kept.
        let descriptor = try parse("fe 02 10 aa bb 05 01 a9 01 09 30 a9 00 a9 01 09 31 a9 00 75 08 95 01 81 02")
        #expect(descriptor.fields.map(\.usages) == [[HIDUsage.x]])
    }

    @Test func hexTextTakesSpacesCommasLineBreaksAndPrefixes() throws {
        #expect(try parse("0x75, 0x08,\n0X95 01 09 01 81 02").fields.count == 1)
        #expect(throws: ReportDescriptorError(offset: 2, reason: "'zz' is not a hex byte")) { try parse("75 08 zz") }
        #expect(throws: ReportDescriptorError(offset: 0, reason: "'123' is not a hex byte")) { try parse("123") }
    }

    @Test func usesTheFractionOfTheLogicalRange() throws {
        let field = try #require(try parse("15 9c 25 64 75 08 95 01 09 30 81 02").fields.first) // −100…100
        #expect(field.value(atFraction: 0) == -100)
        #expect(field.value(atFraction: 0.5) == 0)
        #expect(field.value(atFraction: 0.75) == 50)
        #expect(field.value(atFraction: 0.004) == -99)
        #expect(field.value(atFraction: 1) == 100)
        #expect(field.value(atFraction: -3) == -100)
        #expect(field.value(atFraction: 7) == 100)
        #expect(field.value(atFraction: .nan) == -100)
        #expect(field.value(atFraction: .infinity) == 100)
    }
}
