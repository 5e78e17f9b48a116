// SPDX-License-Identifier: MIT
import IDNA
import TestSupport
import Testing
import WebAddress

/// What the address field makes of what is typed (`AddressInput`) and the search engine's URLs
/// (`SearchTemplate`).
@Suite struct AddressInputTests {
    let search = SearchTemplate("https://search.example/?q=%s&lang=en")!

    func url(_ text: String) -> String? {
        AddressInput.url(for: text, search: search, naming: TestSuffixes(), idna: UTS46())
    }

    @Test func aURLWithASchemeStaysAsItIs() {
        #expect(url("https://en.wikipedia.org/wiki/Swift") == "https://en.wikipedia.org/wiki/Swift")
        #expect(url("  http://example.org/a b  ") == "http://example.org/a b")
        #expect(url("file:///tmp/a.html") == "file:///tmp/a.html")
        #expect(url("javascript:alert(1)") == "javascript:alert(1)")
    }

    @Test func aHostUnderAKnownSuffixIsHttps() {
        #expect(url("wikipedia.org") == "https://wikipedia.org")
        #expect(url("news.bbc.co.uk/sport?x=1#top") == "https://news.bbc.co.uk/sport?x=1#top")
        #expect(url("Example.ORG:8443/a") == "https://Example.ORG:8443/a")
        #expect(url("bücher.de") == "https://bücher.de")
    }

    @Test func thisMachineAndItsNeighboursAreHttp() {
        #expect(url("localhost:3000/x") == "http://localhost:3000/x")
        #expect(url("127.0.0.1:8000") == "http://127.0.0.1:8000")
        #expect(url("[::1]:8080/") == "http://[::1]:8080/")
        #expect(url("nas:5000") == "http://nas:5000")
        #expect(url("app.localhost") == "http://app.localhost")
    }

    @Test func anAbsolutePathIsAFile() {
        #expect(url("/tmp/my page.html") == "file:///tmp/my%20page.html")
        #expect(AddressInput.fileURL(path: "/a/ü#?.html") == "file:///a/%C3%BC%23%3F.html")
    }

    @Test func wordsAndNamesUnderNoKnownSuffixAreSearchedFor() {
        #expect(url("swift programming") == "https://search.example/?q=swift+programming&lang=en")
        #expect(url("node.js") == "https://search.example/?q=node.js&lang=en")
        #expect(url("nas") == "https://search.example/?q=nas&lang=en")
        #expect(url("what is 2+2?") == "https://search.example/?q=what+is+2%2B2%3F&lang=en")
        #expect(url("größe & mehr") == "https://search.example/?q=gr%C3%B6%C3%9Fe+%26+mehr&lang=en")
        #expect(url("localhost:3000 is down") == "https://search.example/?q=localhost%3A3000+is+down&lang=en")
    }

    @Test func blankTextIsNothing() {
        #expect(url("") == nil)
        #expect(url(" \t ") == nil)
    }

    @Test func aSearchTemplateHasOnePlaceForTheWordsAndIsAWebURL() {
        #expect(SearchTemplate("https://duckduckgo.com/?q=%s") == .duckDuckGo)
        #expect(SearchTemplate("https://a.example/?q=") == nil)
        #expect(SearchTemplate("https://a.example/?q=%s&r=%s") == nil)
        #expect(SearchTemplate("ftp://a.example/%s") == nil)
        #expect(SearchTemplate("javascript:%s") == nil)
    }
}
