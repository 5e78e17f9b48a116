// SPDX-License-Identifier: MIT
import Calibration
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Gestures
import Recordings
import Testing
import TestSupport

@Suite struct ForcePlotTests {
    /// Counts elements and their `class` attributes.
    final class Census: NSObject, XMLParserDelegate {
        var elements: [String: Int] = [:]
        var classes: [String: Int] = [:]
        var texts: [String] = []
        private var inText = false

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            elements[name, default: 0] += 1
            if let kind = attributes["class"] { classes[kind, default: 0] += 1 }
            inText = name == "text"
            if inText { texts.append("") }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inText, !texts.isEmpty { texts[texts.count - 1] += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            inText = false
        }
    }

    static func census(_ svg: String) throws -> Census {
        let parser = XMLParser(data: Data(svg.utf8))
        let census = Census()
        parser.delegate = census
        #expect(parser.parse(), "not XML: \(parser.parserError.map { "\($0)" } ?? "")")
        return census
    }

    @Test func aPlotIsValidSVGWithContactsThresholdsAndGestures() throws {
        var reader = try RecordingFile.open(path: Fixtures.recording("shallow-touchscreen.peek-pop.events"))
        var profile = ForceProfile()
        profile.finger.peekForce = 0.095
        profile.finger.peekReleaseForce = 0.077
        profile.finger.popForce = 0.216
        profile.finger.popRearmForce = 0.189
        profile.finger.lowerHintLevels(from: .finger)
        var trace = try ForceTrace(device: reader.devices[0], profile: profile)
        while let recorded = try reader.next() { trace.handle(recorded.event) }
        if let end = trace.end { trace.finish(at: end) }
        let census = try Self.census(ForcePlot.svg([trace], title: "peek & pop <shallow>"))
        #expect(census.elements["svg"] == 1)
        #expect(census.classes["contact"] == 1)
        #expect(census.classes["threshold"] == 2)
        #expect(census.classes["gesture"] == 2)
        #expect(census.texts.contains("peek & pop <shallow>"))
        #expect(census.texts.contains("finger pop threshold 0.216"))
        #expect(census.texts.contains("pop"))
        #expect(census.texts.contains("peek began"))
        #expect(!census.texts.contains("hint began"))
    }

    /// A touchpad's plot: its click shaded, its force click levels (the pressure pad's in grams:
    /// 450 and 650 g of its 1023.75 g full scale) and its force click's peek and pop.
    @Test func aTouchpadsPlotShadesItsClicksAndDrawsItsForceClickLevels() throws {
        let path = TestData.projectRecordings.appendingPathComponent("pressure-pad/pressure-pad.force-click-pop.events").path
        var reader = try RecordingFile.open(path: path)
        var trace = try ForceTrace(device: reader.devices[0], profile: ForceProfile())
        while let recorded = try reader.next() { trace.handle(recorded.event) }
        if let end = trace.end { trace.finish(at: end) }
        let census = try Self.census(ForcePlot.svg([trace], title: "force click"))
        #expect(census.classes["click"] == 1)
        #expect(census.classes["threshold"] == 2)
        #expect(census.texts.contains("touchpad force click threshold 0.440"))
        #expect(census.texts.contains("touchpad pop threshold 0.635"))
        #expect(census.texts.contains("peek began"))
        #expect(census.texts.contains("pop"))
    }
}
