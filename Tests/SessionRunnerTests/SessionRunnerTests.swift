// SPDX-License-Identifier: MIT
import BrowserSession
import Contacts
import Foundation
import Gestures
import GestureStream
import IDNA
import InputEvents
import SessionRunner
import SessionStore
import Testing

/// The session run against a renderer that answers late, out of order or never, with a real store
/// in a temporary folder: the core stays consistent and the store holds what was reported.
@Suite struct SessionRunnerTests {
    static let swift = "https://en.wikipedia.org/wiki/Swift"
    static let apple = "https://en.wikipedia.org/wiki/Apple_Inc."
    static let jobs = "https://en.wikipedia.org/wiki/Steve_Jobs"
    static let appleCom = "https://www.apple.com/"
    let link = Link(href: apple, rect: Rect(x: 0.1, y: 0.1, width: 0.3, height: 0.1))
    let on = Point(x: 0.2, y: 0.15)
    let one = TabID(1)

    let folder = NSTemporaryDirectory() + "/peekpop-runner-" + UUID().uuidString
    let renderer = LateRenderer()
    /// Every session event reported, in order.
    final class Log {
        var lines: [SessionReport] = []
    }

    func runner(store: SessionStore? = nil, opener: any LinkOpener = RecordedLinks()) throws -> SessionRunner {
        let configuration = try SessionConfiguration(start: Self.swift, allow: ["en.wikipedia.org"], idna: UTS46(), file: "test")
        return try SessionRunner(configuration: configuration, renderer: renderer, store: store, opener: opener, notice: { _ in })
    }

    func gesture(_ gesture: Gesture, at time: Int64) -> GestureEvent {
        GestureEvent(time: .milliseconds(time), contact: 1, tool: .finger, position: on, gesture: gesture)
    }

    /// Started, on the Swift page, its load finished.
    func started(store: SessionStore? = nil, log: Log = Log()) throws -> SessionRunner {
        let session = try runner(store: store)
        try session.start(at: .milliseconds(0)) { log.lines.append($0) }
        try page(session, .loadFinished(try #require(renderer.lastLoad)), at: 1)
        return session
    }

    func page(_ session: SessionRunner, _ event: PageEvent, at time: Int64, log: Log = Log()) throws {
        try session.handle(.page(event, at: .milliseconds(time))) { log.lines.append($0) }
    }

    func handle(_ session: SessionRunner, _ gesture: Gesture, at time: Int64, log: Log = Log()) throws {
        try session.handle(self.gesture(gesture, at: time)) { log.lines.append($0) }
    }

    @Test func aPeekReleasedBeforeItsHitTestReturnsShowsNothing() throws {
        let session = try started()
        let log = Log()
        try handle(session, .peek(.began, force: 0.4), at: 100, log: log)
        let hitTest = try #require(renderer.lastHitTest)
        try handle(session, .peek(.ended, force: 0.1), at: 200, log: log)
        try page(session, .hitTestResult(hitTest, link: link), at: 300, log: log)
        #expect(log.lines == [])
        #expect(session.core.preview.state == .idle)
        #expect(!renderer.commands.contains(.showPreview(link)))
    }

    @Test func aPopWhileTheHitTestIsPendingShowsAndCommitsOnTheAnswer() throws {
        let session = try started()
        let log = Log()
        try handle(session, .peek(.began, force: 0.4), at: 100, log: log)
        let hitTest = try #require(renderer.lastHitTest)
        try handle(session, .pop(force: 0.9), at: 150, log: log)
        #expect(log.lines == [])
        try page(session, .hitTestResult(hitTest, link: link), at: 300, log: log)
        #expect(log.lines == [.previewShown(url: Self.apple), .navigated(url: Self.apple, mode: .inApp)])
        #expect(session.core.state.tabs[0].current?.url == Self.apple)
    }

    @Test func aTapIsAClickWhoseNavigationComesWhenThePageAsks() throws {
        let session = try started()
        let log = Log()
        try handle(session, .tap, at: 100, log: log)
        #expect(renderer.commands.last == .click(at: on, tab: one))
        #expect(log.lines == [])
        #expect(session.core.state.tabs[0].current?.url == Self.swift)
        try page(session, .navigationRequested(tab: one, url: Self.apple), at: 300, log: log)
        #expect(log.lines == [.navigated(url: Self.apple, mode: .inApp)])
    }

    @Test func aLoadSupersededByAnotherIsIgnored() throws {
        let session = try started()
        try page(session, .navigationRequested(tab: one, url: Self.apple), at: 100)
        let superseded = try #require(renderer.lastLoad)
        try page(session, .navigationRequested(tab: one, url: Self.jobs), at: 200)
        let current = try #require(renderer.lastLoad)
        #expect(superseded != current)
        // The first load's events come late: a redirect, its title, its end. None touches the tab.
        try page(session, .loadCommitted(superseded, url: "https://en.wikipedia.org/wiki/Redirected"), at: 300)
        try page(session, .titleChanged(superseded, "Apple Inc."), at: 310)
        try page(session, .loadFinished(superseded), at: 320)
        let tab = session.core.state.tabs[0]
        #expect(tab.current == HistoryItem(url: Self.jobs, title: Self.jobs))
        #expect(tab.history.back.map(\.url) == [Self.swift, Self.apple])
        #expect(tab.progress == 0)
        try page(session, .titleChanged(current, "Steve Jobs"), at: 400)
        try page(session, .loadFinished(current), at: 410)
        #expect(session.core.state.tabs[0].current == HistoryItem(url: Self.jobs, title: "Steve Jobs"))
        #expect(session.core.state.tabs[0].progress == 1)
    }

    @Test func progressAndTitleOfAStaleLoadDoNotTouchTheTab() throws {
        let session = try started()
        try page(session, .navigationRequested(tab: one, url: Self.apple), at: 100)
        let stale = try #require(renderer.lastLoad)
        try handle(session, .edgePan(.ended, edge: .left, progress: 0.6, committed: true), at: 200)
        let before = session.core.state
        try page(session, .loadProgress(stale, 0.7), at: 300)
        try page(session, .titleChanged(stale, "Apple Inc."), at: 310)
        #expect(session.core.state == before)
    }

    @Test func aBackAskedForWhileALoadIsPendingGoesToTheEntryBeforeIt() throws {
        let session = try started()
        try page(session, .navigationRequested(tab: one, url: Self.apple), at: 100)
        let pending = try #require(renderer.lastLoad)
        let log = Log()
        try handle(session, .edgePan(.ended, edge: .left, progress: 0.6, committed: true), at: 200, log: log)
        #expect(log.lines == [.back(.page(url: Self.swift))])
        guard case .go(.back, .page(Self.swift, let load), one)? = renderer.commands.last else {
            Issue.record("expected a go back to the Swift page, got \(String(describing: renderer.commands.last))")
            return
        }
        // The pending load commits late: the tab stays where the user went.
        try page(session, .loadCommitted(pending, url: Self.apple), at: 300)
        try page(session, .loadFinished(pending), at: 310)
        let tab = session.core.state.tabs[0]
        #expect(tab.current?.url == Self.swift)
        #expect(tab.history.forward.map(\.url) == [Self.apple])
        try page(session, .loadFinished(load), at: 320)
        #expect(session.core.state.tabs[0].progress == 1)
    }

    @Test func navigationsThePageMadeLandInTheHistoryAndTheStore() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try SessionStore(directory: folder)
        let session = try started(store: store)
        let log = Log()
        // A native click, asked for and loaded under the core's id; then a pushState.
        try page(session, .navigationRequested(tab: one, url: Self.apple), at: 100, log: log)
        let load = try #require(renderer.lastLoad)
        #expect(renderer.commands.last == .load(load, url: Self.apple, tab: one))
        try page(session, .titleChanged(load, "Apple Inc."), at: 150, log: log)
        try page(session, .loadFinished(load), at: 160, log: log)
        try page(session, .pageNavigated(tab: one, url: Self.apple + "#History"), at: 200, log: log)
        // A native click on a link the policy sends out: handed off, the tab stays.
        try page(session, .navigationRequested(tab: one, url: Self.appleCom), at: 300, log: log)
        #expect(log.lines == [
            .navigated(url: Self.apple, mode: .inApp),
            .navigated(url: Self.apple + "#History", mode: .inApp),
            .navigated(url: Self.appleCom, mode: .external),
        ])
        #expect((session.opener as? RecordedLinks)?.opened == [Self.appleCom])

        let reopened = try SessionStore(directory: folder)
        let restored = try #require(try reopened.restore())
        #expect(restored.tabs[0].history.entries.items.map(\.url) == [Self.swift, Self.apple, Self.apple + "#History"])
        #expect(restored.tabs[0].history.back.last?.title == "Apple Inc.")
        let history = try reopened.history(limit: 10)
        #expect(history.map(\.url) == [Self.apple + "#History", Self.apple, Self.swift])
        #expect(history.first { $0.url == Self.apple }?.title == "Apple Inc.")
    }

    @Test func aListTheRendererChangedIsTakenOnlyWithNoLoadOfTheCorePending() throws {
        let session = try started()
        let pruned = BackForwardList(items: [HistoryItem(url: Self.swift, title: "Swift")], currentIndex: 0)
        try page(session, .navigationRequested(tab: one, url: Self.apple), at: 100)
        try page(session, .backForwardListChanged(tab: one, history: pruned), at: 110)
        #expect(session.core.state.tabs[0].current?.url == Self.apple)
        try page(session, .loadFinished(try #require(renderer.lastLoad)), at: 120)
        let replaced = BackForwardList(items: [HistoryItem(url: Self.swift, title: "Swift"), HistoryItem(url: Self.jobs, title: "Jobs")], currentIndex: 1)
        try page(session, .backForwardListChanged(tab: one, history: replaced), at: 130)
        #expect(session.core.state.tabs[0].history == replaced)
    }

    @Test func aSharedLinkIsReportedThenSharedAndTheCopiedOneGoesToTheRenderer() throws {
        let log = Log()
        let opener = RecordedLinks()
        let configuration = try SessionConfiguration(start: Self.swift, allow: ["en.wikipedia.org"], idna: UTS46(), file: "test")
        let session = try SessionRunner(configuration: configuration, renderer: renderer, store: nil, opener: opener, notice: { _ in })
        try session.start(at: .milliseconds(0)) { _ in }
        try page(session, .loadFinished(try #require(renderer.lastLoad)), at: 1)
        /// Peeks at the link, slides up, lifts, and chooses `action` with the pointer.
        func choose(_ action: PreviewAction, at time: Int64) throws {
            try handle(session, .peek(.began, force: 0.4), at: time, log: log)
            try page(session, .hitTestResult(try #require(renderer.lastHitTest), link: link), at: time, log: log)
            let up = GestureEvent(time: .milliseconds(time + 100), contact: 1, tool: .finger,
                                  position: Point(x: on.x, y: on.y - PreviewLayout.revealDistance), gesture: .peek(.changed, force: 0.4))
            try session.handle(up) { log.lines.append($0) }
            try handle(session, .peek(.ended, force: 0.1), at: time + 200, log: log)
            try session.handle(.control(.previewAction(action), at: .milliseconds(time + 300))) { log.lines.append($0) }
        }
        try choose(.share, at: 100)
        try choose(.copyLink, at: 1_000)
        let revealed: [SessionReport] = [.previewShown(url: Self.apple), .previewActions(url: Self.apple)]
        #expect(log.lines == revealed + [.linkShared(url: Self.apple)] + revealed + [.linkCopied(url: Self.apple)])
        #expect((session.opener as? RecordedLinks)?.shared == [Self.apple])
        #expect((session.opener as? RecordedLinks)?.opened == [])
        #expect(renderer.commands.suffix(2) == [.hidePreview(url: Self.apple), .copyLink(url: Self.apple)])
    }

    @Test func eachStepIsCommittedThenReportedThenHandedOff() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        final class Order: LinkOpener {
            var log: [String] = []
            func open(_ url: String) throws { log.append("hand off \(url)") }
            func share(_ url: String) throws { log.append("share \(url)") }
        }
        let store = try SessionStore(directory: folder)
        let order = Order()
        let configuration = try SessionConfiguration(start: Self.swift, allow: ["en.wikipedia.org"], idna: UTS46(), file: "test")
        let session = try SessionRunner(configuration: configuration, renderer: renderer, store: store, opener: order, notice: { _ in })
        let reader = try SessionStore(directory: folder)
        try session.start(at: .milliseconds(0)) { event in
            // Another process already sees the visit behind the line being reported.
            order.log.append("report \(event) stored \(try reader.history(limit: 1).map(\.url))")
        }
        try session.handle(.page(.navigationRequested(tab: one, url: Self.appleCom), at: .milliseconds(100))) { event in
            order.log.append("report \(event)")
        }
        #expect(order.log == [
            "report \(SessionReport.navigated(url: Self.swift, mode: .inApp)) stored [\"\(Self.swift)\"]",
            "report \(SessionReport.navigated(url: Self.appleCom, mode: .external))",
            "hand off \(Self.appleCom)",
        ])
    }
}
