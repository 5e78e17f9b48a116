// SPDX-License-Identifier: MIT
@testable import WindowLogic
import Contacts
import Gestures
import GestureStream
import Testing

/// Which GTK touch sequence is which peekpop contact (TouchSequenceMatcher.md): times are given on
/// the window's clock and turned into each source's own, GDK's 32-bit milliseconds and the stream's
/// seconds since it began, which start elsewhere.
@Suite struct TouchSequenceMatcherTests {
    /// A touchscreen reaching both the daemon and the window.
    struct Screen {
        var matcher = TouchSequenceMatcher()
        /// The window time at GDK time 0, and at stream time 0.
        var gdkOrigin = 40_000.0
        var streamOrigin = 49_000.0
        /// How long each source takes to reach the window.
        var gdkDelivery = 0.0
        var streamDelivery = 0.0

        func gdkTime(_ window: Double) -> UInt32 { UInt32(truncatingIfNeeded: Int64(window - gdkOrigin)) }

        mutating func down(_ id: UInt, at window: Double, _ x: Double, _ y: Double, heldBack: Bool = false) -> [TouchSequenceID] {
            matcher.began(TouchSequenceID(rawValue: id), time: gdkTime(window), at: Point(x: x, y: y), arrival: window + gdkDelivery,
                          heldBack: heldBack)
        }

        mutating func move(_ id: UInt, at window: Double, _ x: Double, _ y: Double) {
            matcher.moved(TouchSequenceID(rawValue: id), time: gdkTime(window), to: Point(x: x, y: y), arrival: window + gdkDelivery)
        }

        mutating func up(_ id: UInt, at window: Double) {
            matcher.ended(TouchSequenceID(rawValue: id), time: gdkTime(window), at: Point(x: 0, y: 0), arrival: window + gdkDelivery)
        }

        mutating func line(_ gesture: Gesture, contact: Int, at window: Double, arrivingAt arrival: Double? = nil,
                           device: String = "ts", expected: Point? = nil) -> TouchSequenceMatcher.Route {
            let line = GestureLine(time: (window - streamOrigin) / 1_000, device: device, tool: .finger,
                                   position: Point(x: 0.5, y: 0.5), gesture: gesture, contact: contact)
            return matcher.route(line, arrival: arrival ?? window + streamDelivery, expected: expected)
        }
    }

    func on(_ id: UInt, _ x: Double, _ y: Double, claim: Bool) -> TouchSequenceMatcher.Route {
        .sequence(TouchSequenceID(rawValue: id), at: Point(x: x, y: y), claim: claim)
    }

    static let peek = Gesture.peek(.began, force: 0.4)
    static let deeper = Gesture.peek(.changed, force: 0.5)

    @Test func oneFingerItsPeekTakesTheSequencesPositionAndClaimsItOnce() {
        var screen = Screen(gdkDelivery: 1, streamDelivery: 2)
        #expect(screen.down(1, at: 50_000, 300, 200).isEmpty)
        #expect(screen.line(Self.peek, contact: 0, at: 50_250) == on(1, 300, 200, claim: true))
        screen.move(1, at: 50_300, 305, 210)
        #expect(screen.line(Self.deeper, contact: 0, at: 50_320) == on(1, 305, 210, claim: false))
        #expect(screen.line(.pop(force: 0.8), contact: 0, at: 50_400) == on(1, 305, 210, claim: false))
        screen.up(1, at: 50_600)
    }

    /// Found by the desktop suite (`failing/preview-actions`): a busy window read the daemon's lines
    /// of a peek sliding up before the compositor's moves of the same finger, so the peek stayed
    /// where the touch was last seen and never reached its actions.
    @Test func aFingerSeenLateMovesByWhatTheDeviceSaysSince() {
        var screen = Screen(gdkDelivery: 1, streamDelivery: 2)
        _ = screen.down(1, at: 50_000, 300, 360)
        #expect(screen.line(Self.peek, contact: 0, at: 50_250, expected: Point(x: 302, y: 362)) == on(1, 300, 360, claim: true))
        // The lines of the slide, with no move of the sequence yet: it went up by the device's 130.
        #expect(screen.line(Self.deeper, contact: 0, at: 50_400, expected: Point(x: 302, y: 300)) == on(1, 300, 298, claim: false))
        #expect(screen.line(Self.deeper, contact: 0, at: 50_500, expected: Point(x: 302, y: 232)) == on(1, 300, 230, claim: false))
        // The moves come: the sequence is as new as the line again, and says where it is itself.
        screen.move(1, at: 50_480, 301, 236)
        screen.move(1, at: 50_500, 301, 231)
        #expect(screen.line(Self.deeper, contact: 0, at: 50_500, expected: Point(x: 302, y: 232)) == on(1, 301, 231, claim: false))
    }

    /// A tap on a touch WebKit saw is WebKit's click; on a touch held back from WebKit, the window's.
    @Test func aTapReachedThePageUnlessItsTouchWasHeldBack() {
        var screen = Screen()
        _ = screen.down(1, at: 50_000, 120, 80)
        screen.up(1, at: 50_090)
        let seen = screen.line(.tap, contact: 0, at: 50_090)
        #expect(screen.matcher.reachedPage(seen, arrival: 50_090))
        _ = screen.down(2, at: 51_000, 5, 80, heldBack: true)
        screen.up(2, at: 51_090)
        let held = screen.line(.tap, contact: 1, at: 51_090)
        #expect(held == on(2, 0, 0, claim: false))
        #expect(!screen.matcher.reachedPage(held, arrival: 51_090))
    }

    /// The window claims a touch from its hint on, as from a peek's first line: WebKit then starts no
    /// long press or drag under a press on its way to a peek. The peek that follows claims nothing
    /// more. (The shared rules, `Tests/Fixtures/touch-matching/hint.json`, claim nothing for a hint.)
    @Test func theWindowsMatcherClaimsATouchAtItsHint() {
        var screen = Screen(matcher: TouchSequenceMatcher(claimsHints: true), gdkDelivery: 1, streamDelivery: 2)
        _ = screen.down(1, at: 50_000, 300, 200)
        #expect(screen.line(.hint(.began, force: 0.2), contact: 0, at: 50_040) == on(1, 300, 200, claim: true))
        #expect(screen.line(Self.peek, contact: 0, at: 50_600) == on(1, 300, 200, claim: false))
        #expect(screen.line(.pop(force: 0.8), contact: 0, at: 50_700) == on(1, 300, 200, claim: false))
        var shared = Screen(gdkDelivery: 1, streamDelivery: 2)
        _ = shared.down(1, at: 50_000, 300, 200)
        #expect(shared.line(.hint(.began, force: 0.2), contact: 0, at: 50_040) == on(1, 300, 200, claim: false))
        #expect(shared.line(Self.peek, contact: 0, at: 50_600) == on(1, 300, 200, claim: true))
    }

    /// A firm tap: its hint claimed the touch before the lift, so WebKit never clicked it, and the
    /// window must (the renderer clicks for a tap whose touch did not reach the page).
    @Test func aTapWhoseHintClaimedItsTouchIsTheWindowsToClick() {
        var screen = Screen(matcher: TouchSequenceMatcher(claimsHints: true))
        _ = screen.down(1, at: 50_000, 120, 80)
        #expect(screen.line(.hint(.began, force: 0.3), contact: 0, at: 50_030) == on(1, 120, 80, claim: true))
        screen.up(1, at: 50_080)
        #expect(screen.line(.hint(.ended, force: 0.3), contact: 0, at: 50_080) == on(1, 0, 0, claim: false))
        let tap = screen.line(.tap, contact: 0, at: 50_080)
        #expect(tap == on(1, 0, 0, claim: false))
        #expect(!screen.matcher.reachedPage(tap, arrival: 50_080))
        // The next touch, not claimed, is WebKit's to click again.
        _ = screen.down(2, at: 51_000, 120, 80)
        screen.up(2, at: 51_070)
        #expect(screen.matcher.reachedPage(screen.line(.tap, contact: 1, at: 51_070), arrival: 51_070))
    }

    /// A hint read after its touch lifted (a busy window) comes too late to take WebKit's click back:
    /// the tap is WebKit's, and the window must not click it again.
    @Test func aHintReadAfterTheLiftLeavesTheTapToWebKit() {
        var screen = Screen(matcher: TouchSequenceMatcher(claimsHints: true))
        _ = screen.down(1, at: 50_000, 120, 80)
        screen.up(1, at: 50_080)
        #expect(screen.line(.hint(.began, force: 0.3), contact: 0, at: 50_030, arrivingAt: 50_200) == on(1, 0, 0, claim: true))
        _ = screen.line(.hint(.ended, force: 0.3), contact: 0, at: 50_080, arrivingAt: 50_201)
        let tap = screen.line(.tap, contact: 0, at: 50_080, arrivingAt: 50_202)
        #expect(screen.matcher.reachedPage(tap, arrival: 50_202))
    }

    /// A hint whose touch the window has not seen yet waits for it, as a peek does, in the window.
    @Test func aTouchBeginningAfterItsHintIsClaimedAtOnceInTheWindow() {
        var screen = Screen(matcher: TouchSequenceMatcher(claimsHints: true), gdkDelivery: 30)
        #expect(screen.line(.hint(.began, force: 0.25), contact: 0, at: 50_010) == .unmatched)
        #expect(screen.down(1, at: 50_000, 300, 200) == [TouchSequenceID(rawValue: 1)])
        #expect(screen.line(Self.peek, contact: 0, at: 50_300) == on(1, 300, 200, claim: false))
    }

    /// A line read late on a clock that every line so far reached late (no longer fresh) cannot be
    /// paired with its touch; a touch that reached WebKit and ended just before still means WebKit
    /// clicked it, and the window must not click again.
    @Test func anUnmatchedTapOnATouchThatReachedThePageIsWebKits() {
        var screen = Screen(streamOrigin: 43_000)
        #expect(screen.line(.tap, contact: 9, at: 44_000, arrivingAt: 44_500) == .unmatched)
        _ = screen.down(1, at: 50_000, 120, 80)
        screen.up(1, at: 50_090)
        let late = screen.line(.tap, contact: 0, at: 50_090, arrivingAt: 50_600)
        #expect(late == .unmatched)
        #expect(screen.matcher.reachedPage(late, arrival: 50_600))
        // Past `recentTouch`, or with only a held-back touch, the window clicks.
        #expect(!screen.matcher.reachedPage(late, arrival: 50_090 + TouchSequenceMatcher.recentTouch + 1))
        var held = Screen(streamOrigin: 43_000)
        _ = held.line(.tap, contact: 9, at: 44_000, arrivingAt: 44_500)
        _ = held.down(1, at: 50_000, 5, 80, heldBack: true)
        held.up(1, at: 50_090)
        #expect(!held.matcher.reachedPage(held.line(.tap, contact: 0, at: 50_090, arrivingAt: 50_600), arrival: 50_600))
    }

    /// The compositor handed the window a tap's finger only after the daemon's whole tap (seen in
    /// the desktop suite's replug case: the line 216 ms before the touch's begin): the renderer
    /// clicked for the tap, WebKit having seen nothing, so the sequence is claimed as it begins, or
    /// WebKit would click it a second time. A touch beginning after the tap is left to WebKit.
    @Test func aTapsTouchThatComesAfterItsLineIsClaimedSoOnlyTheWindowClicks() {
        var screen = Screen(matcher: TouchSequenceMatcher(claimsLateTaps: true))
        _ = screen.down(1, at: 49_000, 120, 80)   // the clocks' first sample, both sources on time
        screen.up(1, at: 49_080)
        _ = screen.line(.tap, contact: 0, at: 49_080)
        let tap = screen.line(.tap, contact: 1, at: 50_075)
        #expect(tap == .unmatched)
        #expect(!screen.matcher.reachedPage(tap, arrival: 50_075))
        screen.gdkDelivery = 360
        #expect(screen.down(2, at: 50_000, 120, 80) == [TouchSequenceID(rawValue: 2)])
        screen.up(2, at: 50_075)
        #expect(screen.down(3, at: 50_500, 120, 80).isEmpty)
        // The shared rules (late-claim.json): a tap waits for nothing.
        var shared = Screen()
        _ = shared.down(1, at: 49_000, 120, 80)
        shared.up(1, at: 49_080)
        _ = shared.line(.tap, contact: 0, at: 49_080)
        _ = shared.line(.tap, contact: 1, at: 50_075)
        shared.gdkDelivery = 360
        #expect(shared.down(2, at: 50_000, 120, 80).isEmpty)
    }

    /// Fullscreen, the device's position breaks a tie the order of touch-downs leaves (the
    /// extension has no such position: the shared vectors give none).
    @Test func withNoContactToCountFromTheOrderIsCountedBackFromAHigherOne() {
        var screen = Screen()
        _ = screen.down(1, at: 50_000, 100, 100)
        _ = screen.down(2, at: 50_020, 250, 100)
        _ = screen.down(3, at: 50_040, 400, 100)
        // Contact 5 is placed by where the device puts it (fullscreen): sequence 3.
        #expect(screen.line(Self.peek, contact: 5, at: 50_300, expected: Point(x: 390, y: 110)) == on(3, 400, 100, claim: true))
        // Contact 4 landed one touch before contact 5: not the earliest.
        #expect(screen.line(Self.peek, contact: 4, at: 50_320) == on(2, 250, 100, claim: true))
    }

    @Test func clocksWithOtherOriginsAndGDKsWrapAreAligned() {
        // GDK's 32-bit milliseconds wrap between the touch's begin and end; the stream began long
        // after the compositor, and its clock is no longer fresh.
        var screen = Screen(gdkOrigin: 50_000 - 4_294_967_000, streamOrigin: 43_990, gdkDelivery: 1, streamDelivery: 3)
        #expect(screen.line(.tap, contact: 9, at: 44_000) == .unmatched)
        _ = screen.down(1, at: 50_000, 10, 10)
        #expect(screen.gdkTime(50_000) > screen.gdkTime(50_500))
        #expect(screen.line(Self.peek, contact: 0, at: 50_200) == on(1, 10, 10, claim: true))
        screen.up(1, at: 50_500)
        // After the wrap a touch that ended 300 ms before the next contact's line is no candidate.
        _ = screen.down(2, at: 50_700, 20, 20)
        screen.up(2, at: 50_800)
        #expect(screen.line(Self.peek, contact: 1, at: 51_100) == .unmatched)
        // A touch landing 100 ms after that peek is not its finger, but the next contact's.
        #expect(screen.down(3, at: 51_200, 30, 30).isEmpty)
        #expect(screen.line(Self.peek, contact: 2, at: 51_300) == on(3, 30, 30, claim: true))
    }
}
