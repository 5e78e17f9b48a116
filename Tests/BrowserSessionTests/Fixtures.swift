// SPDX-License-Identifier: MIT
import BrowserSession
import Contacts
import Foundation
import Gestures
import IDNA
import InputEvents

let swift = "https://en.wikipedia.org/wiki/Swift"
let apple = "https://en.wikipedia.org/wiki/Apple_Inc."
let jobs = "https://en.wikipedia.org/wiki/Steve_Jobs"
let appleCom = "https://www.apple.com/"
let commons = "https://commons.wikimedia.org/wiki/Swift"

/// Where the links of `site` are: the centres of their rects.
let onApple = Point(x: 0.2, y: 0.15)
let onAppleCom = Point(x: 0.7, y: 0.15)
let onJavaScript = Point(x: 0.2, y: 0.55)
let onCommons = Point(x: 0.7, y: 0.55)
let onNothing = Point(x: 0.5, y: 0.9)

/// Swift links to Apple Inc. (in app), apple.com (external), a `javascript:` link and Wikimedia
/// Commons (in app through `*.wikimedia.org`); Apple Inc. links to Steve Jobs where Swift links to Apple Inc.
let siteJSON = """
    { "start": "\(swift)",
      "allow": ["en.wikipedia.org", "*.wikimedia.org"],
      "pages": {
        "\(swift)": { "title": "Swift", "links": [
          { "href": "\(apple)", "rect": [0.1, 0.1, 0.3, 0.1] },
          { "href": "\(appleCom)", "rect": [0.6, 0.1, 0.3, 0.1] },
          { "href": "javascript:alert(1)", "rect": [0.1, 0.5, 0.3, 0.1] },
          { "href": "\(commons)", "rect": [0.6, 0.5, 0.3, 0.1] } ] },
        "\(apple)": { "title": "Apple Inc.", "links": [
          { "href": "\(jobs)", "rect": [0.1, 0.1, 0.3, 0.1] } ] },
        "\(jobs)": { "title": "Steve Jobs" } } }
    """

func site() throws -> SiteModel {
    try SiteModel(SiteFile(json: Data(siteJSON.utf8), name: "site.json", idna: UTS46()))
}

func at(_ milliseconds: Int64) -> Timestamp { .milliseconds(milliseconds) }

func gesture(_ gesture: Gesture, at point: Point = onNothing, time: Int64 = 100) -> GestureEvent {
    GestureEvent(time: at(time), contact: 1, tool: .finger, position: point, gesture: gesture)
}

func item(_ url: String) -> HistoryItem {
    let titles = [swift: "Swift", apple: "Apple Inc.", jobs: "Steve Jobs"]
    return HistoryItem(url: url, title: titles[url] ?? url)
}

/// The session core with the headless site model answering every command at once, as
/// `SessionRunner` drives them but without a store: each input's step merged with the steps of the
/// answers it caused (their commands left out: `commands` keeps every command given).
struct Headless {
    private(set) var core: BrowserSession
    private(set) var site: SiteModel
    private(set) var commands: [PageCommand] = []

    /// The session over `file`'s pages (the fixture site's when nil), configured as the file says
    /// unless `configuration` says otherwise (the browsing mode).
    init(state: SessionState = .fresh, file: SiteFile? = nil, configuration: SessionConfiguration? = nil) throws {
        let file = try file ?? SiteFile(json: Data(siteJSON.utf8), name: "site.json", idna: UTS46())
        core = BrowserSession(state: state, configuration: configuration ?? file.configuration)
        site = try SiteModel(file)
    }

    var state: SessionState { core.state }
    var preview: LinkPreview { core.preview }
    var transition: BackForwardTransition? { core.transition }
    var controls: (canGoBack: Bool, canGoForward: Bool, canReload: Bool) { core.controls }

    mutating func start(at time: Timestamp, opening urls: [String] = []) -> SessionStep {
        run(core.start(at: time, opening: urls), at: time)
    }

    /// Hands `event` to the core, as the renderer would.
    mutating func report(_ event: PageEvent, at time: Timestamp) -> SessionStep {
        run(core.handle(.page(event, at: time)), at: time)
    }

    mutating func handle(_ gesture: GestureEvent) -> SessionStep {
        run(core.handle(.gesture(gesture)), at: gesture.time)
    }

    mutating func press(_ control: SessionControl, at time: Timestamp) -> SessionStep {
        run(core.handle(.control(control, at: time)), at: time)
    }

    private mutating func run(_ first: SessionStep, at time: Timestamp) -> SessionStep {
        var merged = SessionStep()
        var pending: [PageEvent] = []
        var step = first
        while true {
            merged.changes += step.changes
            merged.events += step.events
            merged.handOffs += step.handOffs
            merged.shares += step.shares
            commands += step.commands
            for command in step.commands { pending += site.perform(command) }
            guard !pending.isEmpty else { return merged }
            step = core.handle(.page(pending.removeFirst(), at: time))
        }
    }
}
