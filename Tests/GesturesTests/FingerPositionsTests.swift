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
}
