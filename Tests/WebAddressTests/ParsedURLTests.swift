// SPDX-License-Identifier: MIT
import IDNA
import Testing
@testable import WebAddress

/// URLs taken apart as the policy needs them, hosts normalised alike from URLs and `allow`
/// entries, international names included.
@Suite struct ParsedURLTests {
    @Test func theGenericSyntaxIsTakenApart() throws {
        let url = try #require(ParsedURL("HTTPS://user:pw@a@Example.org.:8443/wiki/x?q=1?2#f#g"))
        #expect(url.scheme == "HTTPS")
        #expect(url.userinfo == "user:pw@a")
        #expect(url.host == "Example.org.")
        #expect(url.port == 8443)
        #expect(url.path == "/wiki/x")
        #expect(url.query == "q=1?2")
        #expect(url.fragment == "f#g")
    }

    @Test(arguments: [
        ("javascript:alert(1)", "javascript", nil, "alert(1)"), ("//a.org/x", nil, "a.org", "/x"), ("/x:y", nil, nil, "/x:y"),
        (":x", nil, nil, ":x"), ("file:///tmp/x", "file", "", "/tmp/x"), ("https://[::1]:80/", "https", "[::1]", "/"),
        ("https://a.org:/", "https", "a.org", "/"), ("https://ja.wikipedia.org/wiki/東京 x", "https", "ja.wikipedia.org", "/wiki/東京 x"),
    ] as [(String, String?, String?, String)])
    func partsAreWhereTheSyntaxPutsThem(_ text: String, _ scheme: String?, _ host: String?, _ path: String) throws {
        let url = try #require(ParsedURL(text))
        #expect(url.scheme == scheme)
        #expect(url.host == host)
        #expect(url.path == path)
    }

    @Test(arguments: ["1http://x/", "ht_tp://x/", "https://a.org:x/", "https://a.org:-1/", "https://[::1", "https://[::1]x/",
                      "https://a<b.org/", "https://a b.org/", "https://a%zz.org/", "https://a%2/", "https://a.org:99999999999999999999/"])
    func whatCouldSendAPageToTheWrongHostIsMalformed(_ text: String) {
        #expect(ParsedURL(text) == nil)
    }

    @Test(arguments: [("EN.Wikipedia.ORG.", "en.wikipedia.org" as String?), ("Bücher.de", "xn--bcher-kva.de"), ("XN--BCHER-KVA.de", "xn--bcher-kva.de"),
                      ("b%C3%BCcher.de", "xn--bcher-kva.de"), ("a%2eb.org", "a.b.org"), ("%FF.org", nil), (".", nil), ("", nil), ("[::1]", "[::1]")])
    func hostsAreNormalisedAlike(_ host: String, _ normalised: String?) {
        #expect(HostName.normalised(host, idna: UTS46()) == normalised)
    }

    @Test func anInternationalNameMatchesHoweverItIsWritten() throws {
        let pattern = try #require(NavigationPolicy.HostPattern("bücher.de", idna: UTS46()))
        #expect(pattern == .exact("xn--bcher-kva.de"))
        let policy = NavigationPolicy(allow: [pattern, try #require(NavigationPolicy.HostPattern("*.münchen.de", idna: UTS46()))], idna: UTS46())
        for url in ["https://xn--bcher-kva.de/", "https://BÜCHER.de/x", "https://b%C3%BCcher.de/", "https://www.xn--mnchen-3ya.de/",
                    "https://ｂüｃｈｅｒ。de/", "https://www．MÜNCHEN｡de/"] {
            #expect(policy.decide(url) == .inApp, "\(url)")
        }
        #expect(policy.decide("https://bucher.de/") == .external)
        #expect(NavigationPolicy.host(of: "https://Bücher.de./x", idna: UTS46()) == "xn--bcher-kva.de")
    }

    /// Nontransitional processing, as browsers now do: `faß.de` and `fass.de` are two hosts.
    @Test func aSharpSIsNotSS() throws {
        let policy = NavigationPolicy(allow: [try #require(NavigationPolicy.HostPattern("faß.de", idna: UTS46()))], idna: UTS46())
        #expect(policy.allow == [.exact("xn--fa-hia.de")])
        #expect(policy.decide("https://FAß.de/") == .inApp)
        #expect(policy.decide("https://fass.de/") == .external)
    }

    @Test(arguments: ["https://a<b.org/", "https://a%zz.org/", "https://[::1", "1http://x/"])
    func aMalformedHostIsRefused(_ url: String) {
        #expect(NavigationPolicy(allow: [], idna: UTS46()).decide(url) == .refused("malformed URL"))
    }
}
