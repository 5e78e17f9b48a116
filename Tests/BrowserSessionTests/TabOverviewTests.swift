// SPDX-License-Identifier: MIT
import BrowserSession
import Contacts
import Testing

@Suite struct TabOverviewTests {
    func expectClose(_ rects: [Rect], _ expected: [[Double]], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(rects.count == expected.count, sourceLocation: sourceLocation)
        for (rect, numbers) in zip(rects, expected) {
            let actual = [rect.x, rect.y, rect.width, rect.height]
            #expect(zip(actual, numbers).allSatisfy { abs($0 - $1) < 1e-12 }, "\(actual) is not \(numbers)", sourceLocation: sourceLocation)
        }
    }

    @Test func noTabsNoThumbnailsNoFocus() {
        let overview = TabOverview(count: 0)
        #expect(overview.thumbnails == [])
        #expect(overview.focus(pinchAt: Point(x: 0.5, y: 0.5), scale: 2) == nil)
        #expect(overview.thumbnail(at: Point(x: 0.5, y: 0.5)) == nil)
    }

    @Test func oneTabFillsTheViewportLessTheMargin() {
        expectClose(TabOverview(count: 1).thumbnails, [[0.1, 0.1, 0.8, 0.8]])
    }

    @Test func twoTabsSitSideBySideCentredVertically() {
        expectClose(TabOverview(count: 2).thumbnails, [[0.05, 0.30, 0.4, 0.4], [0.55, 0.30, 0.4, 0.4]])
    }

    @Test func fiveTabsFillTwoRowsOfThreeFromTheTopLeft() {
        let side = 1.0 / 3 - 2.0 / 30
        expectClose(TabOverview(count: 5).thumbnails, [
            [1.0 / 30, 0.2, side, side], [1.0 / 3 + 1.0 / 30, 0.2, side, side], [2.0 / 3 + 1.0 / 30, 0.2, side, side],
            [1.0 / 30, 0.2 + 1.0 / 3, side, side], [1.0 / 3 + 1.0 / 30, 0.2 + 1.0 / 3, side, side],
        ])
    }

    @Test func nineTabsFillThreeRowsOfThree() {
        let side = 1.0 / 3 - 2.0 / 30
        let starts = [1.0 / 30, 1.0 / 3 + 1.0 / 30, 2.0 / 3 + 1.0 / 30]
        expectClose(TabOverview(count: 9).thumbnails, starts.flatMap { y in starts.map { x in [x, y, side, side] } })
    }

    @Test func oneTabIsAlwaysFocused() {
        #expect(TabOverview(count: 1).focus(pinchAt: Point(x: 0.95, y: 0.05), scale: 1.5) == 0)
    }

    @Test(arguments: [(Point(x: 0.25, y: 0.5), 0), (Point(x: 0.75, y: 0.5), 1), (Point(x: 0.45, y: 0.5), 0), (Point(x: 0.55, y: 0.5), 1)])
    func twoTabsTheOneUnderTheFingersGrowsLargest(_ focus: Point, _ tab: Int) {
        #expect(TabOverview(count: 2).focus(pinchAt: focus, scale: 2) == tab)
    }

    @Test func twoTabsSplitEvenlyGoToTheFirst() {
        // Zoomed about the centre both show 0.4 × 0.8 at the same distance.
        #expect(TabOverview(count: 2).focus(pinchAt: Point(x: 0.5, y: 0.5), scale: 2) == 0)
    }

    @Test func fiveTabsAllInViewTieOnAreaAndTheNearestToTheCentreWins() {
        // Scale 1.05 about (0.5, 0.6) keeps every thumbnail whole; tab 4's centre ends 0.17 from the
        // viewport's centre, tab 1's 0.18.
        #expect(TabOverview(count: 5).focus(pinchAt: Point(x: 0.5, y: 0.6), scale: 1.05) == 4)
    }

    @Test(arguments: [(Point(x: 1.0 / 6, y: 1.0 / 6), 0), (Point(x: 0.5, y: 0.5), 4), (Point(x: 0.8, y: 0.8), 8), (Point(x: 0.1, y: 0.9), 6)])
    func nineTabsLargestVisibleAreaWins(_ focus: Point, _ tab: Int) {
        #expect(TabOverview(count: 9).focus(pinchAt: focus, scale: 3) == tab)
    }

    @Test func areaBeatsDistance() {
        // Whole but in a corner (0.16, centre 0.42 away) against cut by the top edge but centred (0.12, 0.4 away).
        let corner = Rect(x: 0, y: 0.6, width: 0.4, height: 0.4)
        let cut = Rect(x: 0.3, y: -0.1, width: 0.4, height: 0.4)
        #expect(TabOverview.mostVisible([cut, corner]) == 1)
        #expect(TabOverview.mostVisible([corner, cut]) == 0)
    }

    @Test func equalAreasGoToTheNearestTheCentre() {
        let far = Rect(x: 0, y: 0, width: 0.2, height: 0.2)
        let near = Rect(x: 0.5, y: 0.5, width: 0.2, height: 0.2)
        #expect(TabOverview.mostVisible([far, near]) == 1)
    }

    @Test func areasWithinEpsilonTie() {
        let bigger = Rect(x: 0, y: 0, width: 0.2 + 1e-12, height: 0.2)
        let near = Rect(x: 0.4, y: 0.4, width: 0.2, height: 0.2)
        #expect(TabOverview.mostVisible([bigger, near]) == 1)
        let clearlyBigger = Rect(x: 0, y: 0, width: 0.21, height: 0.2)
        #expect(TabOverview.mostVisible([clearlyBigger, near]) == 0)
    }

    @Test func nothingVisibleAnywhereGoesToTheNearest() {
        let left = Rect(x: -2, y: 0.4, width: 0.2, height: 0.2)
        let right = Rect(x: 1.5, y: 0.4, width: 0.2, height: 0.2)
        #expect(TabOverview.mostVisible([left, right]) == 1)
    }

    @Test(arguments: [(Point(x: 0.2, y: 0.4), 0 as Int?), (Point(x: 0.7, y: 0.65), 1), (Point(x: 0.5, y: 0.5), nil), (Point(x: 0.2, y: 0.1), nil)])
    func tapPicksTheThumbnailUnderIt(_ point: Point, _ tab: Int?) {
        #expect(TabOverview(count: 2).thumbnail(at: point) == tab)
    }
}
