// SPDX-License-Identifier: MIT
/// A GTK touch sequence: the address of its `GdkEventSequence`, which GTK keeps the same from the
/// touch's begin to its end (and may reuse for a later touch).
struct TouchSequenceID: Hashable, Sendable {
    var rawValue: UInt

    init(rawValue: UInt) {
        self.rawValue = rawValue
    }
}
