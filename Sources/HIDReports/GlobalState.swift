// SPDX-License-Identifier: MIT
/// The global items in force (HID 1.11 §6.2.2.7): each stays until the next item of its tag, or
/// until a Pop brings back the state of the matching Push. Only what a field needs is kept; the
/// physical range and units are read past (the kernel works them out from the descriptor itself).
struct GlobalState {
    /// Usage Page as its item gave it (`item_udata`): hid-core keeps all 32 bits and uses the low 16.
    var usagePage: UInt32 = 0
    var logicalMinimum = 0
    var logicalMaximum = 0
    var reportSize = 0
    var reportCount = 0
    /// 0 until a Report ID item.
    var reportID: UInt8 = 0
}

/// Which report: IDs are counted apart for each kind.
struct ReportKey: Hashable {
    var kind: ReportKind
    var reportID: UInt8
}
