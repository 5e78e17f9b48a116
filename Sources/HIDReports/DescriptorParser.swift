// SPDX-License-Identifier: MIT
/// The HID 1.11 item stream into fields, as drivers/hid/hid-core.c's `hid_open_report` reads it,
/// so that a descriptor this module accepts means to it what it means to the kernel behind uhid:
///
/// - Logical Minimum is sign-extended from its data size (`15 81` is −127). Logical Maximum is
///   sign-extended only when the Logical Minimum in force *at that moment* is negative, and read
///   unsigned otherwise (`25 ff` after `15 00` is 255, not −1): `hid_parser_global` does this
///   because so many devices write 0…255 as `15 00 25 ff`, which the specification reads as 0…−1.
///   One difference: hid-core stores the maximum in an `s32`, so `27 ff ff ff ff` becomes −1 there
///   and 4294967295 here.
/// - A usage of 1 or 2 data bytes takes the usage page in force when it is read, and the main item
///   joins the trailing ones to the last usage page again (HID 1.11 §6.2.2.8, hid-core since 5.3);
///   a usage of 4 bytes is an extended usage, page in its high 16 bits.
/// - The limits are hid-core's: 256 bits of Report Size, 12288 usages (`HID_MAX_USAGES`) and as
///   many values per item, 4 nested Pushes, report IDs 1 to 255; and a report must fit uhid's
///   4096-byte buffer (`UHID_DATA_MAX`) with its ID byte, as `hid_add_field` checks for uhid.
/// - Long items are skipped rather than refused (hid-core refuses them; no usage table has one).
struct DescriptorParser {
    static let maximumReportSize = 256
    static let maximumUsages = 12_288
    static let maximumPushes = 4
    /// uhid's report buffer, ID byte included.
    static let maximumReportBytes = 4096

    private(set) var fields: [ReportField] = []
    private(set) var reports: [ReportLayout] = []
    private(set) var usesReportIDs = false

    private var reportIndices: [ReportKey: Int] = [:]
    private var global = GlobalState()
    private var pushed: [GlobalState] = []
    private var local = LocalState()
    private var openCollections: [HIDCollection] = []
    private var collectionCount = 0
    /// Each Finger collection's index in each report it has fields in.
    private var fingerIndices: [FingerKey: Int] = [:]
    /// How many Finger collections each report has so far.
    private var fingerCounts: [ReportKey: Int] = [:]

    private struct FingerKey: Hashable {
        var report: ReportKey
        var collection: Int
    }

    mutating func parse(_ bytes: [UInt8]) throws(ReportDescriptorError) {
        var reader = DescriptorItemReader(bytes)
        while let item = try reader.next() {
            switch item.type {
            case .main: try mainItem(item)
            case .global: try globalItem(item)
            case .local: try localItem(item)
            case .reserved, .long: break
            }
        }
        if let innermost = openCollections.last {
            let open = openCollections.count == 1 ? "a collection" : "\(openCollections.count) collections"
            throw ReportDescriptorError(
                offset: bytes.count,
                reason: "the descriptor ends with \(open) open (innermost: \(innermost.type), usage 0x\(hex(innermost.usage)))")
        }
        if local.delimiterDepth > 0 {
            throw ReportDescriptorError(offset: bytes.count, reason: "the descriptor ends inside a Delimiter set")
        }
    }

    // MARK: Main items

    private mutating func mainItem(_ item: DescriptorItem) throws(ReportDescriptorError) {
        joinLastUsagePage()
        defer { local = LocalState() }
        switch item.tag {
        case 0x8: try addField(.input, item)
        case 0x9: try addField(.output, item)
        case 0xB: try addField(.feature, item)
        case 0xA:
            let usage = local.usages.first ?? 0
            openCollections.append(HIDCollection(type: CollectionType(rawValue: UInt8(item.data & 0xFF)), usage: usage, index: collectionCount))
            collectionCount += 1
        case 0xC:
            guard openCollections.popLast() != nil else {
                throw ReportDescriptorError(offset: item.offset, reason: "End Collection with no open collection")
            }
        default:
            break // reserved main tags: hid-core warns and goes on
        }
    }

    /// `hid_concatenate_last_usage_page`: from the last usage back, each usage given in 1 or 2
    /// bytes takes the usage page in force now, until one already has it.
    private mutating func joinLastUsagePage() {
        for index in local.usages.indices.reversed() where local.usageSizes[index] <= 2 {
            if local.usages[index] >> 16 == global.usagePage { break }
            local.usages[index] = (global.usagePage & 0xFFFF) << 16 | local.usages[index] & 0xFFFF
        }
    }

    private mutating func addField(_ kind: ReportKind, _ item: DescriptorItem) throws(ReportDescriptorError) {
        guard global.logicalMaximum >= global.logicalMinimum else {
            throw ReportDescriptorError(
                offset: item.offset,
                reason: "\(kind) item's Logical Maximum \(global.logicalMaximum) is below its Logical Minimum \(global.logicalMinimum)")
        }
        let key = ReportKey(kind: kind, reportID: global.reportID)
        let reportIndex: Int
        if let known = reportIndices[key] {
            reportIndex = known
        } else {
            reportIndex = reports.count
            reportIndices[key] = reportIndex
            reports.append(ReportLayout(kind: kind, reportID: global.reportID, bitLength: 0))
        }
        let offset = reports[reportIndex].bitLength
        let length = offset + global.reportSize * global.reportCount
        guard (length + 7) / 8 <= Self.maximumReportBytes - 1 else {
            throw ReportDescriptorError(
                offset: item.offset,
                reason: "\(kind) report \(global.reportID) would be \((length + 7) / 8) bytes after its ID byte, "
                    + "over the \(Self.maximumReportBytes - 1) that fit uhid's \(Self.maximumReportBytes)-byte reports")
        }
        reports[reportIndex].bitLength = length

        let isVariable = item.data & 0x02 != 0
        let usages = isVariable && !local.usages.isEmpty
            ? (0..<global.reportCount).map { local.usages[min($0, local.usages.count - 1)] }
            : local.usages
        fields.append(ReportField(
            kind: kind, reportID: global.reportID, bitOffset: offset, bitSize: global.reportSize, count: global.reportCount,
            usages: usages, flags: item.data, logicalMinimum: global.logicalMinimum, logicalMaximum: global.logicalMaximum,
            collectionPath: openCollections, fingerIndex: fingerIndex(in: key)))
    }

    /// The index within `report` of the innermost open Finger collection, given on its first field.
    private mutating func fingerIndex(in report: ReportKey) -> Int? {
        guard let finger = openCollections.last(where: { $0.usage == HIDUsage.finger }) else { return nil }
        let key = FingerKey(report: report, collection: finger.index)
        if let known = fingerIndices[key] { return known }
        let next = fingerCounts[report, default: 0]
        fingerCounts[report] = next + 1
        fingerIndices[key] = next
        return next
    }

    // MARK: Global items

    private mutating func globalItem(_ item: DescriptorItem) throws(ReportDescriptorError) {
        switch item.tag {
        case 0x0:
            global.usagePage = item.data
        case 0x1:
            global.logicalMinimum = item.signedData
        case 0x2:
            global.logicalMaximum = global.logicalMinimum < 0 ? item.signedData : Int(item.data)
        case 0x3, 0x4, 0x5, 0x6:
            break // physical range, unit exponent, unit
        case 0x7:
            guard item.data <= Self.maximumReportSize else {
                throw ReportDescriptorError(offset: item.offset, reason: "Report Size \(item.data) is over \(Self.maximumReportSize) bits")
            }
            global.reportSize = Int(item.data)
        case 0x8:
            guard (1...255).contains(item.data) else {
                throw ReportDescriptorError(offset: item.offset, reason: "Report ID \(item.data) is not one of 1 to 255")
            }
            global.reportID = UInt8(item.data)
            usesReportIDs = true
        case 0x9:
            guard item.data <= Self.maximumUsages else {
                throw ReportDescriptorError(offset: item.offset, reason: "Report Count \(item.data) is over \(Self.maximumUsages)")
            }
            global.reportCount = Int(item.data)
        case 0xA:
            guard pushed.count < Self.maximumPushes else {
                throw ReportDescriptorError(offset: item.offset, reason: "Push with \(Self.maximumPushes) global states pushed already")
            }
            pushed.append(global)
        case 0xB:
            guard let restored = pushed.popLast() else {
                throw ReportDescriptorError(offset: item.offset, reason: "Pop with no pushed global state")
            }
            global = restored
        default:
            throw ReportDescriptorError(offset: item.offset, reason: "global item tag \(item.tag) is reserved")
        }
    }

    // MARK: Local items

    private mutating func localItem(_ item: DescriptorItem) throws(ReportDescriptorError) {
        switch item.tag {
        case 0xA:
            if item.data != 0 {
                guard local.delimiterDepth == 0 else {
                    throw ReportDescriptorError(offset: item.offset, reason: "Delimiter opens a set inside a set")
                }
                local.delimiterDepth += 1
                local.delimiterBranch += 1
            } else {
                guard local.delimiterDepth > 0 else {
                    throw ReportDescriptorError(offset: item.offset, reason: "Delimiter closes a set that is not open")
                }
                local.delimiterDepth -= 1
            }
        case 0x0 where local.delimiterBranch <= 1:
            try addUsage(item.data, size: item.size, at: item.offset)
        case 0x1 where local.delimiterBranch <= 1:
            local.usageMinimum = item.data
        case 0x2 where local.delimiterBranch <= 1:
            guard item.data >= local.usageMinimum else {
                throw ReportDescriptorError(
                    offset: item.offset, reason: "Usage Maximum 0x\(hex(item.data)) is below Usage Minimum 0x\(hex(local.usageMinimum))")
            }
            guard item.data - local.usageMinimum < UInt32(Self.maximumUsages - local.usages.count) else {
                throw tooManyUsages(at: item.offset)
            }
            for usage in local.usageMinimum...item.data { try addUsage(usage, size: item.size, at: item.offset) }
        default:
            break // designators, strings, and the usages of a second Delimiter set
        }
    }

    private mutating func addUsage(_ data: UInt32, size: Int, at offset: Int) throws(ReportDescriptorError) {
        guard local.usages.count < Self.maximumUsages else { throw tooManyUsages(at: offset) }
        local.usages.append(size <= 2 ? (global.usagePage & 0xFFFF) << 16 | data & 0xFFFF : data)
        local.usageSizes.append(size)
    }

    private func tooManyUsages(at offset: Int) -> ReportDescriptorError {
        ReportDescriptorError(offset: offset, reason: "more than \(Self.maximumUsages) usages before one main item")
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, (value > 0xFFFF ? 8 : 4) - digits.count)) + digits
    }
}
