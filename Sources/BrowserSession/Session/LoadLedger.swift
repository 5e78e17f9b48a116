// SPDX-License-Identifier: MIT
/// What the core has asked the renderer for and still waits on: the latest load of each tab, the
/// ids of loads and hit-tests, and which load opened a site in its tab. An event of any other load
/// is stale, so a renderer that answers late, out of order or never leaves the state consistent.
struct LoadLedger {
    /// The latest load of each tab. Absent for a tab on its start view or never loaded.
    private var latest: [TabID: LoadID] = [:]
    /// The load that opened a site in each tab (an address, the start page, a link to another
    /// site, a URL handed over), while it is still the tab's latest.
    private var siteOpening: [TabID: LoadID] = [:]
    /// The last id handed out: loads and hit-tests count together, so no two requests share one.
    private var lastRequest = 0

    /// A new load for `tab`, which from now on is the only one of its loads followed.
    mutating func startLoad(inTab tab: TabID) -> LoadID {
        lastRequest += 1
        let load = LoadID(lastRequest)
        latest[tab] = load
        return load
    }

    /// `startLoad`, for a load that opens a site in the tab: it may land anywhere the session
    /// would open a site (`opensSite`).
    mutating func startSiteLoad(inTab tab: TabID) -> LoadID {
        let load = startLoad(inTab: tab)
        siteOpening[tab] = load
        return load
    }

    /// A new hit-test id.
    mutating func startHitTest() -> HitTestID {
        lastRequest += 1
        return HitTestID(lastRequest)
    }

    /// The tab went to its start view: none of its loads is followed any more.
    mutating func stopFollowing(_ tab: TabID) {
        latest[tab] = nil
    }

    /// The tab is closed: nothing of it is remembered.
    mutating func forget(_ tab: TabID) {
        latest[tab] = nil
        siteOpening[tab] = nil
    }

    /// The tab whose latest load is `load`; nil for a stale load.
    func tab(following load: LoadID) -> TabID? {
        latest.first { $0.value == load }?.key
    }

    /// Whether `tab` is loading anything the core follows.
    func isLoading(_ tab: TabID) -> Bool {
        latest[tab] != nil
    }

    /// Whether the tab's latest load is one that opened a site in it.
    func opensSite(_ tab: TabID) -> Bool {
        latest[tab] != nil && siteOpening[tab] == latest[tab]
    }
}
