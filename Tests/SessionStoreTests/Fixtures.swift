// SPDX-License-Identifier: MIT
import BrowserSession
import InputEvents

/// Sessions and steps the store tests commit.
enum Fixtures {
    static func item(_ name: String) -> HistoryItem {
        HistoryItem(url: "https://en.wikipedia.org/wiki/\(name)", title: name)
    }

    /// A tab on `current` (an index into `names`, -1 for the start view) of a list of pages.
    static func tab(_ id: Int, _ names: [String], current: Int, zoom: Double = 1, progress: Double = 1) -> Tab {
        Tab(id: TabID(id), history: BackForwardList(items: names.map(item), currentIndex: current), zoom: zoom, progress: progress)
    }

    /// Three tabs: one mid-history, one back on its start view with pages ahead, one loading; the overview shown.
    static let session = SessionState(
        tabs: [
            tab(4, ["Swift", "Apple_Inc.", "Cupertino"], current: 1, zoom: 1.5),
            tab(2, ["Linux"], current: -1),
            tab(9, ["Evdev", "Libinput"], current: 1, progress: 0.25),
        ],
        selectedTab: TabID(9),
        zoomByHost: ["en.wikipedia.org": 1.5, "example.org": 0.5],
        mode: .overview)

    /// The changes that store `state` whole.
    static func changes(storing state: SessionState) -> [SessionChange] {
        state.tabs.enumerated().map { SessionChange.tabSaved($1, position: $0) }
            + state.zoomByHost.sorted { $0.key < $1.key }.map { SessionChange.hostZoom(host: $0.key, scale: $0.value) }
            + [.selectedTab(state.selectedTab), .mode(state.mode)]
    }
}
