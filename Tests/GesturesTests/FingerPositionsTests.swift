// SPDX-License-Identifier: MIT
import Contacts
import Gestures
import Testing

@Suite struct FingerPositionsTests {
    @Test func aFingerIsFoundByItsIDAndAnotherIsNot() {
        let positions: FingerPositions = [1: Point(x: 0.1, y: 0.2), 4: Point(x: 0.3, y: 0.4)]
        #expect(positions[1] == Point(x: 0.1, y: 0.2))
        #expect(positions[4] == Point(x: 0.3, y: 0.4))
        #expect(positions[2] == nil)
    }

    @Test func settingAFingerAgainReplacesItsPosition() {
        var positions = FingerPositions()
        positions.set(Point(x: 0.1, y: 0.1), for: 3)
        positions.set(Point(x: 0.9, y: 0.9), for: 3)
        #expect(positions[3] == Point(x: 0.9, y: 0.9))
        #expect(positions == [3: Point(x: 0.9, y: 0.9)])
    }

    /// The first two are held apart from the rest: each is found, and replaced, wherever it is.
    @Test func fourFingersAreEachFoundAndReplaced() {
        var positions: FingerPositions = [1: Point(x: 0.1, y: 0.1), 2: Point(x: 0.2, y: 0.2), 3: Point(x: 0.3, y: 0.3)]
        positions.set(Point(x: 0.4, y: 0.4), for: 4)
        positions.set(Point(x: 0.5, y: 0.5), for: 2)
        positions.set(Point(x: 0.6, y: 0.6), for: 3)
        #expect(positions[1] == Point(x: 0.1, y: 0.1))
        #expect(positions[2] == Point(x: 0.5, y: 0.5))
        #expect(positions[3] == Point(x: 0.6, y: 0.6))
        #expect(positions[4] == Point(x: 0.4, y: 0.4))
        #expect(positions[5] == nil)
        #expect(positions == [1: Point(x: 0.1, y: 0.1), 2: Point(x: 0.5, y: 0.5), 3: Point(x: 0.6, y: 0.6), 4: Point(x: 0.4, y: 0.4)])
    }
}
