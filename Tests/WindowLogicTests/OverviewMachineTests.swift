// SPDX-License-Identifier: MIT
import BrowserSession
@testable import WindowLogic
import Contacts
import Testing

/// One test per transition of `OverviewMachine.md`, and the placements it moves between.
@Suite struct OverviewMachineTests {
    let release = Release.duration
    let shrunk = OverviewPlacement.zoomed(by: 0.7, about: Point(x: 0.5, y: 0.5))
    let card = OverviewPlacement.page(in: Rect(x: 0.1, y: 0.1, width: 0.8, height: 0.8))

    func shrinking() -> OverviewMachine {
        var machine = OverviewMachine()
        _ = machine.handle(.shrink(shrunk))
        return machine
    }

    func shown(_ grid: OverviewPlacement = .identity) -> OverviewMachine {
        var machine = OverviewMachine()
        _ = machine.handle(.land(card, at: 1_000))
        _ = machine.handle(.move(grid))
        return machine
    }

    /// Released by fingers that lifted at time 1,000, and at its first frame then.
    func released(_ machine: OverviewMachine, by input: OverviewMachine.Input) -> OverviewMachine {
        var machine = machine
        _ = machine.handle(input)
        _ = machine.handle(.frame(1_000))
        return machine
    }

    @Test func aPinchOnThePageShowsTheGridAndThePageOverIt() {
        var machine = OverviewMachine()
        #expect(machine.handle(.shrink(shrunk)) == [.showGrid, .showPage, .place])
        #expect(machine.page == shrunk)
        #expect(machine.grid == .identity)
        #expect(machine.handle(.shrink(card)) == [.place])
        #expect(machine.page == card)
    }

    @Test func landedThePageRunsIntoItsCardAndLeavesTheGridAtRest() {
        var machine = shrinking()
        #expect(machine.handle(.land(card, at: 1_000)) == [.runFrames])
        #expect(machine.isReleasing)
        #expect(machine.handle(.frame(1_000)) == [.place])
        #expect(machine.page == shrunk)
        #expect(machine.handle(.frame(1_000 + release - Release.lastFrame)) == [.place])
        #expect(machine.handle(.frame(1_000 + release)) == [.hidePage, .place, .settled])
        #expect(machine.state == .shown(grid: .identity))
    }

    @Test func sprungBackThePageGrowsToFullSizeAndTheOverviewGoes() {
        var machine = released(shrinking(), by: .springBack(at: 1_000))
        #expect(machine.handle(.frame(1_000 + release)) == [.hidePage, .hideGrid, .settled])
        #expect(machine.state == .hidden)
    }

    @Test func focusedWhileShrinkingThePageSpringsBack() {
        var machine = shrinking()
        #expect(machine.handle(.grow(card, at: 1_000)) == [.runFrames])
        #expect(machine.state == .releasing(.page, from: shrunk, to: .identity, at: shrunk, Release(since: 1_000), end: .page))
    }

    @Test func shownWithoutAPinchTheGridIsAtRestAtOnce() {
        var machine = OverviewMachine()
        #expect(machine.handle(.land(card, at: 1_000)) == [.showGrid, .place])
        #expect(machine.state == .shown(grid: .identity))
        #expect(machine.page == nil)
    }

    @Test func theGridFollowsAPinchAndSpringsBack() {
        var machine = shown()
        let zoomed = OverviewPlacement.zoomed(by: 1.4, about: Point(x: 0.2, y: 0.3))
        #expect(machine.handle(.move(zoomed)) == [.place])
        #expect(machine.grid == zoomed)
        #expect(machine.handle(.springBack(at: 1_000)) == [.runFrames])
        _ = machine.handle(.frame(1_000))
        #expect(machine.handle(.frame(1_000 + release)) == [.place, .settled])
        #expect(machine.state == .shown(grid: .identity))
    }

    @Test func grownACardFillsTheAreaAndTheOverviewGoes() {
        let full = OverviewPlacement.growing(Rect(x: 0.55, y: 0.05, width: 0.4, height: 0.4))
        var machine = released(shown(), by: .grow(full, at: 1_000))
        _ = machine.handle(.frame(1_000 + release / 2))
        #expect(machine.grid!.scale > 1 && machine.grid!.scale < full.scale)
        #expect(machine.handle(.frame(1_000 + release)) == [.hideGrid, .settled])
        #expect(machine.state == .hidden)
    }

    @Test func caughtBeforeRestTheGridFollowsAgain() {
        var machine = released(shown(OverviewPlacement(scale: 1, dx: 0, dy: 0.1)), by: .springBack(at: 1_000))
        #expect(machine.handle(.move(shrunk)) == [.place, .settled])
        #expect(machine.state == .shown(grid: shrunk))
    }

    @Test func grownWhileSpringingBackItGrowsFromWhereItIs() {
        let moved = OverviewPlacement(scale: 1, dx: 0, dy: 0.1)
        var machine = released(shown(moved), by: .springBack(at: 1_000))
        #expect(machine.handle(.grow(card, at: 1_000)) == [.runFrames, .settled])
        #expect(machine.state == .releasing(.grid, from: moved, to: card, at: moved, Release(since: 1_000), end: .page))
    }

    @Test func aNewPinchBeforeThePageWasBackFollowsIt() {
        var machine = released(shrinking(), by: .springBack(at: 1_000))
        #expect(machine.handle(.shrink(card)) == [.place, .settled])
        #expect(machine.state == .shrinking(page: card))
    }

    @Test func aCardTappedBeforeThePageLandedGrowsFromRest() {
        var machine = released(shrinking(), by: .land(card, at: 1_000))
        #expect(machine.handle(.grow(card, at: 1_000)) == [.hidePage, .runFrames, .settled])
        #expect(machine.state == .releasing(.grid, from: .identity, to: card, at: .identity, Release(since: 1_000), end: .page))
    }

    @Test func aPinchOnThePageACardGrowsIntoShrinksItFromThere() {
        var machine = released(shown(), by: .grow(card, at: 1_000))
        #expect(machine.handle(.shrink(shrunk)) == [.showPage, .place, .settled])
        #expect(machine.state == .shrinking(page: shrunk))
    }

    @Test func theOverviewAgainBeforeTheCardHadGrownIsAtRest() {
        var machine = released(shown(), by: .grow(card, at: 1_000))
        #expect(machine.handle(.land(card, at: 1_000)) == [.place, .settled])
        #expect(machine.state == .shown(grid: .identity))
    }

    @Test func nothingToFollowLandGrowOrSpringBackDoesNothing() {
        var hidden = OverviewMachine()
        for input: OverviewMachine.Input in [.move(shrunk), .grow(card, at: 1_000), .springBack(at: 1_000), .frame(1)] { #expect(hidden.handle(input) == []) }
        var shown = shown()
        for input: OverviewMachine.Input in [.shrink(shrunk), .land(card, at: 1_000), .frame(1)] { #expect(shown.handle(input) == []) }
    }

    @Test func placements() {
        let rect = Rect(x: 0.55, y: 0.05, width: 0.4, height: 0.4)
        #expect(OverviewPlacement.page(in: rect).apply(to: Rect(x: 0, y: 0, width: 1, height: 1)) == rect)
        let grown = OverviewPlacement.growing(rect).apply(to: rect)
        #expect(abs(grown.x) < 1e-12 && abs(grown.y) < 1e-12 && abs(grown.width - 1) < 1e-12)
        let focus = Point(x: 0.3, y: 0.6)
        let zoomed = OverviewPlacement.zoomed(by: 2, about: focus).apply(to: Rect(x: 0.3, y: 0.6, width: 0, height: 0))
        #expect(zoomed.x == focus.x && zoomed.y == focus.y)
        #expect(OverviewPlacement.identity.interpolated(to: OverviewPlacement(scale: 3, dx: 1, dy: -1), 0.5) == OverviewPlacement(scale: 2, dx: 0.5, dy: -0.5))
    }
}

/// When `--screenshots` captures a pinch into or in the overview.
@Suite struct OverviewShotsTests {
    let centre = Point(x: 0.5, y: 0.5)

    @Test func thePageIsShotOnceAsItHasShrunk() {
        var shots = OverviewShots()
        #expect(shots.after(OverviewZoom(subject: .page(TabID(1)), scale: OverviewShots.shrunk.nextUp, focus: centre), reported: false) == nil)
        #expect(shots.after(OverviewZoom(subject: .page(TabID(1)), scale: OverviewShots.shrunk, focus: centre), reported: false) == .shrinking)
        #expect(shots.after(OverviewZoom(subject: .page(TabID(1)), scale: 0.5, focus: centre), reported: false) == nil)
        // Ended in the overview: its own event's shot.
        #expect(shots.after(nil, reported: true) == nil)
    }

    @Test func theGridIsShotOnceItsTitlesHaveFaded() {
        var shots = OverviewShots()
        let faded = TabOverview.criticalScale + TabOverview.titleFade
        #expect(shots.after(OverviewZoom(subject: .grid, scale: faded.nextDown, focus: centre), reported: false) == nil)
        #expect(shots.after(OverviewZoom(subject: .grid, scale: faded, focus: centre), reported: false) == .zoomed)
        #expect(shots.after(OverviewZoom(subject: .grid, scale: 2, focus: centre), reported: false) == nil)
    }

    @Test func aPinchThatWentNowhereIsShotSprungBack() {
        var shots = OverviewShots()
        _ = shots.after(OverviewZoom(subject: .grid, scale: 1.2, focus: centre), reported: false)
        #expect(shots.after(nil, reported: false) == .sprungBack)
        #expect(shots.after(nil, reported: false) == nil)
    }
}
