// SPDX-License-Identifier: MIT
import BrowserSession
import Contacts
import Gestures
import GestureStream
import IDNA
import InputEvents
import SessionRunner
import Testing
import WindowLogic

/// The driver against a renderer that answers through it from inside a command, as WebKit's signals
/// may: every answer waits for the input being handled, and the session reports what it reports
/// with the headless site model answering at once, at the gesture's stream time.
@Suite struct SessionDriverTests {
    static let swift = "http://127.0.0.1/wiki/Swift"
    static let apple = "http://127.0.0.1/wiki/Apple_Inc."
    static let site = SiteModel(pages: [
        swift: SitePage(title: "Swift", links: [Link(href: apple, rect: Rect(x: 0.4, y: 0.4, width: 0.2, height: 0.2))]),
        apple: SitePage(title: "Apple", links: []),
    ])

    /// The site model, its answers handed to `deliver` during `perform` instead of returned.
    final class ReentrantSite: PageRenderer {
        var site = SessionDriverTests.site
        var deliver: ((PageEvent) -> Void)?
        /// How deep `deliver` was entered while it was already running: must stay 0.
        var nested = 0
        private var delivering = false

        func perform(_ command: PageCommand) -> [PageEvent] {
            for event in site.perform(command) {
                if delivering { nested += 1 }
                delivering = true
                deliver?(event)
                delivering = false
            }
            return []
        }
    }

    func configuration() throws -> SessionConfiguration {
        try SessionConfiguration(start: Self.swift, allow: ["127.0.0.1"], idna: UTS46(), file: "test")
    }

    func tap(at time: Int64, x: Double) -> GestureEvent {
        GestureEvent(time: .milliseconds(time), contact: 0, tool: .finger, position: Point(x: x, y: 0.5), gesture: .tap)
    }

    /// What the runner reports with the site model answering at once, as `peekpop replay` runs it.
    func immediateReports(_ taps: [GestureEvent]) throws -> [SessionReport] {
        let runner = try SessionRunner(configuration: try configuration(), renderer: Self.site, store: nil, opener: RecordedLinks(), notice: { _ in })
        var reports: [SessionReport] = []
        try runner.start(at: .milliseconds(0)) { reports.append($0) }
        for tap in taps { try runner.handle(tap) { reports.append($0) } }
        return reports
    }

    @Test func answersFromInsideACommandGiveTheImmediateRenderersReportsAtTheGesturesTime() throws {
        let renderer = ReentrantSite()
        let runner = try SessionRunner(configuration: try configuration(), renderer: renderer, store: nil, opener: RecordedLinks(), notice: { _ in })
        var reports: [(SessionReport, Double)] = []
        let driver = SessionDriver(runner: runner, later: { $0() }) { reports.append(($0, $1)) }
        renderer.deliver = driver.deliver
        let taps = [tap(at: 75, x: 0.5), tap(at: 1_000, x: 0.1)]

        driver.start()
        for tap in taps { driver.handle(tap, streamTime: Double(tap.time.microseconds) / 1e6) }

        #expect(reports.map(\.0) == (try immediateReports(taps)))
        #expect(reports.map(\.1) == [0, 0.075])
        #expect(renderer.nested == 0)
        #expect(driver.failure == nil)
    }

    @Test func aButtonIsHandledAtTheLatestGesturesTimeAndEveryStepIsSignalled() throws {
        let renderer = ReentrantSite()
        let runner = try SessionRunner(configuration: try configuration(), renderer: renderer, store: nil, opener: RecordedLinks(), notice: { _ in })
        var reports: [(SessionReport, Double)] = []
        let driver = SessionDriver(runner: runner, later: { $0() }) { reports.append(($0, $1)) }
        var steps = 0
        driver.onStep = { steps += 1 }
        renderer.deliver = driver.deliver
        driver.start()
        let tap = tap(at: 75, x: 0.5)
        driver.handle(tap, streamTime: 0.075)
        let before = (reports.count, steps)

        driver.press(.back)

        #expect(reports.dropFirst(before.0).map(\.0) == [SessionReport(.back(url: Self.swift))])
        #expect(reports.last?.1 == 0.075)
        #expect(runner.core.controls == (canGoBack: true, canGoForward: true, canReload: true))
        // The press and each page event its load raised.
        #expect(steps > before.1)
    }

    @Test func aFailureStopsEveryLaterInput() throws {
        struct Refused: Error {}
        let renderer = ReentrantSite()
        let runner = try SessionRunner(configuration: try configuration(), renderer: renderer, store: nil, opener: RecordedLinks(), notice: { _ in })
        var reported = 0
        let driver = SessionDriver(runner: runner, later: { $0() }) { _, _ in
            reported += 1
            throw Refused()
        }
        var failures = 0
        driver.onFailure = { _ in failures += 1 }
        renderer.deliver = driver.deliver

        driver.start()
        driver.handle(tap(at: 75, x: 0.5), streamTime: 0.075)

        #expect(driver.failure is Refused)
        #expect(reported == 1)
        #expect(failures == 1)
    }

    @Test func aButtonPressedWhileAnInputIsHandledWaitsForTheLoop() throws {
        let runner = try SessionRunner(configuration: try configuration(), renderer: Self.site, store: nil, opener: RecordedLinks(), notice: { _ in })
        var idle: [() -> Void] = []
        var driver: SessionDriver?
        var pressed = false
        driver = SessionDriver(runner: runner, later: { idle.append($0) }) { _, _ in
            // A button pressed from inside a report, as a toolbar's signal may come.
            if !pressed {
                pressed = true
                driver?.press(.newTab)
            }
        }
        driver?.start()
        #expect(runner.core.state.tabs.count == 1)
        #expect(idle.count == 1)
        idle.removeFirst()()
        #expect(runner.core.state.tabs.count == 2)
    }
}
