// SPDX-License-Identifier: MIT
import BrowserSession
import IDNA
@testable import WindowLogic
import Contacts
import Gestures
import InputEvents
import SessionRunner
import Testing

/// What the toolbar shows, read off the core after each step (`ToolbarState`).
@Suite struct ToolbarStateTests {
    static let swift = "http://127.0.0.1/wiki/Swift"
    static let apple = "http://127.0.0.1/wiki/Apple_Inc."
    static let onApple = Point(x: 0.5, y: 0.5)
    static let site = SiteModel(pages: [
        swift: SitePage(title: "Swift", links: [Link(href: apple, rect: Rect(x: 0.4, y: 0.4, width: 0.2, height: 0.2))]),
        apple: SitePage(title: "Apple", links: []),
    ])

    func started() throws -> SessionRunner {
        let configuration = try SessionConfiguration(start: Self.swift, allow: ["127.0.0.1"], idna: UTS46(), file: "test")
        let runner = try SessionRunner(configuration: configuration, renderer: Self.site, store: nil, opener: RecordedLinks(), notice: { _ in })
        try runner.start(at: .milliseconds(0)) { _ in }
        return runner
    }

    func gesture(_ gesture: Gesture, at time: Int64, _ point: Point = onApple) -> GestureEvent {
        GestureEvent(time: .milliseconds(time), contact: 1, tool: .finger, position: point, gesture: gesture)
    }

    @Test func theAddressFieldShowsThePageInFrontsURL() throws {
        let runner = try started()
        let state = ToolbarState(runner.core)
        #expect(state.address == Self.swift)
        #expect(state.showsAddress)
        #expect([state.canGoBack, state.canGoForward, state.canReload] == [true, false, true])
        #expect(state.closable == TabID(1))
        #expect(state.tabCount == 1)
        try runner.handle(.control(.back, at: .milliseconds(100))) { _ in }
        #expect(ToolbarState(runner.core).address == "")
    }

    @Test func theAddressFieldHidesWhileAPreviewIsOnScreen() throws {
        let runner = try started()
        try runner.handle(gesture(.peek(.began, force: 0.4), at: 100)) { _ in }
        #expect(!ToolbarState(runner.core).showsAddress)
        try runner.handle(gesture(.peek(.ended, force: 0.1), at: 200)) { _ in }
        #expect(ToolbarState(runner.core).showsAddress)
    }

    @Test func theAddressFieldHidesInTheOverviewAndTheTabsAreCounted() throws {
        let runner = try started()
        try runner.handle(.control(.newTab, at: .milliseconds(100))) { _ in }
        #expect(ToolbarState(runner.core).tabCount == 2)
        try runner.handle(.control(.overview, at: .milliseconds(200))) { _ in }
        #expect(!ToolbarState(runner.core).showsAddress)
    }
}
