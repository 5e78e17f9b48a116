// SPDX-License-Identifier: MIT
import BrowserSession
@testable import BrowserWindow
import Contacts
import Testing

/// The hit-test's script and the reading of its answer, without a page.
@Suite struct HitTestScriptTests {
    @Test func answerBecomesTheLinkInNormalisedCoordinates() {
        let link = HitTestScript.link(fromJSON: #"{"href":"http://127.0.0.1/a","x":0.4,"y":0.46,"width":0.2,"height":0.08}"#)
        #expect(link == Link(href: "http://127.0.0.1/a", rect: Rect(x: 0.4, y: 0.46, width: 0.2, height: 0.08)))
    }

    @Test(arguments: [nil, "null", "", "{}", #"{"href":1,"x":0,"y":0,"width":0,"height":0}"#, "not json"])
    func anythingElseIsNoLink(_ answer: String?) {
        #expect(HitTestScript.link(fromJSON: answer) == nil)
    }

    @Test func pointIsScaledByTheLayoutViewport() {
        let body = HitTestScript.body(at: Point(x: 0.25, y: 0.75))
        #expect(body.contains("0.25 * window.innerWidth"))
        #expect(body.contains("0.75 * window.innerHeight"))
        #expect(body.contains("closest('a[href]')"))
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func pointThatIsNoNumberLandsOffThePage(_ value: Double) {
        let body = HitTestScript.body(at: Point(x: value, y: 0.5))
        #expect(body.contains("const x = -1 * window.innerWidth"))
    }

    @Test func aClickIsMadeAtThePointItHitTests() {
        let body = HitTestScript.clickBody(at: Point(x: 0.25, y: 0.75))
        #expect(body.contains("0.25 * window.innerWidth"))
        #expect(body.contains("0.75 * window.innerHeight"))
        #expect(body.contains("new MouseEvent('click', init)"))
        #expect(body.contains("clientX: x, clientY: y"))
    }

    @Test func aClickNeverFollowsAJavaScriptLink() throws {
        let body = HitTestScript.clickBody(at: Point(x: 0.5, y: 0.5))
        let refusal = try #require(body.range(of: "link.protocol === 'javascript:'"))
        let click = try #require(body.range(of: "dispatchEvent"))
        #expect(refusal.upperBound < click.lowerBound)
    }

    @Test(arguments: [
        (#"{"outcome":"followed"}"#, HitTestScript.ClickAnswer.followed),
        (#"{"outcome":"prevented"}"#, .prevented),
        (#"{"outcome":"nothing"}"#, .nothing),
        (#"{"outcome":"script","href":"javascript:void(0)"}"#, .script(href: "javascript:void(0)")),
    ])
    func clickAnswersAreRead(_ json: String, _ answer: HitTestScript.ClickAnswer) {
        #expect(HitTestScript.ClickAnswer(json: json) == answer)
    }

    @Test(arguments: [nil, "null", "", "{}", #"{"outcome":"script"}"#, #"{"outcome":"elsewhere"}"#, "not json"])
    func anythingElseClickedNothing(_ answer: String?) {
        #expect(HitTestScript.ClickAnswer(json: answer) == .nothing)
    }
}
