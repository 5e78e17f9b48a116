// SPDX-License-Identifier: MIT
import BrowserSession
import IDNA
import Testing
import WebAddress
import WindowLogic

/// URLs from outside the pages, in a window pinned to one site: what it presses, and the note
/// (naming the URL) for what it does not take.
struct OpenRequestsTests {
    static let start = "https://a.example/"

    func core() throws -> BrowserSession {
        BrowserSession(state: .fresh, configuration: try SessionConfiguration(start: Self.start, allow: ["a.example"], idna: UTS46(), file: "test"))
    }

    /// No public suffix list: only what a URL's scheme says decides here.
    struct NoSuffixes: SiteNaming {
        func registrableDomain(of host: String) -> String? { nil }
        func isPublicSuffix(_ suffix: String) -> Bool { false }
    }

    @Test func anAddressIsEnteredInTheTabInFront() {
        #expect(OpenRequests.address("https://a.example/b", search: .duckDuckGo, naming: NoSuffixes(), idna: UTS46()) == .press(.address("https://a.example/b")))
    }

    @Test func anAddressThatCanNeverOpenIsNotedByItsURL() throws {
        let decision = try #require(OpenRequests.address("javascript:alert(1)", search: .duckDuckGo, naming: NoSuffixes(), idna: UTS46()))
        #expect(decision == .note("javascript:alert(1): not opened: javascript: URLs are never opened"))
    }

    @Test func aHandOverOpensWhatTheSessionTakesAndAnswersForTheRest() throws {
        let request = HandOffMessage.Request(urls: [Self.start, "https://b.example/", "https://a.example/c"], activation: nil)
        let (decisions, answer) = OpenRequests.handOver(request, to: try core())
        let refusal = "https://b.example/: not opened: the window keeps to its site file's hosts"
        #expect(decisions == [.press(.openTab(url: Self.start)), .note(refusal), .press(.openTab(url: "https://a.example/c"))])
        #expect(answer == HandOffMessage.Answer(opened: 2, refused: [refusal]))
        #expect(OpenRequests.refusal(of: Self.start, by: try core()) == nil)
    }
}
