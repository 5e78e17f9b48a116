// SPDX-License-Identifier: MIT
import InputEvents

/// One URL in the global history, as GNOME Web and Firefox list them: every visit counted, the latest kept.
public struct HistoryEntry: Hashable, Sendable {
    public var url: String
    /// The title of the latest visit that had one.
    public var title: String
    public var visitCount: Int
    public var lastVisit: Timestamp

    public init(url: String, title: String, visitCount: Int, lastVisit: Timestamp) {
        self.url = url
        self.title = title
        self.visitCount = visitCount
        self.lastVisit = lastVisit
    }
}
