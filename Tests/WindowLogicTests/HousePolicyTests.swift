// SPDX-License-Identifier: MIT
import BrowserSession
import IDNA
import WebAddress
@testable import WindowLogic
import Testing

/// The window's answers to WebKit's `decide-policy`, one test per row of the table.
@Suite struct HousePolicyTests {
    let policy = NavigationPolicy(allow: [.exact("en.wikipedia.org")], idna: UTS46())
    let onPage = HousePolicy.Tab(onStartView: false, redirected: false)
    let wiki = "https://en.wikipedia.org/wiki/Pressure"

    func verdict(_ question: HousePolicy.Question, in tab: HousePolicy.Tab? = nil) -> HousePolicy.Verdict {
        HousePolicy.verdict(on: question, in: tab ?? onPage) { policy.decide($0) == .inApp }
    }

    static func navigation(_ uri: String, newWindow: Bool = false, userGesture: Bool = false, redirect: Bool = false) -> HousePolicy.Question {
        .navigation(uri: uri, newWindow: newWindow, userGesture: userGesture, redirect: redirect)
    }

    @Test func theCoresOwnLoadsAndThePagesScriptsGoOnAndStartALoad() {
        #expect(verdict(Self.navigation(wiki)) == .proceed(startsLoad: wiki))
        // Even out of the window's hosts: what the page does by itself is not asked of the core
        // (a frame's load cannot be told from the page's); `load-changed` stops a page load later.
        #expect(verdict(Self.navigation("https://ads.example/frame")) == .proceed(startsLoad: "https://ads.example/frame"))
    }

    @Test func aServerRedirectGoesOnWithinItsLoad() {
        #expect(verdict(Self.navigation("https://example.com/", redirect: true)) == .proceed(startsLoad: nil))
    }

    @Test func whatTheUserStartsAndEveryNewWindowIsAskedOfTheCore() {
        #expect(verdict(Self.navigation(wiki, userGesture: true)) == .askCore(wiki))
        #expect(verdict(Self.navigation("javascript:alert(1)", userGesture: true)) == .askCore("javascript:alert(1)"))
        #expect(verdict(Self.navigation(wiki, newWindow: true)) == .askCore(wiki))
        #expect(verdict(Self.navigation(wiki, newWindow: true, userGesture: true)) == .askCore(wiki))
    }

    @Test func onTheStartViewEveryNavigationIsIgnored() {
        let startView = HousePolicy.Tab(onStartView: true, redirected: false)
        #expect(verdict(Self.navigation(wiki), in: startView) == .ignore)
        #expect(verdict(Self.navigation(wiki, userGesture: true), in: startView) == .ignore)
        #expect(verdict(Self.navigation(wiki, newWindow: true), in: startView) == .ignore)
    }

    @Test func aResponseWebKitCanShowIsShown() {
        #expect(verdict(.response(isPage: true, uri: wiki, showable: true)) == .webKitDefault)
        #expect(verdict(.response(isPage: false, uri: "https://elsewhere.example/x.png", showable: true)) == .webKitDefault)
    }

    @Test func aResponseItCannotShowIsDownloadedAndOnlyThePagesInterruptsTheTab() {
        #expect(verdict(.response(isPage: true, uri: wiki + ".pdf", showable: false)) == .download(isPage: true))
        #expect(verdict(.response(isPage: false, uri: wiki + ".bin", showable: false)) == .download(isPage: false))
    }

    @Test func aPageRedirectedOutOfTheWindowsHostsIsAskedOfTheCoreNotShown() {
        let redirected = HousePolicy.Tab(onStartView: false, redirected: true)
        #expect(verdict(.response(isPage: true, uri: "https://example.com/", showable: true), in: redirected) == .redirectedAway("https://example.com/"))
        // Even one it would download: it is not the window's to save.
        #expect(verdict(.response(isPage: true, uri: "https://example.com/a.zip", showable: false), in: redirected) == .redirectedAway("https://example.com/a.zip"))
        // Redirected within the hosts: shown.
        #expect(verdict(.response(isPage: true, uri: wiki, showable: true), in: redirected) == .webKitDefault)
        // A frame's response is not the page's redirect.
        #expect(verdict(.response(isPage: false, uri: "https://example.com/", showable: true), in: redirected) == .webKitDefault)
        // Without a redirect the core asked for the page: shown wherever it is.
        #expect(verdict(.response(isPage: true, uri: "https://example.com/", showable: true)) == .webKitDefault)
    }
}
