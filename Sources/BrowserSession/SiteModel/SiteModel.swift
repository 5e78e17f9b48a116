// SPDX-License-Identifier: MIT
import Contacts

/// The headless renderer of a `--site` file's `pages` (DESIGN.md, "Site files"): pages with titles
/// and links where a rendered page would have them. It answers every command at once: any URL loads
/// in fixed steps, a hit-test finds the topmost link, a click on a link asks to follow it, and snapshots are metadata only (no pixels), so
/// a replay gives the same session on every machine.
public struct SiteModel: PageRenderer, Hashable, Sendable {
    /// The pages by URL.
    public let pages: [String: SitePage]
    /// The page each tab shows, as the commands left it (absent: the start view).
    private var shown: [TabID: String] = [:]

    /// The progress every load reports, in order: deterministic, like the rest of a replay.
    public static let loadSteps = [0.1, 0.5, 1.0]
    /// The size snapshots are taken at: a common laptop viewport.
    public static let viewport = (width: 1280, height: 800)

    public init(pages: [String: SitePage]) {
        self.pages = pages
    }

    /// The pages of `file`.
    /// - Throws: `SiteFileError` when the file has no `pages` (it configures a real browser only).
    public init(_ file: SiteFile) throws(SiteFileError) {
        guard let pages = file.pages else {
            throw SiteFileError(file: file.name, path: "pages", reason: "missing (the headless site model needs the pages)")
        }
        self.init(pages: pages)
    }

    public mutating func perform(_ command: PageCommand) -> [PageEvent] {
        switch command {
        case .load(let load, let url, let tab), .reload(let load, let url, let tab), .go(_, .page(let url, let load), let tab):
            return self.load(url, as: load, in: tab)
        case .restore(let load, let history, _, _, let tab):
            guard let load, let url = history.current?.url else { return [] }
            return self.load(url, as: load, in: tab)
        case .go(_, .startView, let tab), .closeTab(let tab):
            shown[tab] = nil
            return []
        case .hitTest(let id, let point, let tab):
            return [.hitTestResult(id, link: shown[tab].flatMap { link(at: point, on: $0) })]
        case .click(let point, let tab):
            // A click on a link asks to follow it, whatever its scheme: the policy decides.
            guard let link = shown[tab].flatMap({ link(at: point, on: $0) }) else { return [] }
            return [.navigationRequested(tab: tab, url: link.href)]
        case .takeSnapshot(let tab, let url):
            let snapshot = snapshot(of: url)
            return [.snapshotTaken(tab: tab, url: url, width: snapshot.width, height: snapshot.height, key: snapshot.key)]
        case .showPreview, .showPreviewActions, .hidePreview, .copyLink, .setZoom, .showOverview, .showOverviewZoom, .cancelOverviewZoom, .focusTab,
             .showTransition, .cancelTransition:
            return []
        }
    }

    /// The topmost link under `point`: the last listed of those containing it.
    public func link(at point: Point, on url: String) -> Link? {
        pages[url]?.links.last { $0.rect.contains(point) }
    }

    /// The viewport's size and a stable hash of the URL: the same page always has the same key.
    public func snapshot(of url: String) -> (width: Int, height: Int, key: String) {
        (Self.viewport.width, Self.viewport.height, SnapshotKey.of(url.utf8))
    }

    /// Any URL loads, known to the site or not: started, committed where asked (no redirects), its
    /// title when the site knows the page, `loadSteps`, finished.
    private mutating func load(_ url: String, as load: LoadID, in tab: TabID) -> [PageEvent] {
        shown[tab] = url
        var events: [PageEvent] = [.loadStarted(load), .loadCommitted(load, url: url)]
        if let title = pages[url]?.title { events.append(.titleChanged(load, title)) }
        events += Self.loadSteps.map { .loadProgress(load, $0) }
        events.append(.loadFinished(load))
        return events
    }
}
