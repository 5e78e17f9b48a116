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

    /// Keeps `picture` as `entry`'s, in place of any earlier one; returns what it no longer keeps
    /// (that earlier one, and the oldest beyond `bound`), for the caller to release.
    package mutating func keep(_ picture: Picture, of entry: Entry, uri: String) -> [(entry: Entry, uri: String, picture: Picture)] {
        var dropped: [(entry: Entry, uri: String, picture: Picture)] = []
        if let index = kept.firstIndex(where: { $0.entry == entry }) { dropped.append(kept.remove(at: index)) }
        kept.append((entry, uri, picture))
        while kept.count > bound { dropped.append(kept.removeFirst()) }
        return dropped
    }

    /// The picture of `entry` when it is kept and still at `uri`; else the latest of any entry at
    /// `uri` (the list was rebuilt, or the page visited again); nil when none is.
    package func picture(of entry: Entry?, uri: String) -> Picture? {
        if let entry, let match = kept.last(where: { $0.entry == entry && $0.uri == uri }) { return match.picture }
        return kept.last { $0.uri == uri }?.picture
    }
}
