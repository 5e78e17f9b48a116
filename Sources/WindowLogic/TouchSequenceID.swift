// SPDX-License-Identifier: MIT
/// A GTK touch sequence: the address of its `GdkEventSequence`, which GTK keeps the same from the
/// touch's begin to its end (and may reuse for a later touch).
package struct TouchSequenceID: Hashable, Sendable {
    package var rawValue: UInt

    package init(rawValue: UInt) {
        self.rawValue = rawValue
    }
}
