// SPDX-License-Identifier: MIT
import BrowserSession
import Contacts
import Gestures
import Testing

/// One test per transition of `ScreenOwner.md`, and one per gesture it keeps off the screen (two
/// devices: a pen peeking while fingers pinch or pan), with the headless site answering at once.
@Suite struct ScreenOwnerTests {
    let centre = Point(x: 0.5, y: 0.5)
    let slidUp = Point(x: onApple.x, y: onApple.y - PreviewLayout.revealDistance - 0.01)

    /// Started on Swift, then on Apple Inc. (tapped from Swift): there is somewhere to go back to.
    func onApplePage() throws -> Headless {
        var session = try Headless(state: .fresh)
        _ = session.start(at: at(0))
        _ = session.handle(gesture(.tap, at: onApple))
        return session
    }

    /// On Apple Inc. with the preview of the Steve Jobs link (under `onApple` there) on screen.
    func previewing() throws -> Headless {
        var session = try onApplePage()
        _ = session.handle(gesture(.peek(.began, force: 0.4), at: onApple))
        return session
    }

    /// On Apple Inc., the page moved halfway over Swift by an edge-pan from the left.
    func panning() throws -> Headless {
        var session = try onApplePage()
        _ = session.handle(pan(.began, progress: 0.5))
        return session
    }

    /// On Apple Inc., the page shrunk by closing fingers.
    func pinching() throws -> Headless {
        var session = try onApplePage()
        _ = session.handle(pinch(.changed, 0.8))
        return session
    }

    func pan(_ phase: GesturePhase, progress: Double = 0.6, committed: Bool = true) -> GestureEvent {
        gesture(.edgePan(phase, edge: .left, progress: progress, committed: phase == .ended ? committed : nil), at: centre)
    }

    func pinch(_ phase: GesturePhase, _ scale: Double) -> GestureEvent {
        gesture(.pinch(phase, scale: scale), at: centre)
    }

    /// What `gesture` did: its step, and the commands it gave the renderer.
    func handle(_ session: inout Headless, _ gesture: GestureEvent) -> (SessionStep, [PageCommand]) {
        let before = session.commands.count
        let step = session.handle(gesture)
        return (step, Array(session.commands[before...]))
    }

    var jobsPreview: LinkPreview.State {
        .previewing(LinkPreview.Preview(link: Link(href: jobs, rect: Rect(x: 0.1, y: 0.1, width: 0.3, height: 0.1))), from: onApple)
    }

    var halfwayBack: BackForwardTransition {
        BackForwardTransition(direction: .back, progress: 0.5, destination: item(swift))
    }

    var shrunk: OverviewZoom {
        OverviewZoom(subject: .page(TabID(1)), scale: 0.8, focus: centre)
    }

    // MARK: who holds the screen

    @Test func nobodyHoldsTheScreenAtTheStart() throws {
        let session = try onApplePage()
        #expect(session.core.screenOwner == .nobody)
    }

    @Test func aPeekOverALinkHoldsTheScreenWhileItsPreviewShows() throws {
        let session = try previewing()
        #expect(session.core.screenOwner.preview?.state == jobsPreview)
        #expect(session.preview.state == jobsPreview)
    }

    @Test func aPeekOverNothingLeavesTheScreenFree() throws {
        var session = try onApplePage()
        _ = session.handle(gesture(.peek(.began, force: 0.4), at: onNothing))
        #expect(session.core.screenOwner == .nobody)
    }

    @Test(arguments: [Gesture.peek(.ended, force: 0.1), .peek(.cancelled, force: 0.1), .pop(force: 0.8)])
    func aPreviewAtRestFreesTheScreen(_ end: Gesture) throws {
        var session = try previewing()
        _ = session.handle(gesture(end, at: onApple))
        #expect(session.core.screenOwner == .nobody)
        #expect(session.preview.state == .idle)
    }

    @Test func aPreviewLeftForItsActionsHoldsTheScreenUntilAChoice() throws {
        var session = try previewing()
        _ = session.handle(gesture(.peek(.changed, force: 0.45), at: slidUp))
        _ = session.handle(gesture(.peek(.ended, force: 0.1), at: slidUp))
        #expect(session.core.screenOwner.preview?.isChoosing == true)
        _ = session.handle(gesture(.tap, at: onNothing))
        #expect(session.core.screenOwner == .nobody)
    }

    @Test func anEdgePanHoldsTheScreenWhileItMovesThePage() throws {
        var session = try panning()
        #expect(session.core.screenOwner == .transition(halfwayBack))
        _ = session.handle(pan(.changed, progress: 0.7))
        #expect(session.core.screenOwner == .transition(BackForwardTransition(direction: .back, progress: 0.7, destination: item(swift))))
    }

    @Test(arguments: [(GesturePhase.ended, true), (.ended, false), (.cancelled, false)])
    func anEdgePanThatEndsFreesTheScreen(_ phase: GesturePhase, committed: Bool) throws {
        var session = try panning()
        _ = session.handle(pan(phase, committed: committed))
        #expect(session.core.screenOwner == .nobody)
    }

    @Test func closingTheSelectedTabFreesTheScreenOfItsTransition() throws {
        var session = try panning()
        _ = session.press(.closeTab(TabID(1)), at: at(200))
        #expect(session.core.screenOwner == .nobody)
    }

    @Test func aPinchHoldsTheScreenWhileItShrinksThePage() throws {
        var session = try pinching()
        #expect(session.core.screenOwner == .overviewZoom(shrunk))
        _ = session.handle(pinch(.changed, 0.7))
        #expect(session.core.screenOwner == .overviewZoom(OverviewZoom(subject: .page(TabID(1)), scale: 0.7, focus: centre)))
    }

    @Test(arguments: [(GesturePhase.ended, 0.5), (.ended, 0.9), (.cancelled, 0.9)])
    func aPinchThatEndsFreesTheScreen(_ phase: GesturePhase, scale: Double) throws {
        var session = try pinching()
        _ = session.handle(pinch(phase, scale))
        #expect(session.core.screenOwner == .nobody)
    }

    @Test func aPinchBeginningDismissesAPreviewLeftForItsActionsAndShowsItself() throws {
        var session = try previewing()
        _ = session.handle(gesture(.peek(.changed, force: 0.45), at: slidUp))
        _ = session.handle(gesture(.peek(.ended, force: 0.1), at: slidUp))
        #expect(session.handle(pinch(.began, 1)) == SessionStep(events: [.previewDismissed(url: jobs)]))
        _ = session.handle(pinch(.changed, 0.8))
        #expect(session.core.screenOwner == .overviewZoom(shrunk))
    }

    // MARK: what the holder keeps off the screen

    @Test func aPinchBesideAPreviewShowsNothingAndZoomsNothing() throws {
        var session = try previewing()
        for event in [pinch(.began, 1), pinch(.changed, 0.5), pinch(.ended, 0.5), pinch(.began, 1), pinch(.ended, 2)] {
            #expect(handle(&session, event) == (SessionStep(), []))
        }
        #expect(session.state.mode == .page)
        #expect(session.core.screenOwner.preview?.state == jobsPreview)
    }

    @Test func anEdgePanBesideAPreviewDoesNotMoveThePage() throws {
        var session = try previewing()
        for event in [pan(.began), pan(.changed), pan(.ended)] {
            #expect(handle(&session, event) == (SessionStep(), []))
        }
        #expect(session.state.tabs[0].current == item(apple))
        #expect(session.core.screenOwner.preview?.state == jobsPreview)
    }

    @Test func aPeekDuringATransitionAsksForNoLink() throws {
        var session = try panning()
        for event in [gesture(.peek(.began, force: 0.4), at: onApple), gesture(.pop(force: 0.8), at: onApple)] {
            #expect(handle(&session, event) == (SessionStep(), []))
        }
        #expect(session.core.screenOwner == .transition(halfwayBack))
    }

    @Test func aPinchDuringATransitionShowsNothingAndOpensNoOverview() throws {
        var session = try panning()
        for event in [pinch(.began, 1), pinch(.changed, 0.5), pinch(.ended, 0.5)] {
            #expect(handle(&session, event) == (SessionStep(), []))
        }
        #expect(session.state.mode == .page)
        #expect(session.core.screenOwner == .transition(halfwayBack))
    }

    @Test func aPeekOrAnEdgePanDuringAPinchShowsNothing() throws {
        var session = try pinching()
        for event in [gesture(.peek(.began, force: 0.4), at: onApple), pan(.began), pan(.ended)] {
            #expect(handle(&session, event) == (SessionStep(), []))
        }
        #expect(session.state.tabs[0].current == item(apple))
        #expect(session.core.screenOwner == .overviewZoom(shrunk))
    }

    @Test func theScreenFreedTheWaitingGestureShowsItselfAsItMoves() throws {
        var session = try previewing()
        _ = session.handle(pan(.began, progress: 0.3))
        _ = session.handle(gesture(.peek(.ended, force: 0.1), at: onApple))
        _ = session.handle(pan(.changed, progress: 0.5))
        #expect(session.core.screenOwner == .transition(halfwayBack))
    }
}
