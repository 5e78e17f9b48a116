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
}
