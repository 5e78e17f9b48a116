// SPDX-License-Identifier: MIT
/// The local items read since the last main item (HID 1.11 §6.2.2.8): the next main item uses
/// them, and every main item, Collection and End Collection included, forgets them.
struct LocalState {
    /// The usages in order, each already joined to the usage page in force when it was read (an
    /// item of 4 data bytes is an extended usage and kept whole).
    var usages: [UInt32] = []
    /// The data size of each usage's item: the main item joins usages of 1 or 2 bytes to the last
    /// usage page again (`hid_concatenate_last_usage_page`).
    var usageSizes: [Int] = []
    /// Usage Minimum's data, waiting for its Usage Maximum.
    var usageMinimum: UInt32 = 0
    /// Open Delimiter sets (0 or 1: hid-core rejects nested sets).
    var delimiterDepth = 0
    /// How many Delimiter sets have opened: only the first set's usages are kept, as hid-core keeps them.
    var delimiterBranch = 0
}
