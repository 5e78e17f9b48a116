// SPDX-License-Identifier: MIT
import InputEvents

/// One change the session core made, for `SessionStore` to commit (in one transaction per step)
/// before the `SessionEvent`s of that step are reported.
public enum SessionChange: Hashable, Sendable {
    /// A tab was opened or changed: store it whole (its list is at most a few dozen entries).
    case tabSaved(Tab, position: Int)
    /// A tab was closed: its rows and its snapshot go, the other tabs close up behind it.
    case tabClosed(TabID)
    case selectedTab(TabID)
    case mode(SessionMode)
    /// The zoom remembered for a host.
    case hostZoom(host: String, scale: Double)
    /// A page was visited: global history (urls and visits, as GNOME Web and Firefox keep them).
    case visit(url: String, title: String, at: Timestamp)
    /// A visited page got its title (once loaded, or changed by a script later).
    case title(url: String, title: String)
    /// A snapshot of a tab's page was taken (for the overview's thumbnails).
    case snapshot(SnapshotMetadata)
}

/// What is kept of a page snapshot: enough to show and invalidate a thumbnail.
public struct SnapshotMetadata: Hashable, Sendable {
    public var tab: TabID
    public var url: String
    public var width: Int
    public var height: Int
    /// When it was taken (event time).
    public var takenAt: Timestamp
    /// An identifier of the pixels (a file name or a content hash) from the renderer.
    public var key: String

    public init(tab: TabID, url: String, width: Int, height: Int, takenAt: Timestamp, key: String) {
        self.tab = tab
        self.url = url
        self.width = width
        self.height = height
        self.takenAt = takenAt
        self.key = key
    }
}
