// SPDX-License-Identifier: MIT
import Contacts
import Foundation
import Gestures
import InputEvents
import Testing

@Suite struct ForceProfileTests {
    func load(_ json: String) throws(ForceProfileError) -> ForceProfile {
        try ForceProfile(json: Data(json.utf8))
    }

    /// The error loading `json` gives, or nil when it loads.
    func error(_ json: String) -> ForceProfileError? {
        do {
            _ = try load(json)
            return nil
        } catch {
            return error
        }
    }

    @Test func defaults() {
        let profile = ForceProfile()
        #expect(profile.finger.peekForce == 0.35)
        #expect(profile.finger.peekReleaseForce == 0.25)
        #expect(profile.finger.popForce == 0.75)
        #expect(profile.finger.hintForce == 0.2)
        #expect(profile.finger.hintReleaseForce == 0.12)
        #expect(profile.pen.hintForce == 0.2)
        #expect(profile.pen.hintReleaseForce == 0.12)
        #expect(profile.finger.tapMaximum == .milliseconds(250))
        #expect(profile.finger.longPress == .milliseconds(500))
        #expect(profile.pen.tapMaximum == .milliseconds(350))
        #expect(profile.pen.peekHold == .milliseconds(500))
        #expect(profile.finger.slop == Distance(millimetres: 3, fraction: 0.015))
        #expect(profile.edgePan == EdgePanThresholds(zone: Distance(millimetres: 6, fraction: 0.03), commitProgress: 0.3))
        #expect(profile.pinch.spanChange == Distance(millimetres: 8, fraction: 0.05))
        #expect(profile.touchpad.peek == PressureLevel(grams: 450, fraction: 0.5))
        #expect(profile.touchpad.pop == PressureLevel(grams: 650, fraction: 0.75))
        #expect(profile.touchpad.hold == .milliseconds(50))
        #expect(throws: Never.self) { try profile.validate() }
    }

    @Test func thresholdsPerTool() {
        let profile = ForceProfile()
        #expect(profile.thresholds(for: .finger) == .finger)
        #expect(profile.thresholds(for: .pen) == .pen)
        #expect(profile.thresholds(for: .eraser) == .pen)
    }

    @Test func distanceUsesMillimetresOnlyWhenTheSizeIsKnown() {
        let slop = Distance(millimetres: 3, fraction: 0.015)
        #expect(slop.value(on: surface) == 3)
        #expect(slop.value(on: unitless) == 0.015)
        #expect(slop.value(on: SurfaceGeometry(widthMillimetres: 100, heightMillimetres: nil)) == 0.015)
    }

    @Test func pressureUsesGramsOnlyWhereThePadWeighsItsUnits() {
        let peek = PressureLevel(grams: 450, fraction: 0.5)
        #expect(peek.force(on: PressureScale(fullScaleGrams: nil)) == 0.5)
        #expect(peek.force(on: PressureScale(fullScaleGrams: 900)) == 0.5)
        #expect(peek.force(on: PressureScale(fullScaleGrams: 1800)) == 0.25)
    }

    @Test func theTouchpadSectionReadsOverTheDefaults() throws {
        let profile = try load(#"{"touchpad": {"peek": {"fraction": 0.6}, "holdMilliseconds": 30, "slop": {"millimetres": 3}}}"#)
        var expected = ForceProfile()
        expected.touchpad.peek.fraction = 0.6
        expected.touchpad.hold = .milliseconds(30)
        expected.touchpad.slop.millimetres = 3
        #expect(profile == expected)
        #expect(try ForceProfile(json: profile.json()) == profile)
    }

    @Test func emptyDocumentIsTheDefaults() throws {
        #expect(try load("{}") == ForceProfile())
        #expect(try load(#"{"version": 1}"#) == ForceProfile())
    }

    @Test func writtenProfileReadsBack() throws {
        var profile = ForceProfile()
        profile.pen.popForce = 0.9
        profile.finger.tapMaximum = TimeSpan(microseconds: 180_500)
        profile.edgePan.zone.millimetres = 4
        #expect(try ForceProfile(json: profile.json()) == profile)
        let text = String(decoding: profile.json(), as: UTF8.self)
        #expect(text.contains(#""tapMaximumMilliseconds" : 180.5"#))
        #expect(text.contains(#""version" : 1"#))
    }

    @Test func subsetOverridesOnlyItsKeys() throws {
        let profile = try load(#"{"finger": {"popForce": 0.8, "peekOnsetMilliseconds": 120, "slop": {"millimetres": 2}}, "pen": {"peekHoldMilliseconds": 400}, "edgePan": {"commitProgress": 0.5}, "pinch": {"spanChange": {"fraction": 0.1}}}"#)
        var expected = ForceProfile()
        expected.finger.popForce = 0.8
        expected.finger.peekOnset = .milliseconds(120)
        expected.finger.slop.millimetres = 2
        expected.pen.peekHold = .milliseconds(400)
        expected.edgePan.commitProgress = 0.5
        expected.pinch.spanChange.fraction = 0.1
        #expect(profile == expected)
    }

    @Test func otherVersionIsAnError() {
        #expect(error(#"{"version": 2}"#) == ForceProfileError(key: "version", reason: "version 2 is not supported (expected 1)"))
    }

    @Test(arguments: [
        (#"{"fingers": {}}"#, "fingers"),
        (#"{"finger": {"popforce": 0.8}}"#, "finger.popforce"),
        (#"{"edgePan": {"zone": {"inches": 1}}}"#, "edgePan.zone.inches"),
        (#"{"pinch": {"scale": 2}}"#, "pinch.scale"),
        (#"{"touchpad": {"peek": {"newtons": 4}}}"#, "touchpad.peek.newtons"),
    ])
    func unknownKeyIsAnError(_ json: String, _ key: String) {
        #expect(error(json) == ForceProfileError(key: key, reason: "unknown key"))
    }

    @Test(arguments: [
        (#"{"finger": {"popForce": "hard"}}"#, "finger.popForce"),
        (#"{"pen": {"tapMaximumMilliseconds": true}}"#, "pen.tapMaximumMilliseconds"),
        (#"{"version": "1"}"#, "version"),
        (#"{"finger": 3}"#, "finger"),
        (#"{"edgePan": {"zone": [6]}}"#, "edgePan.zone"),
        (#"{"pinch": {"spanChange": {"millimetres": null}}}"#, "pinch.spanChange.millimetres"),
    ])
    func wrongTypeIsAnErrorNamingTheKey(_ json: String, _ key: String) {
        #expect(error(json)?.key == key)
    }

    @Test(arguments: [
        (#"{"finger": {"popForce": 0.35}}"#, "finger.popForce"),
        (#"{"pen": {"peekForce": 0.8}}"#, "pen.popForce"),
        (#"{"finger": {"peekReleaseForce": 0.4}}"#, "finger.peekReleaseForce"),
        (#"{"finger": {"popRearmForce": 0.75}}"#, "finger.popRearmForce"),
        (#"{"finger": {"hintForce": 0.35}}"#, "finger.hintForce"),
        (#"{"pen": {"hintForce": 0.3, "peekForce": 0.3}}"#, "pen.hintForce"),
        (#"{"finger": {"hintForce": -0.1}}"#, "finger.hintForce"),
        (#"{"finger": {"hintReleaseForce": 0.21}}"#, "finger.hintReleaseForce"),
        (#"{"finger": {"hintForce": 0.1}, "pen": {"hintReleaseForce": 0.2001}}"#, "pen.hintReleaseForce"),
        (#"{"finger": {"peekForce": 1.2}}"#, "finger.peekForce"),
        (#"{"pen": {"popForce": -0.1}}"#, "pen.popForce"),
        (#"{"edgePan": {"commitProgress": 1.5}}"#, "edgePan.commitProgress"),
        (#"{"edgePan": {"zone": {"fraction": 2}}}"#, "edgePan.zone.fraction"),
        (#"{"finger": {"slop": {"millimetres": -1}}}"#, "finger.slop.millimetres"),
        (#"{"pen": {"tapMaximumMilliseconds": -1}}"#, "pen.tapMaximumMilliseconds"),
        (#"{"finger": {"longPressMilliseconds": -0.001}}"#, "finger.longPressMilliseconds"),
        (#"{"finger": {"peekHoldMilliseconds": 1e300}}"#, "finger.peekHoldMilliseconds"),
        (#"{"finger": {"peekOnsetMilliseconds": -1}}"#, "finger.peekOnsetMilliseconds"),
        (#"{"touchpad": {"release": {"grams": 500}}}"#, "touchpad.release"),
        (#"{"touchpad": {"pop": {"fraction": 0.5}}}"#, "touchpad.pop"),
        (#"{"touchpad": {"rise": {"grams": -1}}}"#, "touchpad.rise.grams"),
        (#"{"touchpad": {"settleMilliseconds": 70000}}"#, "touchpad.settleMilliseconds"),
    ])
    func inconsistentValueIsAnErrorNamingTheKey(_ json: String, _ key: String) {
        #expect(error(json)?.key == key)
    }

    @Test func boundaryValuesAreAccepted() throws {
        let profile = try load(#"{"finger": {"peekForce": 0, "peekReleaseForce": 0, "popForce": 1, "popRearmForce": 0, "tapMaximumMilliseconds": 60000, "peekHoldMilliseconds": 0}}"#)
        #expect(profile.finger.popForce == 1)
        #expect(profile.finger.tapMaximum == .milliseconds(60_000))
        // No level is below a peek force of 0: the hint is at 0 too (every press hints as it lands).
        #expect(profile.finger.hintForce == 0)
        #expect(profile.finger.hintReleaseForce == 0)
        let hints = try load(#"{"finger": {"hintForce": 0.3499, "hintReleaseForce": 0.3499}, "pen": {"hintForce": 0, "hintReleaseForce": 0}}"#)
        #expect(hints.finger.hintForce == 0.3499)
        #expect(hints.pen.hintForce == 0)
    }

    @Test func theHintKeysAreRead() throws {
        let profile = try load(#"{"finger": {"hintForce": 0.25, "hintReleaseForce": 0.2}, "pen": {"hintForce": 0.3}}"#)
        var expected = ForceProfile()
        expected.finger.hintForce = 0.25
        expected.finger.hintReleaseForce = 0.2
        expected.pen.hintForce = 0.3
        #expect(profile == expected)
        #expect(try ForceProfile(json: profile.json()) == profile)
    }

    /// A profile written before the hint whose peek force is at or below the default hint level
    /// (`peekpop calibrate` on a light-fingered screen writes such) still loads: its hint levels
    /// are lowered under its peek, 0.6 of the level above in thousandths, as the defaults are.
    @Test(arguments: [
        (0.15, 0.1, 0.09, 0.054),
        (0.2, 0.15, 0.12, 0.072),
        (0.095, 0.077, 0.057, 0.034),
        (0.001, 0.001, 0, 0),
        (0.3, 0.25, 0.18, 0.108),
        (0.34, 0.25, 0.2, 0.12),
        (0.9, 0.5, 0.2, 0.12),
    ])
    func anOldProfileWithALowPeekForceStillLoads(peek: Double, release: Double, hint: Double, hintRelease: Double) throws {
        let text = #"{"version": 1, "finger": {"peekForce": \#(peek), "peekReleaseForce": \#(release), "popForce": 0.95, "popRearmForce": 0.5}, "pen": {"peekForce": \#(peek), "peekReleaseForce": \#(release), "popForce": 0.95, "popRearmForce": 0.5}}"#
        let profile = try load(text)
        for thresholds in [profile.finger, profile.pen] {
            #expect(thresholds.hintForce == hint)
            #expect(thresholds.hintReleaseForce == hintRelease)
        }
        // Written with its hint levels, it reads back the same.
        #expect(try ForceProfile(json: profile.json()) == profile)
    }

    /// The file as `peekpop calibrate` wrote it before the hint: every key but the hint's.
    @Test func aProfileWrittenBeforeTheHintLoads() throws {
        let profile = try load("""
            {"finger": {"longPressMilliseconds": 500, "peekForce": 0.14, "peekHoldMilliseconds": 0, "peekOnsetMilliseconds": 160,
                        "peekReleaseForce": 0.1, "popDwellMilliseconds": 200, "popForce": 0.28, "popRearmForce": 0.22,
                        "slop": {"fraction": 0.015, "millimetres": 3}, "tapMaximumMilliseconds": 250}}
            """)
        #expect(profile.finger.hintForce == 0.084)
        #expect(profile.finger.hintReleaseForce == 0.05)
        #expect(profile.pen == .pen)
    }

    @Test func lowerHintLevelsKeepsThemBelowThePeek() {
        var thresholds = ToolThresholds.finger
        thresholds.peekForce = 0.1
        thresholds.lowerHintLevels(from: .finger)
        #expect(thresholds.hintForce == 0.06)
        #expect(thresholds.hintReleaseForce == 0.036)
        thresholds.peekForce = 0.5
        thresholds.lowerHintLevels(from: .finger)
        #expect(thresholds == { var t = ToolThresholds.finger; t.peekForce = 0.5; return t }())
    }

    @Test func programmaticProfilesAreValidatedToo() {
        var profile = ForceProfile()
        profile.pen.tapMaximum = TimeSpan(microseconds: -1)
        #expect(throws: ForceProfileError(key: "pen.tapMaximumMilliseconds", reason: "must be between 0 and 60000 ms, not -0.001")) {
            try profile.validate()
        }
    }

    @Test(arguments: ["", "not json", "[1, 2]", "null"])
    func documentThatIsNotAnObjectIsAnError(_ json: String) {
        #expect(error(json)?.key == nil)
        #expect(error(json) != nil)
    }

    @Test func errorDescriptionNamesTheKey() {
        #expect(ForceProfileError(key: "finger.popForce", reason: "must be above peekForce (0.35)").description
                == "profile key finger.popForce: must be above peekForce (0.35)")
        #expect(ForceProfileError(key: nil, reason: "not JSON").description == "profile: not JSON")
    }

    /// Every profile is read through the checks, however it is read.
    @Test func readingValidatesAsWell() {
        #expect(throws: ForceProfileError.self) {
            try ForceProfile(json: Array(#"{"finger": {"popForce": 0.1}}"#.utf8))
        }
    }

    /// The file `peekpop calibrate` writes, byte for byte as Foundation's `JSONEncoder` wrote it
    /// (sorted keys, two spaces, `"key" : value`, whole numbers without `.0`), so profiles written
    /// before and after compare equal.
    @Test func theWrittenProfileIsIndentedWithItsKeysSorted() {
        let text = String(decoding: ForceProfile().json(), as: UTF8.self)
        #expect(text.hasPrefix("""
            {
              "edgePan" : {
                "commitProgress" : 0.3,
                "zone" : {
                  "fraction" : 0.03,
                  "millimetres" : 6
                }
              },
              "finger" : {
                "hintForce" : 0.2,
                "hintReleaseForce" : 0.12,
                "longPressMilliseconds" : 500,
                "peekForce" : 0.35,
                "peekHoldMilliseconds" : 0,
                "peekOnsetMilliseconds" : 150,
                "peekReleaseForce" : 0.25,
                "popDwellMilliseconds" : 200,
                "popForce" : 0.75,
                "popRearmForce" : 0.5,
                "slop" : {
                  "fraction" : 0.015,
                  "millimetres" : 3
                },
                "tapMaximumMilliseconds" : 250
              },
            """))
        #expect(text.hasSuffix("""
                "settleMilliseconds" : 80,
                "slop" : {
                  "fraction" : 0.01,
                  "millimetres" : 2
                }
              },
              "version" : 1
            }
            """))
    }

    /// What is not JSON says where, as the parser found it.
    @Test func aDocumentThatIsNotJSONSaysWhere() {
        #expect(error(#"{"finger": {"popForce": 0.8,}}"#) == ForceProfileError(key: nil, reason: "not JSON: expected a string as the member's key at byte 28"))
    }
}
