// SPDX-License-Identifier: MIT
import BrowserSession
import Contacts
import Testing

@Suite struct PreviewLayoutTests {
    let revealed = PreviewLayout.revealed

    @Test func thePeekingCardIsCentredWithoutActions() {
        let card = PreviewLayout.peeking.card
        #expect(abs(card.x + card.width / 2 - 0.5) < 1e-9)
        #expect(abs(card.y + card.height / 2 - 0.5) < 1e-9)
        #expect(PreviewLayout.peeking.actions.isEmpty)
    }

    @Test func theActionsAreStackedInOrderAtTheBottomUnderTheSlidCard() throws {
        let rows = try PreviewAction.allCases.map { try #require(revealed.actions[$0]) }
        for (upper, lower) in zip(rows, rows.dropFirst()) {
            #expect(abs(lower.y - (upper.y + upper.height + PreviewLayout.gap)) < 1e-9)
        }
        let last = try #require(rows.last)
        #expect(abs(last.y + last.height + PreviewLayout.gap - 1) < 1e-9)
        #expect(abs(revealed.card.y + revealed.card.height + PreviewLayout.gap - rows[0].y) < 1e-9)
        #expect(revealed.card.y < PreviewLayout.peeking.card.y)
        #expect(revealed.card.height == PreviewLayout.peeking.card.height)
        for row in rows {
            #expect(row.x == revealed.card.x && row.width == revealed.card.width)
        }
    }

    @Test func aPointChoosesTheActionOfItsRowAndNothingElsewhere() throws {
        for action in PreviewAction.allCases {
            let row = try #require(revealed.actions[action])
            #expect(revealed.action(at: Point(x: row.x + row.width / 2, y: row.y + row.height / 2)) == action)
            // The gap under each row is nobody's.
            #expect(revealed.action(at: Point(x: row.x + row.width / 2, y: row.y + row.height + PreviewLayout.gap / 2)) == nil)
        }
        #expect(revealed.action(at: Point(x: 0.5, y: 0.3)) == nil)
        #expect(revealed.action(at: Point(x: 0.05, y: 0.9)) == nil)
        #expect(PreviewLayout.peeking.action(at: Point(x: 0.5, y: 0.9)) == nil)
    }

    @Test func aSlideRevealsAtTheDistanceExactlyAndNotBefore() {
        let start = Point(x: 0.4, y: 0.7)
        #expect(PreviewLayout.reveals(slidFrom: start, to: Point(x: 0.4, y: 0.7 - PreviewLayout.revealDistance)))
        #expect(!PreviewLayout.reveals(slidFrom: start, to: Point(x: 0.4, y: 0.7 - PreviewLayout.revealDistance + 0.001)))
        // Sideways or down is no slide up.
        #expect(!PreviewLayout.reveals(slidFrom: start, to: Point(x: 0.9, y: 0.7)))
        #expect(!PreviewLayout.reveals(slidFrom: start, to: Point(x: 0.4, y: 0.95)))
    }
}
