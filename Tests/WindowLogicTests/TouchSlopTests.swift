// SPDX-License-Identifier: MIT
@testable import WindowLogic
import Contacts
import Testing

@Suite struct TouchSlopTests {
    let finger = TouchSequenceID(rawValue: 0x10)
    let other = TouchSequenceID(rawValue: 0x20)

    /// Whether each move of `id`, in order, is held back from WebKit.
    func heldBack(_ slop: inout TouchSlop, _ id: TouchSequenceID, _ moves: [(Double, Double)]) -> [Bool] {
        moves.map { slop.holdsBack(id, movedTo: Point(x: $0.0, y: $0.1)) }
    }

    @Test func aStillPressSendsWebKitNoMove() {
        var slop = TouchSlop()
        slop.began(finger, at: Point(x: 460, y: 284))
        // The jitter of a press whose force rises (the desktop suite's peek: a pixel or two).
        #expect(heldBack(&slop, finger, [(460, 285), (461, 284), (459, 286), (470, 295)]) == [true, true, true, true])
    }

    @Test func theFirstMovePastTheSlopAndEveryLaterOneGoThrough() {
        var slop = TouchSlop()
        slop.began(finger, at: Point(x: 100, y: 100))
        // 14.1, then 15.6 px from where it landed (Chromium's slop is 15), then back within the
        // slop as a finger that scrolled and returned: still the page's.
        #expect(heldBack(&slop, finger, [(110, 110), (111, 111), (100, 101)]) == [true, false, false])
    }

    @Test func eachTouchHasItsOwnSlop() {
        var slop = TouchSlop()
        slop.began(finger, at: Point(x: 100, y: 100))
        slop.began(other, at: Point(x: 300, y: 100))
        #expect(heldBack(&slop, other, [(300, 130)]) == [false])
        #expect(heldBack(&slop, finger, [(102, 100)]) == [true])
    }

    @Test func aReusedIDStartsAgainAndAnUnseenBeginIsNotHeld() {
        var slop = TouchSlop()
        #expect(heldBack(&slop, finger, [(1, 1)]) == [false])
        slop.began(finger, at: Point(x: 100, y: 100))
        #expect(heldBack(&slop, finger, [(200, 100)]) == [false])
        slop.ended(finger)
        slop.began(finger, at: Point(x: 50, y: 50))
        #expect(heldBack(&slop, finger, [(52, 50)]) == [true])
        slop.ended(finger)
        #expect(heldBack(&slop, finger, [(52, 50)]) == [false])
    }
}
