// SPDX-License-Identifier: MIT
/// One tab's card in the tab overview, in the session's tab order (`TabOverview` places it): what
/// a front end draws on it besides the tab's snapshot.
public struct OverviewCard: Hashable, Sendable {
    public var tab: TabID
    /// The title of the tab's current page; empty for a tab on its start view.
    public var title: String

    public init(tab: TabID, title: String) {
        self.tab = tab
        self.title = title
    }
}
