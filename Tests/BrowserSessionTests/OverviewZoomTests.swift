// SPDX-License-Identifier: MIT
import BrowserSession
import Contacts
import Foundation
import Gestures
import IDNA
import Testing

/// The overview following the fingers: the commands a pinch sends as it moves and where it ends,
/// on a page and on the overview, read from the bare core.
@Suite struct OverviewZoomTests {
    let one = TabID(1), two = TabID(2)
    let centre = Point(x: 0.5, y: 0.5)

    /// Swift in tab 1 (selected), tab 2 on its start view; in `mode`.
    func session(_ mode: SessionMode = .page) throws -> BrowserSession {
        let state = SessionState(tabs: [Tab(id: one, history: BackForwardList(items: [item(swift)], currentIndex: 0)), Tab(id: two)],
                                 selectedTab: one, mode: mode)
        return BrowserSession(state: state, configuration: try SiteFile(json: Data(siteJSON.utf8), name: "site.json", idna: UTS46()).configuration)
    }

    var cards: [OverviewCard] { [OverviewCard(tab: one, title: "Swift"), OverviewCard(tab: two, title: "")] }

    func pinch(_ session: inout BrowserSession, _ phase: GesturePhase, _ scale: Double, at point: Point? = nil) -> [PageCommand] {
        session.handle(.gesture(gesture(.pinch(phase, scale: scale), at: point ?? centre))).commands
    }

    @Test func aPageShrinksWithClosingFingers() throws {
        var session = try session()
        let zoom = OverviewZoom(subject: .page(one), scale: 0.8, focus: centre)
        #expect(pinch(&session, .changed, 0.8) == [.showOverviewZoom(zoom, cards: cards)])
        #expect(session.overviewZoom == zoom)
    }

    @Test func aPageDoesNotGrowWithSpreadingFingersButComesBackToFullSize() throws {
        var session = try session()
        #expect(pinch(&session, .changed, 1.2) == [])
        _ = pinch(&session, .changed, 0.9)
        // Spread past where it began: full size, not larger (the zoom comes when the fingers lift).
        #expect(pinch(&session, .changed, 1.3) == [.showOverviewZoom(OverviewZoom(subject: .page(one), scale: 1, focus: centre), cards: cards)])
    }

    @Test func releasedBelowTheThresholdThePageLandsInTheOverview() throws {
        var session = try session()
        _ = pinch(&session, .changed, 0.5)
        #expect(pinch(&session, .ended, 0.5) == [.takeSnapshot(tab: one, url: swift), .showOverview(cards)])
        #expect(session.overviewZoom == nil)
        #expect(session.state.mode == .overview)
    }

    @Test func releasedAtTheThresholdThePageSpringsBackAndZooms() throws {
        var session = try session()
        _ = pinch(&session, .changed, BrowserSession.overviewScale)
        #expect(pinch(&session, .ended, BrowserSession.overviewScale) == [.cancelOverviewZoom, .setZoom(BrowserSession.overviewScale, tab: one)])
        #expect(session.overviewZoom == nil)
    }

    @Test func aZoomInThatNeverShrankThePageSendsNoSpringBack() throws {
        var session = try session()
        _ = pinch(&session, .changed, 1.5)
        #expect(pinch(&session, .ended, 1.5) == [.setZoom(1.5, tab: one)])
    }

    @Test func aCancelledPinchSpringsBackWhatItShowed() throws {
        var session = try session()
        #expect(pinch(&session, .cancelled, 0.5) == [])
        _ = pinch(&session, .changed, 0.5)
        #expect(pinch(&session, .cancelled, 0.5) == [.cancelOverviewZoom])
        #expect(session.overviewZoom == nil)
    }

    @Test func theGridZoomsWithTheFingersEitherWay() throws {
        var session = try session(.overview)
        let at = Point(x: 0.3, y: 0.4)
        #expect(pinch(&session, .changed, 1.7, at: at) == [.showOverviewZoom(OverviewZoom(subject: .grid, scale: 1.7, focus: at), cards: cards)])
        // Over-pinched: smaller than at rest, to spring back on release.
        #expect(pinch(&session, .changed, 0.7, at: at) == [.showOverviewZoom(OverviewZoom(subject: .grid, scale: 0.7, focus: at), cards: cards)])
        #expect(pinch(&session, .ended, 0.7, at: at) == [.cancelOverviewZoom])
        #expect(session.state.mode == .overview)
    }

    @Test func releasedJustBeforeTheCriticalScaleTheGridSpringsBack() throws {
        var session = try session(.overview)
        let before = TabOverview.criticalScale.nextDown
        _ = pinch(&session, .changed, before)
        #expect(pinch(&session, .ended, before) == [.cancelOverviewZoom])
        #expect(session.state.mode == .overview)
        #expect(session.overviewZoom == nil)
    }

    @Test func releasedAtTheCriticalScaleTheLargestCardBecomesThePage() throws {
        var session = try session(.overview)
        // Two tabs side by side: spread over tab 2's card, it fills the most of the viewport.
        let overTwo = Point(x: 0.75, y: 0.5)
        _ = pinch(&session, .changed, TabOverview.criticalScale, at: overTwo)
        // The tab left behind has its snapshot taken as it is left.
        #expect(pinch(&session, .ended, TabOverview.criticalScale, at: overTwo) == [.takeSnapshot(tab: one, url: swift), .focusTab(two)])
        #expect(session.state.mode == .page)
        #expect(session.overviewZoom == nil)
    }

    @Test func titlesFadeOutPastTheCriticalScale() {
        #expect(TabOverview.titleOpacity(atScale: 1) == 1)
        #expect(TabOverview.titleOpacity(atScale: TabOverview.criticalScale) == 1)
        #expect(TabOverview.titleOpacity(atScale: TabOverview.criticalScale + TabOverview.titleFade / 2) == 0.5)
        #expect(TabOverview.titleOpacity(atScale: TabOverview.criticalScale + TabOverview.titleFade) == 0)
        #expect(TabOverview.titleOpacity(atScale: 4) == 0)
    }
}

/// The overview's buttons, where the core's layout puts them, and a tap on one.
@Suite struct OverviewButtonTests {
    @Test func eachThumbnailHasItsCloseButtonAtItsTopLeft() {
        let overview = TabOverview(count: 4)
        #expect(overview.closeButtons.count == 4)
        for (thumbnail, close) in zip(overview.thumbnails, overview.closeButtons) {
            #expect(close.x == thumbnail.x && close.y == thumbnail.y)
            #expect(close.width == thumbnail.width * TabOverview.buttonSide && close.height == thumbnail.height * TabOverview.buttonSide)
        }
        let last = overview.closeButtons[3]
        #expect(overview.button(at: Point(x: last.x + last.width / 2, y: last.y + last.height / 2)) == .close(3))
        #expect(overview.button(at: Point(x: last.x + last.width * 1.5, y: last.y + last.height / 2)) == nil)
    }

    @Test func theNewTabButtonComesFirst() {
        let button = TabOverview.newTabButton
        #expect(TabOverview(count: 9).button(at: Point(x: button.x + button.width / 2, y: button.y + button.height / 2)) == .newTab)
    }

    @Test func aTapOnACloseButtonDoesNotFocusItsTab() throws {
        let state = SessionState(tabs: [Tab(id: TabID(1), history: BackForwardList(items: [item(swift)], currentIndex: 0)), Tab(id: TabID(2))],
                                 selectedTab: TabID(1), mode: .overview)
        var session = BrowserSession(state: state, configuration: try SiteFile(json: Data(siteJSON.utf8), name: "site.json", idna: UTS46()).configuration)
        let close = TabOverview(count: 2).closeButtons[1]
        let step = session.handle(.gesture(gesture(.tap, at: Point(x: close.x + 0.01, y: close.y + 0.01))))
        #expect(!step.commands.contains(.focusTab(TabID(2))))
        #expect(session.state.mode == .overview)
    }
}
