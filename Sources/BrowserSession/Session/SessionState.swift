// SPDX-License-Identifier: MIT
/// A tab's identity, stable across restarts.
public struct TabID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (a: TabID, b: TabID) -> Bool { a.rawValue < b.rawValue }
    public var description: String { String(rawValue) }
}

/// One page in a tab's history (a `WebKitBackForwardListItem`).
public struct HistoryItem: Hashable, Sendable {
    public var url: String
    public var title: String

    public init(url: String, title: String) {
        self.url = url
        self.title = title
    }
}

/// Everything one tab holds: its back/forward list and its page state.
public struct Tab: Hashable, Sendable {
    public var id: TabID
    public var history: BackForwardList
    /// Page zoom of the current page (the remembered zoom of its host).
    public var zoom: Double
    /// Load progress of the current page, 0 to 1 (1 = loaded; also 1 on the start view).
    public var progress: Double
    /// The renderer's own record of the tab's list (WebKit's session state), nil until it reports
    /// one; the headless site model never does.
    public var rendererState: RendererSessionState?

    public init(id: TabID, history: BackForwardList = BackForwardList(), zoom: Double = 1, progress: Double = 1, rendererState: RendererSessionState? = nil) {
        self.id = id
        self.history = history
        self.zoom = zoom
        self.progress = progress
        self.rendererState = rendererState
    }

    /// The page shown, nil on the start view.
    public var current: HistoryItem? { history.current }
}

/// Whether the user sees a page or the tab overview; the raw value is its name wherever it is
/// written (the store, `peekpop session show`).
public enum SessionMode: String, Hashable, Sendable, CaseIterable {
    case page
    case overview
}

/// The whole browser session: what `SessionStore` keeps and restores.
public struct SessionState: Hashable, Sendable {
    /// Open tabs, in the order the overview shows them.
    public var tabs: [Tab]
    /// The tab in front.
    public var selectedTab: TabID
    /// Page zoom remembered per host (as GNOME Web and Safari do).
    public var zoomByHost: [String: Double]
    public var mode: SessionMode

    public init(tabs: [Tab], selectedTab: TabID, zoomByHost: [String: Double] = [:], mode: SessionMode = .page) {
        self.tabs = tabs
        self.selectedTab = selectedTab
        self.zoomByHost = zoomByHost
        self.mode = mode
    }

    /// A first session: one tab on its start view.
    public static let fresh = SessionState(tabs: [Tab(id: TabID(1))], selectedTab: TabID(1))

    /// True for a session with nothing worth keeping: tabs on their start views only, no zoom remembered.
    /// Such a session never overwrites a stored one.
    public var isEmpty: Bool { tabs.allSatisfy { $0.history.isEmpty } && zoomByHost.isEmpty }
}
