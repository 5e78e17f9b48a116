// SPDX-License-Identifier: MIT
import BrowserSession
import BrowserWindow
import IDNA
import Testing
import WebAddress

/// Sites as WebKit's network layer names them (libsoup over libpsl and the public suffix list).
@Suite struct PublicSuffixListTests {
    let list = PublicSuffixList()

    @Test func aHostsSiteIsItsRegistrableDomain() {
        #expect(list.registrableDomain(of: "en.wikipedia.org") == "wikipedia.org")
        #expect(list.registrableDomain(of: "wikipedia.org") == "wikipedia.org")
        #expect(list.registrableDomain(of: "www.bbc.co.uk") == "bbc.co.uk")
        #expect(list.registrableDomain(of: "a.b.xn--bcher-kva.de") == "xn--bcher-kva.de")
        // github.io is a suffix: each user's pages are a site of their own.
        #expect(list.registrableDomain(of: "alice.github.io") == "alice.github.io")
    }

    @Test func addressesSuffixesAndUnknownNamesHaveNone() {
        for host in ["127.0.0.1", "[::1]", "localhost", "org", "co.uk", "node.js"] {
            #expect(list.registrableDomain(of: host) == nil, "\(host)")
        }
    }

    @Test func onlyTheListsOwnSuffixesAreSuffixes() {
        #expect(list.isPublicSuffix("org"))
        #expect(list.isPublicSuffix("co.uk"))
        #expect(list.isPublicSuffix("xn--p1ai"))
        #expect(!list.isPublicSuffix("js"))
        #expect(!list.isPublicSuffix("localhost"))
    }

    @Test func aTabOnWikipediaKeepsToWikipedia() {
        let site = NavigationPolicy.site(of: "https://en.wikipedia.org/wiki/Swift", naming: list, idna: UTS46())
        #expect(site == .domain("wikipedia.org"))
        let policy = NavigationPolicy(allow: site.map { [$0] } ?? [], idna: UTS46())
        #expect(policy.decide("https://de.wikipedia.org/wiki/Swift") == .inApp)
        #expect(policy.decide("https://commons.wikimedia.org/") == .external)
    }
}
