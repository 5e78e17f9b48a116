// SPDX-License-Identifier: MIT
import BrowserSession
@testable import WindowLogic
import Testing

/// When an edge-pan is captured on its way, and where its two pages lie.
@Suite struct EdgePanShotsTests {
    func back(_ progress: Double) -> BackForwardTransition {
        BackForwardTransition(direction: .back, progress: progress, destination: nil)
    }

    @Test func onceAtHalfwayThenNotAgainInThatPan() {
        var shots = EdgePanShots()
        #expect(shots.after(back(0.1), reported: false) == nil)
        #expect(shots.after(back(0.4999), reported: false) == nil)
        #expect(shots.after(back(0.5), reported: false) == .halfway)
        #expect(shots.after(back(0.6), reported: false) == nil)
        #expect(shots.after(back(0.4), reported: false) == nil)
        #expect(shots.after(back(0.6), reported: false) == nil)
    }

    @Test func aPanThatWentSomewhereEndsInItsEventsShotOnly() {
        var shots = EdgePanShots()
        _ = shots.after(back(0.6), reported: false)
        #expect(shots.after(nil, reported: true) == nil)
    }

    @Test func aPanThatSprangBackIsCapturedInPlace() {
        var shots = EdgePanShots()
        _ = shots.after(back(0.1), reported: false)
        #expect(shots.after(nil, reported: false) == .sprungBack)
        #expect(shots.after(nil, reported: false) == nil)
    }

    @Test func eachPanHasItsHalfway() {
        var shots = EdgePanShots()
        #expect(shots.after(back(0.7), reported: false) == .halfway)
        #expect(shots.after(nil, reported: true) == nil)
        #expect(shots.after(back(0.7), reported: false) == .halfway)
    }

    @Test func stepsWithoutAPanCaptureNothing() {
        var shots = EdgePanShots()
        #expect(shots.after(nil, reported: true) == nil)
        #expect(shots.after(nil, reported: false) == nil)
    }

    @Test func goingBackTheCurrentPageSlidesRightOffTheOneBeforeWhichCatchesUp() {
        #expect(SwipeLayout(direction: .back, progress: 0).upper == 0)
        #expect(SwipeLayout(direction: .back, progress: 0).lower == -SwipeLayout.parallax)
        #expect(SwipeLayout(direction: .back, progress: 0.5).upper == 0.5)
        #expect(SwipeLayout(direction: .back, progress: 0.5).lower == -SwipeLayout.parallax / 2)
        #expect(SwipeLayout(direction: .back, progress: 1).lower == 0)
        #expect(SwipeLayout(direction: .back, progress: 0.5).currentIsUpper)
    }

    @Test func goingForwardTheNextPageSlidesInOverTheCurrentOne() {
        #expect(SwipeLayout(direction: .forward, progress: 0).upper == 1)
        #expect(SwipeLayout(direction: .forward, progress: 0).lower == 0)
        #expect(SwipeLayout(direction: .forward, progress: 1).upper == 0)
        #expect(SwipeLayout(direction: .forward, progress: 1).lower == -SwipeLayout.parallax)
        #expect(!SwipeLayout(direction: .forward, progress: 0.5).currentIsUpper)
    }

    @Test func theLowerPageIsNeverUncoveredOnItsRight() {
        for direction in [BackForwardTransition.Direction.back, .forward] {
            for step in 0 ... 100 {
                let layout = SwipeLayout(direction: direction, progress: Double(step) / 100)
                #expect(layout.lower + 1 >= layout.upper)
            }
        }
    }
}
