// SPDX-License-Identifier: MIT
import BrowserSession
import Contacts
import Gestures
import Testing

/// The preview's actions in the session: revealed by sliding up, chosen by a tap (or a peek, or a
/// pointer) at `PreviewLayout.revealed`, each carried out as the core's commands, lines and hand-offs.
@Suite struct PreviewActionTests {
    let one = TabID(1)
    /// Up from `onApple` by the reveal distance.
    let slidUp = Point(x: onApple.x, y: onApple.y - PreviewLayout.revealDistance)

    func started() throws -> Headless {
        var session = try Headless(state: .fresh)
        _ = session.start(at: at(0))
        return session
    }

    /// Peeking at `onApple` with the actions revealed, the finger still down.
    func revealed() throws -> Headless {
        var session = try started()
        _ = session.handle(gesture(.peek(.began, force: 0.4), at: onApple, time: 100))
        _ = session.handle(gesture(.peek(.changed, force: 0.45), at: slidUp, time: 200))
        return session
    }

    /// The actions revealed and the finger lifted.
    func choosing() throws -> Headless {
        var session = try revealed()
        _ = session.handle(gesture(.peek(.ended, force: 0.1), at: slidUp, time: 300))
        return session
    }

    func onRow(_ action: PreviewAction) throws -> Point {
        let row = try #require(PreviewLayout.revealed.actions[action])
        return Point(x: row.x + row.width / 2, y: row.y + row.height / 2)
    }

    func tap(_ point: Point, time: Int64 = 400) -> GestureEvent {
        gesture(.tap, at: point, time: time)
    }

    @Test func slidingUpRevealsTheActions() throws {
        var session = try started()
        _ = session.handle(gesture(.peek(.began, force: 0.4), at: onApple, time: 100))
        let short = Point(x: onApple.x, y: onApple.y - PreviewLayout.revealDistance + 0.01)
        #expect(session.handle(gesture(.peek(.changed, force: 0.45), at: short, time: 150)) == SessionStep())
        #expect(session.handle(gesture(.peek(.changed, force: 0.45), at: slidUp, time: 200)) == SessionStep(events: [.previewActionsShown(url: apple)]))
        #expect(session.commands.last == .showPreviewActions(url: apple))
    }

    @Test func theRevealedPreviewStaysAfterTheLift() throws {
        var session = try revealed()
        #expect(session.handle(gesture(.peek(.ended, force: 0.1), at: slidUp, time: 300)) == SessionStep())
        #expect(session.preview.isChoosing)
        #expect(session.commands.last == .showPreviewActions(url: apple))
    }

    @Test func aPopWithTheActionsRevealedCommits() throws {
        var session = try revealed()
        let step = session.handle(gesture(.pop(force: 0.9), at: slidUp, time: 300))
        #expect(step.events == [.navigated(url: apple, mode: .inApp)])
        #expect(session.state.tabs[0].current?.url == apple)
    }

    @Test func aSecondFingerWithTheActionsRevealedDismisses() throws {
        var session = try revealed()
        #expect(session.handle(gesture(.peek(.cancelled, force: 0.4), at: slidUp, time: 300)) == SessionStep(events: [.previewDismissed(url: apple)]))
    }

    @Test func openOpensByThePolicyAsAPopDoes() throws {
        var session = try choosing()
        let step = session.handle(tap(try onRow(.open)))
        #expect(step.events == [.navigated(url: apple, mode: .inApp)])
        #expect(session.state.tabs.map(\.current?.url) == [apple])
        #expect(session.commands.contains(.hidePreview(url: apple)))
    }

    @Test func openInNewTabOpensATabBehindTheSelectedOne() throws {
        var session = try choosing()
        let before = session.state.tabs[0]
        let step = session.handle(tap(try onRow(.openInNewTab), time: 400))
        let opened = Tab(id: TabID(2), history: BackForwardList(items: [item(apple)], currentIndex: 0))
        #expect(step.events == [.tabOpened(tab: TabID(2), url: apple)])
        #expect(step.changes.first == .tabSaved(Tab(id: TabID(2), history: BackForwardList(items: [HistoryItem(url: apple, title: apple)], currentIndex: 0), progress: 0), position: 1))
        #expect(step.changes.contains(.visit(url: apple, title: apple, at: at(400))))
        #expect(session.state.tabs == [before, opened])
        #expect(session.state.selectedTab == one)
        #expect(!session.commands.contains(.focusTab(TabID(2))))
    }

    @Test func openInNewTabHandsAnExternalLinkOff() throws {
        var session = try started()
        _ = session.handle(gesture(.peek(.began, force: 0.4), at: onAppleCom, time: 100))
        _ = session.handle(gesture(.peek(.changed, force: 0.4), at: Point(x: onAppleCom.x, y: 0.0), time: 200))
        _ = session.handle(gesture(.peek(.ended, force: 0.1), at: Point(x: onAppleCom.x, y: 0.0), time: 300))
        let step = session.handle(tap(try onRow(.openInNewTab)))
        #expect(step == SessionStep(events: [.navigated(url: appleCom, mode: .external)], handOffs: [appleCom]))
        #expect(session.state.tabs.count == 1)
    }

    @Test func copyLinkPutsTheURLOnTheClipboard() throws {
        var session = try choosing()
        let before = session.state
        #expect(session.handle(tap(try onRow(.copyLink))) == SessionStep(events: [.linkCopied(url: apple)]))
        #expect(session.commands.suffix(2) == [.hidePreview(url: apple), .copyLink(url: apple)])
        #expect(session.state == before)
    }

    @Test func shareHandsTheURLToTheDesktop() throws {
        var session = try choosing()
        #expect(session.handle(tap(try onRow(.share))) == SessionStep(events: [.linkShared(url: apple)], shares: [apple]))
        #expect(session.commands.last == .hidePreview(url: apple))
    }

    @Test func aTapBesideTheActionsDismissesAndThePageGetsNothing() throws {
        var session = try choosing()
        let commands = session.commands.count
        // On the apple.com link, under the card: the preview's touch, not the link's.
        #expect(session.handle(tap(onAppleCom)) == SessionStep(events: [.previewDismissed(url: apple)]))
        #expect(session.commands.dropFirst(commands) == [.hidePreview(url: apple)])
    }

    @Test func aPeekOnAnActionChoosesItAndTheRestOfThatPressDoesNothing() throws {
        var session = try choosing()
        let row = try onRow(.copyLink)
        #expect(session.handle(gesture(.peek(.began, force: 0.4), at: row, time: 400)) == SessionStep(events: [.linkCopied(url: apple)]))
        #expect(session.handle(gesture(.pop(force: 0.9), at: row, time: 500)) == SessionStep())
        #expect(session.state.tabs.map(\.current?.url) == [swift])
    }

    @Test func thePointerChoosesOrDismisses() throws {
        var shared = try choosing()
        #expect(shared.press(.previewAction(.share), at: at(400)) == SessionStep(events: [.linkShared(url: apple)], shares: [apple]))
        var dismissed = try choosing()
        #expect(dismissed.press(.dismissPreview, at: at(400)) == SessionStep(events: [.previewDismissed(url: apple)]))
    }

    @Test func thePointerChoosesNothingWhileTheFingerIsDown() throws {
        var session = try revealed()
        #expect(session.press(.previewAction(.share), at: at(250)) == SessionStep())
        #expect(session.press(.dismissPreview, at: at(250)) == SessionStep())
    }

    @Test func aButtonDismissesThePreviewAndDoesItsJob() throws {
        var session = try choosing()
        let step = session.press(.reload, at: at(400))
        #expect(step.events == [.previewDismissed(url: apple)])
        #expect(session.commands.contains { if case .reload = $0 { true } else { false } })
    }

    @Test func anEdgePanDismissesThePreviewAndGoesOn() throws {
        var session = try choosing()
        let began = gesture(.edgePan(.began, edge: .left, progress: 0.1, committed: nil), at: Point(x: 0.01, y: 0.5), time: 400)
        #expect(session.handle(began) == SessionStep(events: [.previewDismissed(url: apple)]))
        let ended = gesture(.edgePan(.ended, edge: .left, progress: 0.6, committed: true), at: Point(x: 0.6, y: 0.5), time: 500)
        #expect(session.handle(ended).events == [.back(url: nil)])
    }

    @Test func aPinchDismissesThePreview() throws {
        var session = try choosing()
        #expect(session.handle(gesture(.pinch(.began, scale: 1), at: try onRow(.open), time: 400)) == SessionStep(events: [.previewDismissed(url: apple)]))
    }
}
