// SPDX-License-Identifier: MIT
import HIDReports
import Testing

/// Descriptors the kernel would refuse, or that are cut short: an error naming the item's byte
/// and the reason, never a trap.
@Suite struct ReportDescriptorErrorTests {
    func failure(_ hex: String) -> ReportDescriptorError? {
        do {
            _ = try ReportDescriptor(hex: hex)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        ("05", 0, "Usage Page needs 1 data byte, 0 left"),
        ("75 08 26 ff", 2, "Logical Maximum needs 2 data bytes, 1 left"),
        ("75 08 17 00 00 80", 2, "Logical Minimum needs 4 data bytes, 3 left"),
        ("fe 04 10 aa", 0, "long item needs 4 data bytes, 1 left"),
        ("09 01 fe", 2, "long item needs its size and tag bytes, 0 left"),
        ("05 01 09 02 a1 01 c0 c0", 7, "End Collection with no open collection"),
        ("05 01 09 02 a1 01 09 01 a1 00 c0", 11,
         "the descriptor ends with a collection open (innermost: Application, usage 0x00010002)"),
        ("a1 01 a1 02", 4, "the descriptor ends with 2 collections open (innermost: Logical, usage 0x0000)"),
        ("76 01 01", 0, "Report Size 257 is over 256 bits"),
        ("96 01 30", 0, "Report Count 12289 is over 12288"),
        ("85 00", 0, "Report ID 0 is not one of 1 to 255"),
        ("86 00 01", 0, "Report ID 256 is not one of 1 to 255"),
        ("75 08 b4", 2, "Pop with no pushed global state"),
        ("a4 a4 a4 a4 a4", 4, "Push with 4 global states pushed already"),
        ("c4", 0, "global item tag 12 is reserved"),
        ("05 09 19 05 29 01", 4, "Usage Maximum 0x0001 is below Usage Minimum 0x0005"),
        ("05 09 19 00 2a ff ff", 4, "more than 12288 usages before one main item"),
        ("15 05 25 03 75 08 95 01 81 02", 8, "Input item's Logical Maximum 3 is below its Logical Minimum 5"),
        ("a9 01 a9 01", 2, "Delimiter opens a set inside a set"),
        ("a9 00", 0, "Delimiter closes a set that is not open"),
        ("a9 01 09 01", 4, "the descriptor ends inside a Delimiter set"),
        // 4096 bytes of fields do not fit uhid's 4096 with the ID byte; 4095 do.
        ("75 08 96 00 10 81 02", 5, "Input report 0 would be 4096 bytes after its ID byte, over the 4095 that fit uhid's 4096-byte reports"),
        ("85 07 75 08 96 ff 0f b1 02 75 01 95 01 b1 03", 13,
         "Feature report 7 would be 4096 bytes after its ID byte, over the 4095 that fit uhid's 4096-byte reports"),
    ] as [(String, Int, String)])
    func garbageIsAnErrorAtItsItem(_ hex: String, _ offset: Int, _ reason: String) {
        #expect(failure(hex) == ReportDescriptorError(offset: offset, reason: reason))
    }

    @Test func theLimitsThemselvesAreAccepted() throws {
        #expect(failure("85 07 75 08 96 ff 0f b1 02") == nil)
        #expect(try ReportDescriptor(hex: "85 07 75 08 96 ff 0f b1 02").sentLength(.feature, id: 7) == 4096)
        // A 64-bit value, as the USI pens' serial numbers are, and hid-core's 256.
        #expect(failure("75 40 95 01 09 5b 81 02 76 00 01 81 03") == nil)
        #expect(failure("a4 a4 a4 a4 b4 b4 b4 b4") == nil)
        #expect(failure("96 00 30 75 01 81 03") == nil)
        #expect(failure("fe 00 00") == nil)
    }

    @Test func theMessageNamesTheByte() {
        #expect(failure("05 01 09 02 a1 01 c0 c0")?.description == "descriptor byte 7: End Collection with no open collection")
    }

    /// Every prefix of every real descriptor: parsed, or an error inside the prefix (at its end
    /// for what is left open). Never a trap.
    @Test func everyPrefixOfEveryRealDescriptorParsesOrFailsInside() throws {
        for device in try HIDDeviceFixture.all() {
            var parsed = 0
            for length in 0...device.descriptor.count {
                do {
                    _ = try ReportDescriptor(bytes: Array(device.descriptor.prefix(length)))
                    parsed += 1
                } catch {
                    #expect((0...length).contains(error.offset), "\(device) prefix \(length): \(error)")
                }
            }
            #expect(parsed >= 2, "\(device): the empty prefix and the whole")
        }
    }

    /// Real descriptors with bytes changed, put in or cut out: errors or descriptors, and what
    /// parses can be encoded into without a trap.
    @Test func mutatedRealDescriptorsNeverTrap() throws {
        var generator = SplitMix(seed: 0x6869_6472)
        let devices = try HIDDeviceFixture.all()
        let interesting: [UInt8] = [0x00, 0x01, 0x7F, 0x80, 0xFF, 0xA1, 0xC0, 0x81, 0x95, 0x75, 0x85, 0xA4, 0xB4, 0xFE, 0x27, 0x17, 0x2A, 0x96]
        for _ in 0..<1500 {
            var bytes = devices.randomElement(using: &generator)!.descriptor
            for _ in 0..<Int.random(in: 1...4, using: &generator) where !bytes.isEmpty {
                let index = Int.random(in: bytes.indices, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[index] = interesting.randomElement(using: &generator)!
                case 1: bytes.insert(interesting.randomElement(using: &generator)!, at: index)
                default: bytes.removeSubrange(index..<min(bytes.count, index + Int.random(in: 1...6, using: &generator)))
                }
            }
            guard let descriptor = try? ReportDescriptor(bytes: bytes) else { continue }
            let contact = TouchContact(id: 1, tip: true, x: 0.5, y: 0.5, pressure: 0.5)
            if let encoder = try? TouchReportEncoder(descriptor) {
                let reports = (try? encoder.encode(TouchFrame(contacts: [contact, contact], button: true, scanTime: 9))) ?? []
                for report in reports { _ = ReportDecoder(descriptor).decode(report) }
            }
            if let pen = try? PenReportEncoder(descriptor) {
                _ = ReportDecoder(descriptor).decode(pen.encode(PenFrame(inRange: true, tip: true, x: 1, y: 1, pressure: 1)))
            }
            let features = FeatureReports(descriptor, contactMax: 99, buttonType: 1)
            for layout in descriptor.reports where layout.kind == .feature {
                _ = features.inputMode(fromSetReport: features.reply(reportID: layout.reportID) ?? [])
            }
        }
    }
}

/// SplitMix64, so that the mutations are the same on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
