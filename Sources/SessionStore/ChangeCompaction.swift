// SPDX-License-Identifier: MIT
import BrowserSession

extension SessionStore {
    /// `changes` without those a later one makes void: committing the result does to a store what
    /// committing `changes` does. For the steps the runner holds while the disk is full, which
    /// would otherwise grow by a whole tab on every progress report of a load.
    ///
    /// - `mode`, `selectedTab`, a host's `hostZoom` and a URL's `title` set one value: the last of
    ///   each stays.
    /// - A `tabSaved` stores a tab whole, at a position: an earlier save of the same tab goes when
    ///   no other tab is saved and the tab is not closed in between. (Another tab's save inserts it
    ///   at a position counted with this tab where the earlier save put it; a close deletes the
    ///   tab's snapshot, which a save after it would not bring back.)
    /// - Visits add rows and snapshots name files already written: all of them stay.
    public static func compacted(_ changes: [SessionChange]) -> [SessionChange] {
        var kept: [SessionChange] = []
        var modeSet = false, selectionSet = false
        var zoomedHosts: Set<String> = [], titledURLs: Set<String> = []
        /// The tab saved later with no other tab saved and no close of it in between, if any.
        var savedLater: TabID?
        for change in changes.reversed() {
            switch change {
            case .mode:
                guard !modeSet else { continue }
                modeSet = true
            case .selectedTab:
                guard !selectionSet else { continue }
                selectionSet = true
            case .hostZoom(let host, _):
                guard zoomedHosts.insert(host).inserted else { continue }
            case .title(let url, _):
                guard titledURLs.insert(url).inserted else { continue }
            case .tabSaved(let tab, _):
                guard savedLater != tab.id else { continue }
                savedLater = tab.id
            case .tabClosed(let id):
                if savedLater == id { savedLater = nil }
            case .visit, .snapshot:
                break
            }
            kept.append(change)
        }
        return kept.reversed()
    }
}
