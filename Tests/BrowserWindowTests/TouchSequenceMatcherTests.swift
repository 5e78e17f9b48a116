// SPDX-License-Identifier: MIT
@testable import BrowserWindow
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

    @Test func aPopClaimsASequenceNoPeekClaimed() {
        var screen = Screen()
        _ = screen.down(1, at: 50_000, 10, 20)
        #expect(screen.line(.pop(force: 0.9), contact: 0, at: 50_200) == on(1, 10, 20, claim: true))
    }

    /// An edge-pan's finger would also scroll the page: it is claimed at the pan's first line, once.
    @Test func anEdgePanClaimsItsSequenceFromItsFirstLine() {
        var screen = Screen()
        _ = screen.down(1, at: 50_000, 10, 20)
        screen.move(1, at: 50_080, 40, 20)
        #expect(screen.line(.edgePan(.began, edge: .left, progress: 0.1, committed: nil), contact: 0, at: 50_100) == on(1, 40, 20, claim: true))
        #expect(screen.line(.edgePan(.changed, edge: .left, progress: 0.2, committed: nil), contact: 0, at: 50_150) == on(1, 40, 20, claim: false))
        #expect(screen.line(.edgePan(.ended, edge: .left, progress: 0.6, committed: true), contact: 0, at: 50_300) == on(1, 40, 20, claim: false))
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

    /// A new device's first line read late cannot be paired with its touch; a touch that reached
    /// WebKit and ended just before still means WebKit clicked it, and the window must not click again.
    @Test func anUnmatchedTapOnATouchThatReachedThePageIsWebKits() {
        var screen = Screen()
        _ = screen.down(1, at: 50_000, 120, 80)
        screen.up(1, at: 50_090)
        let late = screen.line(.tap, contact: 0, at: 50_090, arrivingAt: 50_600)
        #expect(late == .unmatched)
        #expect(screen.matcher.reachedPage(late, arrival: 50_600))
        // Past `recentTouch`, or with only a held-back touch, the window clicks.
        #expect(!screen.matcher.reachedPage(late, arrival: 50_090 + TouchSequenceMatcher.recentTouch + 1))
        var held = Screen()
        _ = held.down(1, at: 50_000, 5, 80, heldBack: true)
        held.up(1, at: 50_090)
        #expect(!held.matcher.reachedPage(held.line(.tap, contact: 0, at: 50_090, arrivingAt: 50_600), arrival: 50_600))
    }

    /// An edge-pan whose line came before its touch takes the touch when it comes, as a peek does.
    @Test func anEdgePanBeforeItsTouchTakesTheTouchWhenItComes() {
        var screen = Screen()
        _ = screen.down(9, at: 45_000, 0, 0)
        screen.up(9, at: 45_050)
        #expect(screen.line(.edgePan(.began, edge: .left, progress: 0.1, committed: nil), contact: 0, at: 50_100) == .unmatched)
        screen.gdkDelivery = 200
        #expect(screen.down(1, at: 50_000, 5, 80) == [TouchSequenceID(rawValue: 1)])
    }

    @Test func aTapIsPlacedOnItsSequenceAndLeftToWebKit() {
        var screen = Screen()
        _ = screen.down(1, at: 50_000, 120, 80)
        screen.up(1, at: 50_090)
        // The tap is recognised at the lift; its line comes after GTK's end.
        #expect(screen.line(.tap, contact: 0, at: 50_090) == on(1, 0, 0, claim: false))
    }

    @Test func twoFingersLandingCloseTogetherGoByTheOrderTheyLanded() {
        var screen = Screen()
        // Contact 6 of the device was the finger of sequence 1: the anchor of the count.
        _ = screen.down(1, at: 49_000, 50, 50)
        #expect(screen.line(.tap, contact: 6, at: 49_080) == on(1, 50, 50, claim: false))
        screen.up(1, at: 49_080)
        // Contacts 7 and 8 land 30 ms apart; 8's line comes first.
        _ = screen.down(2, at: 50_000, 100, 100)
        _ = screen.down(3, at: 50_030, 400, 100)
        #expect(screen.line(Self.peek, contact: 8, at: 50_300) == on(3, 400, 100, claim: true))
        #expect(screen.line(.edgePan(.began, edge: .left, progress: 0.1, committed: nil), contact: 7, at: 50_320) == on(2, 100, 100, claim: true))
    }

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

    @Test func withNothingToTellThemApartTheEarliestSequenceIsTaken() {
        var screen = Screen()
        _ = screen.down(1, at: 50_000, 100, 100)
        _ = screen.down(2, at: 50_030, 400, 100)
        #expect(screen.line(Self.peek, contact: 3, at: 50_300) == on(1, 100, 100, claim: true))
    }

    @Test func theOrderIsCountedPerDevice() {
        var screen = Screen()
        _ = screen.down(1, at: 49_000, 50, 50)
        #expect(screen.line(.tap, contact: 0, at: 49_080, device: "pen") == on(1, 50, 50, claim: false))
        screen.up(1, at: 49_080)
        _ = screen.down(2, at: 50_000, 100, 100)
        _ = screen.down(3, at: 50_030, 400, 100)
        // The pen's contact 0 names nothing on the touchscreen: no count, the earliest.
        #expect(screen.line(Self.peek, contact: 2, at: 50_300) == on(2, 100, 100, claim: true))
    }

    @Test func aSequenceNoGestureNamesIsLeftAloneAndNotTakenLater() {
        var screen = Screen()
        _ = screen.down(1, at: 50_000, 100, 100)
        screen.up(1, at: 50_100)
        #expect(screen.line(Self.peek, contact: 0, at: 52_000) == .unmatched)
        _ = screen.down(2, at: 52_900, 300, 300)
        #expect(screen.line(Self.peek, contact: 1, at: 53_000) == on(2, 300, 300, claim: true))
    }

    @Test func aGestureWithNoSequenceIsUnmatchedAndClaimsNothing() {
        var screen = Screen()
        #expect(screen.line(Self.peek, contact: 0, at: 50_250) == .unmatched)
        #expect(screen.line(Self.deeper, contact: 0, at: 50_300) == .unmatched)
        #expect(screen.line(.peek(.ended, force: 0.1), contact: 0, at: 50_400) == .unmatched)
    }

    @Test func aPinchIsNeverMatched() {
        var screen = Screen()
        _ = screen.down(1, at: 50_000, 100, 100)
        #expect(screen.line(.pinch(.began, scale: 1), contact: 0, at: 50_100) == .unmatched)
        #expect(screen.line(Self.peek, contact: 1, at: 50_200) == on(1, 100, 100, claim: true))
    }

    @Test func clocksWithOtherOriginsAndGDKsWrapAreAligned() {
        // GDK's 32-bit milliseconds wrap between the touch's begin and end; the stream began long
        // after the compositor.
        var screen = Screen(gdkOrigin: 50_000 - 4_294_967_000, streamOrigin: 49_990, gdkDelivery: 1, streamDelivery: 3)
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

    @Test func aLineReadLateDoesNotMisleadTheClock() {
        var screen = Screen()
        // One line read at once sets the stream's clock.
        #expect(screen.line(.tap, contact: 0, at: 49_000) == .unmatched)
        _ = screen.down(1, at: 50_000, 10, 10)
        screen.up(1, at: 50_400)
        // A peek made at 50 250, read 500 ms late behind a backlog: its finger was down then.
        #expect(screen.line(Self.peek, contact: 1, at: 50_250, arrivingAt: 50_750) == on(1, 0, 0, claim: true))
    }

    @Test func aFirstLineReadLateMisplacesTheStreamsClock() {
        var screen = Screen()
        _ = screen.down(1, at: 50_000, 10, 10)
        screen.up(1, at: 50_400)
        // With nothing better, the late read is taken for the time: the touch seems over by then.
        #expect(screen.line(Self.peek, contact: 1, at: 50_250, arrivingAt: 50_750) == .unmatched)
    }

    @Test func aPeekBeforeItsTouchTakesTheTouchWhenItComes() {
        var screen = Screen()
        // An earlier touch set GDK's clock.
        _ = screen.down(9, at: 45_000, 0, 0)
        screen.up(9, at: 45_050)
        // The daemon's line reaches the window before the compositor's touch (made at 50 000).
        #expect(screen.line(Self.peek, contact: 0, at: 50_250) == .unmatched)
        screen.gdkDelivery = 300
        #expect(screen.down(1, at: 50_000, 70, 80) == [TouchSequenceID(rawValue: 1)])
        #expect(screen.line(Self.deeper, contact: 0, at: 50_400) == on(1, 70, 80, claim: false))
    }

    @Test func aTouchThatLandsAfterThePeeksFirstLinePlusTheToleranceIsNotItsFinger() {
        var early = Screen()
        _ = early.down(9, at: 45_000, 0, 0)
        early.up(9, at: 45_050)
        #expect(early.line(Self.peek, contact: 0, at: 50_250) == .unmatched)
        var late = early
        #expect(early.down(1, at: 50_310, 5, 5) == [TouchSequenceID(rawValue: 1)])
        #expect(late.down(1, at: 50_311, 5, 5).isEmpty)
    }

    @Test func aLineReadLateTakesATouchThatBeganUpToTheToleranceAfterIt() {
        var early = Screen()
        // One line read at once sets the stream's clock.
        #expect(early.line(.tap, contact: 0, at: 49_000) == .unmatched)
        var late = early
        _ = early.down(1, at: 50_310, 5, 5)
        _ = late.down(1, at: 50_311, 5, 5)
        #expect(early.line(Self.peek, contact: 1, at: 50_250, arrivingAt: 50_400) == on(1, 5, 5, claim: true))
        #expect(late.line(Self.peek, contact: 1, at: 50_250, arrivingAt: 50_400) == .unmatched)
    }

    @Test func aTouchThatEndedMoreThanTheToleranceBeforeTheLineIsNoCandidate() {
        var kept = Screen(), missed = Screen()
        _ = kept.down(1, at: 50_000, 5, 5)
        kept.up(1, at: 50_190)
        _ = missed.down(1, at: 50_000, 5, 5)
        missed.up(1, at: 50_189)
        #expect(kept.line(.tap, contact: 0, at: 50_250) == on(1, 0, 0, claim: false))
        #expect(missed.line(.tap, contact: 0, at: 50_250) == .unmatched)
    }

    @Test func aNewStreamsContactsAreNew() {
        var screen = Screen()
        _ = screen.down(1, at: 50_000, 5, 5)
        #expect(screen.line(Self.peek, contact: 0, at: 50_100) == on(1, 5, 5, claim: true))
        screen.up(1, at: 50_500)
        // The daemon restarts: its clock starts again and contact 0 is a new finger.
        screen.matcher.streamRestarted()
        screen.streamOrigin = 50_600
        _ = screen.down(2, at: 50_700, 50, 50)
        #expect(screen.line(Self.peek, contact: 0, at: 50_800) == on(2, 50, 50, claim: true))
    }

    @Test func endedTouchesAndSilentContactsAreForgottenAfterTheMemory() {
        var screen = Screen()
        _ = screen.down(1, at: 50_000, 5, 5)
        #expect(screen.line(.edgePan(.began, edge: .left, progress: 0.1, committed: nil), contact: 0, at: 50_100) == on(1, 5, 5, claim: true))
        screen.up(1, at: 50_200)
        // Ten seconds on, contact 0 is no anchor any more: contact 1 is placed by the fullscreen
        // position, not counted as the first touch after sequence 1.
        _ = screen.down(2, at: 60_300, 100, 100)
        _ = screen.down(3, at: 60_310, 400, 400)
        #expect(screen.line(Self.peek, contact: 1, at: 60_400, expected: Point(x: 390, y: 390)) == on(3, 400, 400, claim: true))
    }
}
