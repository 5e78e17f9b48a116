// SPDX-License-Identifier: MIT
import BrowserSession
import Contacts
import Foundation
import Gestures
import IDNA
import Testing
import TestSupport
import WebAddress

/// The browsing mode (`SessionConfiguration.Scope.browsing`): each tab keeps to the site of its
/// page, a link to another site opens in a new tab, an address or a URL handed over opens wherever
/// it is; and what a site file's session does with the same inputs, which stays as it was.
@Suite struct BrowsingModeTests {
    let one = TabID(1), two = TabID(2), three = TabID(3)

    func browsing(_ state: SessionState = .fresh) throws -> Headless {
        try Headless(state: state, configuration: try SessionConfiguration(browsingFrom: swift, sites: TestSuffixes(), idna: UTS46(), file: "test"))
    }

    /// A fresh browsing session started on the Swift page.
    func started() throws -> Headless {
        var session = try browsing()
        _ = session.start(at: at(0))
        return session
    }

    /// The load the renderer was last asked for in `tab`.
    func lastLoad(in tab: TabID, of session: Headless) -> LoadID? {
        session.commands.reversed().lazy.compactMap { command -> LoadID? in
            guard case .load(let load, _, tab) = command else { return nil }
            return load
        }.first
    }

    // MARK: Sites

    @Test func aPageIsOnItsRegistrableDomainOrItsHostWhenItHasNone() {
        let sites = TestSuffixes()
        #expect(NavigationPolicy.site(of: swift, naming: sites, idna: UTS46()) == .domain("wikipedia.org"))
        #expect(NavigationPolicy.site(of: "https://news.bbc.co.uk/x", naming: sites, idna: UTS46()) == .domain("bbc.co.uk"))
        #expect(NavigationPolicy.site(of: "https://alice.github.io/", naming: sites, idna: UTS46()) == .domain("alice.github.io"))
        #expect(NavigationPolicy.site(of: "http://127.0.0.1:8000/a", naming: sites, idna: UTS46()) == .exact("127.0.0.1"))
        #expect(NavigationPolicy.site(of: "http://LocalHost./", naming: sites, idna: UTS46()) == .exact("localhost"))
        #expect(NavigationPolicy.site(of: "file:///tmp/a.html", naming: sites, idna: UTS46()) == nil)
        #expect(NavigationPolicy.site(of: "javascript:alert(1)", naming: sites, idna: UTS46()) == nil)
    }

    // MARK: Links

    @Test func aLinkOnTheTabsSiteStaysInTheTab() throws {
        var session = try started()
        #expect(session.handle(gesture(.tap, at: onApple)).events == [.navigated(url: apple, mode: .inApp)])
        #expect(session.state.tabs.map(\.id) == [one])
    }

    @Test func aLinkToAnotherSiteOpensInANewTabInFrontNotInAnotherBrowser() throws {
        var session = try started()
        let step = session.handle(gesture(.tap, at: onAppleCom, time: 200))
        #expect(step.events == [.tabOpened(tab: two, url: appleCom), .tabFocused(tab: two, url: appleCom)])
        #expect(step.handOffs.isEmpty)
        #expect(session.state.tabs.map(\.current?.url) == [swift, appleCom])
        #expect(session.state.selectedTab == two)
        #expect(session.commands.contains(.focusTab(two)))
    }

    @Test func anotherSubdomainOfTheSameSiteIsTheSameSiteButAnotherRegistrableDomainIsNot() throws {
        var session = try started()
        // commons.wikimedia.org: wikimedia.org is not wikipedia.org.
        #expect(session.handle(gesture(.tap, at: onCommons)).events == [.tabOpened(tab: two, url: commons), .tabFocused(tab: two, url: commons)])
        // A link in the new tab back to wikipedia.org opens in a tab of its own again.
        #expect(session.report(.navigationRequested(tab: two, url: swift), at: at(200)).events == [.tabOpened(tab: three, url: swift), .tabFocused(tab: three, url: swift)])
        #expect(session.state.tabs.map(\.current?.url) == [swift, commons, swift])
    }

    @Test func aPopOfAnotherSitesLinkOpensItInANewTab() throws {
        var session = try started()
        _ = session.handle(gesture(.peek(.began, force: 0.4), at: onAppleCom, time: 100))
        let step = session.handle(gesture(.pop(force: 0.8), at: onAppleCom, time: 300))
        #expect(step.events == [.tabOpened(tab: two, url: appleCom), .tabFocused(tab: two, url: appleCom)])
        #expect(step.handOffs.isEmpty)
    }

    @Test func openInNewTabOpensAnotherSiteBehind() throws {
        var session = try started()
        let slidUp = Point(x: onAppleCom.x, y: 0.0)
        _ = session.handle(gesture(.peek(.began, force: 0.4), at: onAppleCom, time: 100))
        _ = session.handle(gesture(.peek(.changed, force: 0.4), at: slidUp, time: 200))
        _ = session.handle(gesture(.peek(.ended, force: 0.1), at: slidUp, time: 300))
        let row = try #require(PreviewLayout.revealed.actions[.openInNewTab])
        let step = session.handle(gesture(.tap, at: Point(x: row.x + row.width / 2, y: row.y + row.height / 2), time: 400))
        #expect(step.events == [.tabOpened(tab: two, url: appleCom)])
        #expect(step.handOffs.isEmpty)
        #expect(session.state.selectedTab == one)
    }

    @Test func aRefusedLinkIsStillRefused() throws {
        var session = try started()
        #expect(session.handle(gesture(.tap, at: onJavaScript)) == SessionStep())
        #expect(session.handle(gesture(.peek(.began, force: 0.4), at: onJavaScript)) == SessionStep())
    }

    @Test func aRestoredTabKeepsToTheSiteOfThePageItShows() throws {
        let tab = Tab(id: one, history: BackForwardList(items: [item(appleCom), item(apple)], currentIndex: 1))
        var session = try browsing(SessionState(tabs: [tab], selectedTab: one))
        _ = session.start(at: at(0))
        #expect(session.handle(gesture(.tap, at: onApple)).events == [.navigated(url: jobs, mode: .inApp)])
        _ = session.press(.back, at: at(200))
        _ = session.press(.back, at: at(300))
        #expect(session.state.tabs[0].current?.url == appleCom)
        #expect(session.core.keepsLanding(at: "https://www.apple.com/mac/", inTab: one))
        #expect(!session.core.keepsLanding(at: apple, inTab: one))
    }

    // MARK: Landing

    @Test func anAddressLandsOnWhicheverSiteItsServerSendsItToAndTheTabIsThenOnThatSite() throws {
        var session = try started()
        _ = session.press(.address("https://wikipedia.com/"), at: at(100))
        let load = try #require(lastLoad(in: one, of: session))
        #expect(session.core.keepsLanding(at: "https://www.wikipedia.org/", inTab: one))
        _ = session.report(.loadCommitted(load, url: "https://www.wikipedia.org/"), at: at(150))
        #expect(session.state.tabs[0].current?.url == "https://www.wikipedia.org/")
        // The tab is on wikipedia.org now: a link there stays, and the landing is over once a link loads.
        _ = session.press(.address(swift), at: at(200))
        #expect(session.handle(gesture(.tap, at: onApple, time: 300)).events == [.navigated(url: apple, mode: .inApp)])
        #expect(!session.core.keepsLanding(at: "https://example.org/", inTab: one))
    }

    @Test func aLinksLoadRedirectedToAnotherSiteIsNotKeptInTheTab() throws {
        var session = try started()
        _ = session.handle(gesture(.tap, at: onApple, time: 100))
        #expect(session.core.keepsLanding(at: "https://en.m.wikipedia.org/wiki/Apple_Inc.", inTab: one))
        #expect(!session.core.keepsLanding(at: appleCom, inTab: one))
    }

    @Test func aNewTabForAnotherSiteLandsWhereverItsServerSendsIt() throws {
        var session = try started()
        _ = session.handle(gesture(.tap, at: onApple, time: 100))
        _ = session.report(.navigationRequested(tab: one, url: appleCom), at: at(200))
        #expect(session.core.keepsLanding(at: "https://apple.co.uk/", inTab: two))
        #expect(!session.core.keepsLanding(at: "https://apple.co.uk/", inTab: one))
    }

    // MARK: Addresses and URLs handed over

    @Test func anAddressOpensInTheTabInFrontWhateverItsSite() throws {
        var session = try started()
        #expect(session.press(.address(appleCom), at: at(100)).events == [.navigated(url: appleCom, mode: .inApp)])
        #expect(session.state.tabs.map(\.current?.url) == [appleCom])
        #expect(session.press(.address("javascript:alert(1)"), at: at(200)) == SessionStep())
    }

    @Test func aURLHandedOverOpensInATabOfItsOwnInFrontEvenFromTheOverview() throws {
        var session = try started()
        #expect(session.press(.openTab(url: jobs), at: at(100)).events == [.tabOpened(tab: two, url: jobs), .tabFocused(tab: two, url: jobs)])
        _ = session.press(.overview, at: at(200))
        #expect(session.state.mode == .overview)
        #expect(session.press(.openTab(url: appleCom), at: at(300)).events == [.tabOpened(tab: three, url: appleCom), .tabFocused(tab: three, url: appleCom)])
        #expect(session.state.mode == .page)
        #expect(session.press(.openTab(url: "data:text/html,x"), at: at(400)) == SessionStep())
    }

    @Test func theURLsOfTheCommandLineOpenInTabsTheFirstInTheFreshTabInsteadOfTheStartPage() throws {
        var session = try browsing()
        let step = session.start(at: at(0), opening: [appleCom, "javascript:alert(1)", jobs])
        #expect(step.events == [.navigated(url: appleCom, mode: .inApp), .tabOpened(tab: two, url: jobs), .tabFocused(tab: two, url: jobs)])
        #expect(session.state.tabs.map(\.current?.url) == [appleCom, jobs])
    }

    @Test func urlsGivenToARestoredSessionOpenAfterItsTabs() throws {
        let tab = Tab(id: one, history: BackForwardList(items: [item(swift)], currentIndex: 0))
        var session = try browsing(SessionState(tabs: [tab], selectedTab: one))
        #expect(session.start(at: at(0), opening: [apple]).events == [.tabOpened(tab: two, url: apple), .tabFocused(tab: two, url: apple)])
    }

    @Test func theTabsButtonShowsTheOverviewAndGoesBackFromIt() throws {
        var session = try started()
        #expect(session.press(.overview, at: at(100)).events == [.overviewShown])
        #expect(session.press(.overview, at: at(200)).events == [.tabFocused(tab: one, url: swift)])
        #expect(session.state.mode == .page)
    }

    // MARK: With a site file

    @Test func withASiteFileAnAddressOutOfItsHostsGoesToTheSystemBrowser() throws {
        var session = try Headless()
        _ = session.start(at: at(0))
        #expect(session.press(.address(appleCom), at: at(100)) == SessionStep(events: [.navigated(url: appleCom, mode: .external)], handOffs: [appleCom]))
        #expect(session.press(.address(apple), at: at(200)).events == [.navigated(url: apple, mode: .inApp)])
        #expect(!session.core.keepsLanding(at: appleCom, inTab: one))
    }

    @Test func withASiteFileOnlyURLsOfItsHostsAreTakenAndNothingIsHandedOnToTheSystemBrowser() throws {
        var session = try Headless()
        _ = session.start(at: at(0))
        #expect(session.core.accepts(jobs))
        #expect(!session.core.accepts(appleCom))
        #expect(session.press(.openTab(url: appleCom), at: at(100)) == SessionStep())
        #expect(session.press(.openTab(url: jobs), at: at(200)).events == [.tabOpened(tab: two, url: jobs), .tabFocused(tab: two, url: jobs)])
    }
}
