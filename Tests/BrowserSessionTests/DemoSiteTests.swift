// SPDX-License-Identifier: MIT
import BrowserSession
import Contacts
import Foundation
import Gestures
import IDNA
import Testing

/// `Recordings/demo/demo-site.json` under the demo recording's gestures (as `peekpop replay` prints
/// them for `Recordings/demo/pressure-touchscreen.demo.events`, `changed` lines left out).
@Suite struct DemoSiteTests {
    let swiftLanguage = "https://en.wikipedia.org/wiki/Swift_(programming_language)"
    let apple = "https://en.wikipedia.org/wiki/Apple_Inc."

    func demoSite() throws -> SiteFile {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Recordings/demo/demo-site.json")
        return try SiteFile(json: Data(contentsOf: url), name: "demo-site.json", idna: UTS46())
    }

    func event(_ seconds: Double, _ x: Double, _ y: Double, _ gesture: Gesture) -> GestureEvent {
        GestureEvent(time: .seconds(seconds), contact: 0, tool: .finger, position: Point(x: x, y: y), gesture: gesture)
    }

    @Test func theDemoTapsPeeksPopsGoesBackAndZooms() throws {
        var session = try Headless(file: try demoSite())
        var events = session.start(at: .seconds(0)).events
        var handOffs: [String] = []
        for gesture in [
            event(0.074813, 0.5004, 0.5002, .tap),
            event(1.124933, 0.4498, 0.4003, .peek(.began, force: 0.361)),
            event(1.958340, 0.4501, 0.3999, .peek(.ended, force: 0.051)),
            event(3.124981, 0.5499, 0.4503, .peek(.began, force: 0.353)),
            event(3.950011, 0.5497, 0.4503, .pop(force: 0.765)),
            event(5.358148, 0.0176, 0.4998, .edgePan(.began, edge: .left, progress: 0.0129, committed: nil)),
            event(5.816469, 0.6046, 0.4998, .edgePan(.ended, edge: .left, progress: 0.6, committed: true)),
            event(7.199838, 0.5000, 0.5004, .pinch(.began, scale: 1.1766)),
            event(7.700052, 0.5001, 0.5007, .pinch(.ended, scale: 2.4901)),
        ] {
            let step = session.handle(gesture)
            events += step.events
            handOffs += step.handOffs
        }
        #expect(events == [
            .navigated(url: swiftLanguage, mode: .inApp),
            .navigated(url: apple, mode: .inApp),
            .previewShown(url: "https://en.wikipedia.org/wiki/Steve_Jobs"),
            .previewDismissed(url: "https://en.wikipedia.org/wiki/Steve_Jobs"),
            .previewShown(url: "https://www.apple.com/"),
            .navigated(url: "https://www.apple.com/", mode: .external),
            .back(url: swiftLanguage),
            .zoom(scale: 2.4901),
        ])
        #expect(handOffs == ["https://www.apple.com/"])
        #expect(session.state.zoomByHost == ["en.wikipedia.org": 2.4901])
    }
}
