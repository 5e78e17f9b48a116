// SPDX-License-Identifier: MIT
import BrowserSession
import Contacts
import Foundation
import IDNA
import Testing
import WebAddress

@Suite struct SiteModelTests {
    func parse(_ json: String) throws(SiteFileError) -> SiteModel {
        try SiteModel(SiteFile(json: Data(json.utf8), name: "site.json", idna: UTS46()))
    }

    func error(_ json: String) -> String? {
        do {
            _ = try parse(json)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func parsesStartAllowAndPages() throws {
        let file = try SiteFile(json: Data(siteJSON.utf8), name: "site.json", idna: UTS46())
        #expect(file.configuration.start == swift)
        #expect(file.configuration.allow == ["en.wikipedia.org", "*.wikimedia.org"])
        guard case .site(let policy) = file.configuration.scope else { Issue.record("a site file pins the session to its hosts"); return }
        #expect(policy == NavigationPolicy(allow: [.exact("en.wikipedia.org"), .domain("wikimedia.org")], idna: UTS46()))
        #expect(file.search == nil)
        let site = try SiteModel(file)
        #expect(site.pages.count == 3)
        #expect(site.pages[jobs] == SitePage(title: "Steve Jobs", links: []))
        #expect(site.pages[apple] == SitePage(title: "Apple Inc.", links: [Link(href: jobs, rect: Rect(x: 0.1, y: 0.1, width: 0.3, height: 0.1))]))
        #expect(site.pages[swift]?.links.map(\.href) == [apple, appleCom, "javascript:alert(1)", commons])
    }

    @Test func aFileWithoutPagesIsAConfigurationButNoHeadlessSite() throws {
        let file = try SiteFile(json: Data(#"{ "start": "https://a.example/", "allow": ["a.example"] }"#.utf8), name: "site.json", idna: UTS46())
        #expect(file.pages == nil)
        #expect(file.configuration.start == "https://a.example/")
        #expect(error(#"{ "start": "https://a.example/", "allow": [] }"#) == "site.json: pages: missing (the headless site model needs the pages)")
    }

    @Test func hitTestingFindsTheLinkUnderThePointEdgesIncluded() throws {
        let site = try site()
        #expect(site.link(at: onApple, on: swift)?.href == apple)
        #expect(site.link(at: Point(x: 0.1, y: 0.1), on: swift)?.href == apple)
        #expect(site.link(at: Point(x: 0.4, y: 0.2), on: swift)?.href == apple)
        #expect(site.link(at: Point(x: 0.41, y: 0.2), on: swift) == nil)
        #expect(site.link(at: onNothing, on: swift) == nil)
        #expect(site.link(at: onApple, on: "https://en.wikipedia.org/wiki/Nowhere") == nil)
    }

    @Test func overlappingLinksTheLastListedIsOnTop() throws {
        let site = try parse("""
            { "start": "https://a.example/", "allow": [], "pages": { "https://a.example/": { "title": "A", "links": [
              { "href": "https://under.example/", "rect": [0, 0, 0.5, 0.5] },
              { "href": "https://over.example/", "rect": [0.25, 0.25, 0.5, 0.5] } ] } } }
            """)
        #expect(site.link(at: Point(x: 0.3, y: 0.3), on: "https://a.example/")?.href == "https://over.example/")
        #expect(site.link(at: Point(x: 0.1, y: 0.1), on: "https://a.example/")?.href == "https://under.example/")
        #expect(site.link(at: Point(x: 0.7, y: 0.7), on: "https://a.example/")?.href == "https://over.example/")
    }

    @Test func everyURLLoadsAtOnceInTheSameStepsTitledWhenKnown() throws {
        var site = try site()
        let load = LoadID(7)
        #expect(site.perform(.load(load, url: swift, tab: TabID(1))) == [
            .loadStarted(load), .loadCommitted(load, url: swift), .titleChanged(load, "Swift"),
            .loadProgress(load, 0.1), .loadProgress(load, 0.5), .loadProgress(load, 1), .loadFinished(load),
        ])
        let nowhere = "https://en.wikipedia.org/wiki/Nowhere"
        #expect(site.perform(.go(.forward, to: .page(url: nowhere, load: load), tab: TabID(1))) == [
            .loadStarted(load), .loadCommitted(load, url: nowhere),
            .loadProgress(load, 0.1), .loadProgress(load, 0.5), .loadProgress(load, 1), .loadFinished(load),
        ])
    }

    @Test func hitTestsAnswerForThePageTheTabShows() throws {
        var site = try site()
        let tab = TabID(1)
        #expect(site.perform(.hitTest(HitTestID(1), at: onApple, tab: tab)) == [.hitTestResult(HitTestID(1), link: nil)])
        _ = site.perform(.load(LoadID(2), url: swift, tab: tab))
        #expect(site.perform(.hitTest(HitTestID(3), at: onApple, tab: tab)) == [.hitTestResult(HitTestID(3), link: site.link(at: onApple, on: swift))])
        _ = site.perform(.go(.back, to: .startView, tab: tab))
        #expect(site.perform(.hitTest(HitTestID(4), at: onApple, tab: tab)) == [.hitTestResult(HitTestID(4), link: nil)])
        let restored = BackForwardList(items: [item(swift), item(apple)], currentIndex: 1)
        _ = site.perform(.restore(LoadID(5), history: restored, zoom: 1, state: nil, tab: tab))
        #expect(site.perform(.hitTest(HitTestID(6), at: onApple, tab: tab)) == [.hitTestResult(HitTestID(6), link: site.link(at: onApple, on: apple))])
    }

    @Test func aClickOnALinkAsksToFollowItAndElsewhereAsksNothing() throws {
        var site = try site()
        let tab = TabID(1)
        #expect(site.perform(.click(at: onApple, tab: tab)) == [])
        _ = site.perform(.load(LoadID(1), url: swift, tab: tab))
        #expect(site.perform(.click(at: onApple, tab: tab)) == [.navigationRequested(tab: tab, url: apple)])
        #expect(site.perform(.click(at: onJavaScript, tab: tab)) == [.navigationRequested(tab: tab, url: site.link(at: onJavaScript, on: swift)!.href)])
        #expect(site.perform(.click(at: onNothing, tab: tab)) == [])
        _ = site.perform(.go(.back, to: .startView, tab: tab))
        #expect(site.perform(.click(at: onApple, tab: tab)) == [])
    }

    @Test func snapshotsAreAnsweredAtOnce() throws {
        var site = try site()
        let snapshot = site.snapshot(of: swift)
        #expect(site.perform(.takeSnapshot(tab: TabID(2), url: swift)) == [
            .snapshotTaken(tab: TabID(2), url: swift, width: snapshot.width, height: snapshot.height, key: snapshot.key),
        ])
    }

    @Test func snapshotsHaveTheViewportSizeAndAStableKeyPerURL() throws {
        let site = try site()
        let snapshot = site.snapshot(of: swift)
        #expect(snapshot.width == 1280)
        #expect(snapshot.height == 800)
        // FNV-1a 64 of the URL's UTF-8: the same on every run and machine.
        #expect(site.snapshot(of: "").key == "cbf29ce484222325")
        #expect(site.snapshot(of: "a").key == "af63dc4c8601ec8c")
        #expect(snapshot.key == site.snapshot(of: swift).key)
        #expect(snapshot.key != site.snapshot(of: apple).key)
    }

    @Test(arguments: [
        ("{", "site.json: not valid JSON"),
        ("[]", "site.json: expected an object"),
        (#"{ "allow": [], "pages": {} }"#, "site.json: start: missing"),
        (#"{ "start": 3, "allow": [], "pages": {} }"#, "site.json: start: expected a string"),
        (#"{ "start": "javascript:alert(1)", "allow": [], "pages": {} }"#,
         "site.json: start: expected an http, https or file URL (javascript: URLs are never opened)"),
        (#"{ "start": "https://a.example/", "pages": {} }"#, "site.json: allow: missing"),
        (#"{ "start": "https://a.example/", "allow": "a.example", "pages": {} }"#, "site.json: allow: expected an array"),
        (#"{ "start": "https://a.example/", "allow": ["a.example", 4], "pages": {} }"#, "site.json: allow[1]: expected a string"),
        (#"{ "start": "https://a.example/", "allow": ["a.example", "a.example/path"], "pages": {} }"#,
         #"site.json: allow[1]: expected a host or *.domain, not "a.example/path""#),
        (#"{ "start": "https://a.example/", "allow": [], "pages": [] }"#, "site.json: pages: expected an object"),
        (#"{ "start": "https://a.example/", "allow": [], "pages": { "https://a.example/": {} } }"#,
         #"site.json: pages["https://a.example/"].title: missing"#),
        (#"{ "start": "https://a.example/", "allow": [], "pages": { "https://a.example/": { "title": null } } }"#,
         #"site.json: pages["https://a.example/"].title: expected a string"#),
        (#"{ "start": "https://a.example/", "allow": [], "pages": { "https://a.example/": { "title": "A", "links": {} } } }"#,
         #"site.json: pages["https://a.example/"].links: expected an array"#),
        (#"{ "start": "https://a.example/", "allow": [], "pages": { "https://a.example/": { "title": "A", "links": [ 1 ] } } }"#,
         #"site.json: pages["https://a.example/"].links[0]: expected an object"#),
        (#"{ "start": "https://a.example/", "allow": [], "pages": { "https://a.example/": { "title": "A", "links": [ { "rect": [0, 0, 1, 1] } ] } } }"#,
         #"site.json: pages["https://a.example/"].links[0].href: missing"#),
    ])
    func errorsNameTheKeyAndThePage(_ json: String, _ message: String) {
        #expect(error(json) == message)
    }

    @Test(arguments: [
        ("[0, 0, 1]", "links[2].rect: expected 4 numbers"),
        ("[0, 0, 1, 1, 1]", "links[2].rect: expected 4 numbers"),
        ("[0, 0, \"1\", 1]", "links[2].rect[2]: expected a number"),
        ("[0, 0, true, 1]", "links[2].rect[2]: expected a number"),
        ("[0, 0, -0.1, 1]", "links[2].rect: width and height must not be negative"),
        ("{}", "links[2].rect: expected an array"),
    ])
    func rectErrorsNameTheLink(_ rect: String, _ message: String) {
        let json = """
            { "start": "https://a.example/", "allow": [], "pages": { "https://a.example/": { "title": "A", "links": [
              { "href": "https://b.example/", "rect": [0, 0, 1, 1] }, { "href": "https://c.example/", "rect": [0, 0, 1, 1] },
              { "href": "https://d.example/", "rect": \(rect) } ] } } }
            """
        #expect(error(json) == #"site.json: pages["https://a.example/"]."# + message)
    }
}
