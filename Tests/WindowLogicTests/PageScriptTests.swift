// SPDX-License-Identifier: MIT
import BrowserSession
@testable import WindowLogic
import Contacts
import Foundation
import Testing

/// The calls into the page script and the reading of their answers, without a page.
@Suite struct PageScriptTests {
    /// The window runs the extension's own file: the embedded copy is the file, byte for byte
    /// (scripts/embed-page-script.sh makes it again).
    @Test func theEmbeddedScriptIsTheExtensionsFile() throws {
        let file = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("webextension/extension/page.js"), encoding: .utf8)
        let same = PageScript.source + "\n" == file
        #expect(same, "the window's copy of page.js is out of date: run scripts/embed-page-script.sh")
    }

    @Test func answerBecomesTheLinkInNormalisedCoordinates() {
        let link = PageScript.link(fromJSON: #"{"href":"http://127.0.0.1/a","x":0.4,"y":0.46,"width":0.2,"height":0.08}"#)
        #expect(link == Link(href: "http://127.0.0.1/a", rect: Rect(x: 0.4, y: 0.46, width: 0.2, height: 0.08)))
    }

    @Test(arguments: [nil, "null", "", "{}", #"{"href":1,"x":0,"y":0,"width":0,"height":0}"#, "not json"])
    func anythingElseIsNoLink(_ answer: String?) {
        #expect(PageScript.link(fromJSON: answer) == nil)
    }

    @Test func pointIsScaledByTheLayoutViewport() {
        for body in [PageScript.linkBody(at: Point(x: 0.25, y: 0.75)), PageScript.clickBody(at: Point(x: 0.25, y: 0.75)),
                     PageScript.takeBody(at: Point(x: 0.25, y: 0.75))] {
            #expect(body.contains("0.25 * window.innerWidth"))
            #expect(body.contains("0.75 * window.innerHeight"))
        }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func pointThatIsNoNumberLandsOffThePage(_ value: Double) {
        let body = PageScript.linkBody(at: Point(x: value, y: 0.5))
        #expect(body.contains("const x = -1 * window.innerWidth"))
    }

    @Test(arguments: [
        (#"{"outcome":"followed"}"#, PageScript.ClickAnswer.followed),
        (#"{"outcome":"prevented"}"#, .prevented),
        (#"{"outcome":"nothing"}"#, .nothing),
        (#"{"outcome":"script","href":"javascript:void(0)"}"#, .script(href: "javascript:void(0)")),
    ])
    func clickAnswersAreRead(_ json: String, _ answer: PageScript.ClickAnswer) {
        #expect(PageScript.ClickAnswer(json: json) == answer)
    }

    @Test(arguments: [nil, "null", "", "{}", #"{"outcome":"script"}"#, #"{"outcome":"elsewhere"}"#, "not json"])
    func anythingElseClickedNothing(_ answer: String?) {
        #expect(PageScript.ClickAnswer(json: answer) == .nothing)
    }

    @Test func aTakeAnswerNamesWhatWasSent() {
        #expect(PageScript.sent(fromJSON: #"{"sent":["pointercancel","touchcancel"]}"#) == ["pointercancel", "touchcancel"])
        #expect(PageScript.sent(fromJSON: #"{"sent":["touchcancel-failed(no relay in this page's world)"]}"#) == ["touchcancel-failed(no relay in this page's world)"])
    }

    @Test(arguments: [nil, "null", "", "not json", #"{"sent":"x"}"#, #"{"sent":[1,2]}"#])
    func anythingElseSentNothing(_ answer: String?) {
        #expect(PageScript.sent(fromJSON: answer) == [])
    }

    @Test func theRelayAnswersThePageScriptsRequestByItsName() {
        // The two halves name the same event: the page script's request, the relay's listener.
        let requested = PageScript.source.contains(#"const TOUCHCANCEL_RELAY = "peekpop-touchcancel-relay";"#)
        #expect(requested && PageScript.touchCancelRelay.contains(#"window, "peekpop-touchcancel-relay""#))
    }
}
