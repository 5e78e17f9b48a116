// SPDX-License-Identifier: MIT
import IDNA
import Testing
import WebAddress

@Suite struct NavigationPolicyTests {
    let policy = NavigationPolicy(allow: ["en.wikipedia.org", "*.wikimedia.org"].compactMap { NavigationPolicy.HostPattern($0, idna: UTS46()) }, idna: UTS46())

    @Test(arguments: [
        "https://en.wikipedia.org/wiki/Swift",
        "http://en.wikipedia.org/",
        "https://en.wikipedia.org",
        "HTTPS://EN.Wikipedia.ORG/wiki/Swift",
        "https://en.wikipedia.org./wiki/Swift",
        "https://EN.WIKIPEDIA.ORG./",
        "https://en.wikipedia.org:8443/wiki/Swift",
        "https://en.wikipedia.org:80/",
        "https://user:password@en.wikipedia.org/",
        "https://evil.com@en.wikipedia.org/",
        "https://en.wikipedia.org/wiki/Swift?x=1#History",
    ])
    func allowedHostsStayInTheApp(_ url: String) {
        #expect(policy.decide(url) == .inApp)
    }

    @Test(arguments: ["https://wikimedia.org/", "https://commons.wikimedia.org/wiki/X", "https://a.b.wikimedia.org/",
                      "https://Upload.WikiMedia.org./x"])
    func wildcardMatchesTheDomainAndItsSubdomains(_ url: String) {
        #expect(policy.decide(url) == .inApp)
    }

    @Test(arguments: [
        "https://www.apple.com/",
        "https://wikipedia.org/",
        "https://de.wikipedia.org/",
        "https://fr.en.wikipedia.org/",
        "https://en.wikipedia.org.evil.com/",
        "https://evilwikimedia.org/",
        "https://wikimedia.org.evil.com/",
        "https://en.wikipedia.org@evil.com/",
        "https://en.wikipedia.org:443@evil.com/",
        "https://en.wikipedia.org%2eevil.com/",
        "http://127.0.0.1:8080/",
    ])
    func otherHostsGoExternal(_ url: String) {
        #expect(policy.decide(url) == .external)
    }

    @Test(arguments: ["file:///home/user/page.html", "FILE:///tmp/x", "file://localhost/etc/hosts"])
    func fileURLsStayInTheApp(_ url: String) {
        #expect(policy.decide(url) == .inApp)
    }

    @Test(arguments: [
        ("javascript:alert(1)", "javascript: URLs are never opened"),
        ("JavaScript:alert(1)", "javascript: URLs are never opened"),
        ("data:text/html,<script>alert(1)</script>", "data: URLs are never opened"),
        ("mailto:someone@example.org", "mailto: URLs are never opened"),
        ("ftp://en.wikipedia.org/", "ftp: URLs are never opened"),
        ("/wiki/Swift", "relative URL"),
        ("//en.wikipedia.org/wiki/Swift", "relative URL"),
        ("https://", "no host"),
        ("https:///wiki/Swift", "no host"),
        ("https://en.wikipedia.org:notaport/", "malformed URL"),
        ("", "relative URL"),
        ("https://evil.com\\@en.wikipedia.org/", "U+5C in a URL is read differently by browsers"),
        ("https://en.wiki\tpedia.org/", "U+9 in a URL is read differently by browsers"),
        ("java\nscript:alert(1)", "U+A in a URL is read differently by browsers"),
        ("https://en.wikipedia.org /", "U+20 in a URL is read differently by browsers"),
    ])
    func otherSchemesAndMalformedURLsAreRefused(_ url: String, _ reason: String) {
        #expect(policy.decide(url) == .refused(reason))
    }

    @Test func nothingAllowedSendsEveryWebLinkOut() {
        #expect(NavigationPolicy(allow: [], idna: UTS46()).decide("https://en.wikipedia.org/") == .external)
        #expect(NavigationPolicy(allow: [], idna: UTS46()).decide("file:///tmp/x") == .inApp)
    }

    @Test(arguments: [
        ("en.wikipedia.org", NavigationPolicy.HostPattern.exact("en.wikipedia.org")),
        ("EN.Wikipedia.org.", .exact("en.wikipedia.org")),
        ("*.wikimedia.org", .domain("wikimedia.org")),
        ("*.WikiMedia.ORG.", .domain("wikimedia.org")),
        ("localhost", .exact("localhost")),
    ])
    func patternsAreNormalised(_ entry: String, _ pattern: NavigationPolicy.HostPattern) {
        #expect(NavigationPolicy.HostPattern(entry, idna: UTS46()) == pattern)
    }

    @Test(arguments: ["", "*.", "*", "*.*.org", "en.*.org", ".", "en.wikipedia.org/wiki", "en.wikipedia.org:443", "user@en.wikipedia.org",
                      "https://en.wikipedia.org", "en.wikipedia.org?x", "a b.org"])
    func malformedPatternsAreRejected(_ entry: String) {
        #expect(NavigationPolicy.HostPattern(entry, idna: UTS46()) == nil)
    }

    @Test(arguments: [
        ("https://EN.wikipedia.org./wiki/Swift", "en.wikipedia.org" as String?),
        ("https://en.wikipedia.org@evil.com:8080/", "evil.com"),
        ("file:///tmp/x", nil),
        ("javascript:alert(1)", nil),
        ("not a url", nil),
    ])
    func hostOfAURL(_ url: String, _ host: String?) {
        #expect(NavigationPolicy.host(of: url, idna: UTS46()) == host)
    }
}
