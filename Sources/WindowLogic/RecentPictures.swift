// SPDX-License-Identifier: MIT
/// The bookkeeping of `EntrySnapshots`, apart from GObject references: the latest `bound`
/// pictures, each under its back/forward entry and the URI that entry was at.
package struct RecentPictures<Entry: Equatable, Picture> {
    let bound: Int
    private var kept: [(entry: Entry, uri: String, picture: Picture)] = []

    package init(bound: Int) {
        self.bound = bound
    }

    /// Every picture kept, oldest first.
    package var all: [(entry: Entry, uri: String, picture: Picture)] { kept }

    /// Keeps `picture` as `entry`'s, in place of any earlier one, and drops the oldest beyond
    /// `bound` (a picture's owner frees it as it goes: `GRef`).
    package mutating func keep(_ picture: Picture, of entry: Entry, uri: String) {
        kept.removeAll { $0.entry == entry }
        kept.append((entry, uri, picture))
        if kept.count > bound { kept.removeFirst(kept.count - bound) }
    }

    /// The picture of `entry` when it is kept and still at `uri`; else the latest of any entry at
    /// `uri` (the list was rebuilt, or the page visited again); nil when none is.
    package func picture(of entry: Entry?, uri: String) -> Picture? {
        if let entry, let match = kept.last(where: { $0.entry == entry && $0.uri == uri }) { return match.picture }
        return kept.last { $0.uri == uri }?.picture
    }
}
