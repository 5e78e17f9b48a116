// SPDX-License-Identifier: MIT
import BrowserSession
@testable import WindowLogic
import Testing

/// One test per transition of `CardMotion.md`, and the card's pixels.
@Suite struct CardMotionTests {
    let link = Rect(x: 0.3, y: 0.6, width: 0.2, height: 0.03)
    let peeking = PreviewLayout.peeking.card, revealed = PreviewLayout.revealed.card
    let growth = CardMotion.growth
    /// A row's place with the actions revealed.
    let row = Rect(x: 0.12, y: 0.8, width: 0.76, height: 0.05)

    /// `from` moved `fraction` (eased) of the way to `to`, summed as the card is.
    func between(_ from: Rect, _ to: Rect, _ fraction: Double) -> Rect {
        func between(_ from: Double, _ to: Double) -> Double { from + (to - from) * fraction }
        return Rect(x: between(from.x, to.x), y: between(from.y, to.y),
                    width: between(from.width, to.width), height: between(from.height, to.height))
    }

    /// Shown from `link`, its first frame at time 1,000.
    func growing() -> CardMotion {
        var motion = CardMotion()
        _ = motion.handle(.show(from: link))
        _ = motion.handle(.frame(1_000))
        return motion
    }

    func peekingCard() -> CardMotion {
        var motion = growing()
        _ = motion.handle(.frame(1_000 + growth))
        return motion
    }

    /// Revealed from its peeking place, its first frame at time 500,000.
    func revealing() -> CardMotion {
        var motion = peekingCard()
        _ = motion.handle(.reveal)
        _ = motion.handle(.frame(500_000))
        return motion
    }

    @Test func showingGrowsTheCardFromTheLink() {
        var motion = CardMotion()
        #expect(motion.handle(.show(from: link)) == [.place, .runFrames])
        #expect(motion.card == link)
        #expect(motion.isShown)
        #expect(motion.isMoving)
    }

    @Test func theCardStaysOnTheLinkUntilTheFirstFrameStartsTheClock() {
        var motion = CardMotion()
        _ = motion.handle(.show(from: link))
        #expect(motion.handle(.frame(7_000)) == [.place])
        #expect(motion.card == link)
        #expect(motion.handle(.frame(7_000 + growth / 2)) == [.place])
        #expect(motion.card == between(link, peeking, 0.875))
    }

    /// The grow's frames draw the card only, the linked page in it as soon as it is there; the
    /// blurred page behind, the whole window, waits for the grow's end.
    @Test func theBackdropShowsAtTheGrowsEndNotBefore() {
        var motion = growing()
        for time in stride(from: 17_000, to: 1_000 + growth, by: 16_667) {
            #expect(motion.handle(.frame(time)) == [.place])
        }
        #expect(motion.handle(.frame(1_000 + growth)) == [.place, .showBackdrop])
    }

    @Test func theGrowEasesOutOverTheGrowth() {
        var motion = growing()
        // A third of the time in: 1 - (2/3)³ of the way.
        #expect(motion.handle(.frame(1_000 + growth / 3)) == [.place])
        let t = Double(growth / 3) / Double(growth)
        #expect(motion.card == between(link, peeking, 1 - (1 - t) * (1 - t) * (1 - t)))
        // No backdrop before the grow's end.
        #expect(motion.handle(.frame(1_000 + growth - 1)) == [.place])
        #expect(motion.isMoving)
    }

    @Test func theGrowEndsAtThePeekingPlaceAfterTheGrowth() {
        var motion = growing()
        #expect(motion.handle(.frame(1_000 + growth)) == [.place, .showBackdrop])
        #expect(!motion.isMoving)
        #expect(motion.card == between(link, peeking, 1))
        #expect(motion.card.map { abs($0.x - peeking.x) < 1e-12 && abs($0.height - peeking.height) < 1e-12 } == true)
        // The rows stay below the page area.
        #expect(motion.row(at: row).y == row.y + 1 * (1 - row.y))
        // Frames that come before the callback stops change nothing.
        #expect(motion.handle(.frame(1_000 + growth + 16_000)) == [])
    }

    @Test func aFrameTwiceAtTheSameTimeChangesNothing() {
        var motion = growing()
        _ = motion.handle(.frame(50_000))
        let once = motion
        #expect(motion.handle(.frame(50_000)) == [.place])
        #expect(motion.state == once.state)
    }

    @Test func revealingSlidesTheCardUpAndTheRowsFollow() {
        var motion = peekingCard()
        #expect(motion.handle(.reveal) == [.place, .runFrames, .showRows])
        #expect(motion.card == peeking)
        #expect(motion.row(at: row).y == row.y + 1 * (1 - row.y))
        #expect(motion.handle(.frame(500_000)) == [.place, .placeRows])
        #expect(motion.handle(.frame(500_000 + growth / 2)) == [.place, .placeRows])
        #expect(motion.card == between(peeking, revealed, 0.875))
        #expect(motion.row(at: row).y == row.y + 0.125 * (1 - row.y))
    }

    @Test func theSlideEndsWithTheCardAndTheRowsInPlace() {
        var motion = revealing()
        #expect(motion.handle(.frame(500_000 + growth - 1)) == [.place, .placeRows])
        #expect(motion.isMoving)
        #expect(motion.handle(.frame(500_000 + growth)) == [.place, .placeRows])
        #expect(!motion.isMoving)
        #expect(motion.card == between(peeking, revealed, 1))
        #expect(motion.row(at: row) == row)
        #expect(motion.handle(.frame(500_000 + growth + 16_000)) == [])
    }

    @Test func revealingWhileGrowingSlidesFromThePeekingPlaceOnTheGrowsFrames() {
        var motion = growing()
        _ = motion.handle(.frame(1_000 + growth / 2))
        #expect(motion.handle(.reveal) == [.place, .showBackdrop, .showRows])
        #expect(motion.card == peeking)
        #expect(motion.isMoving)
        // The slide's clock starts at its own first frame.
        #expect(motion.handle(.frame(1_000 + growth)) == [.place, .placeRows])
        #expect(motion.card == peeking)
        _ = motion.handle(.frame(1_000 + 2 * growth))
        #expect(motion.card == between(peeking, revealed, 1))
    }

    /// A peek slid up before the grow's backdrop frame (a busy machine) still has the backdrop,
    /// which takes the taps beside the actions: without it they reached the page (the desktop
    /// suite's `preview-actions-act-once-and-the-page-gets-nothing`).
    @Test func revealingBeforeTheGrowsBackdropFrameShowsTheBackdrop() {
        var motion = growing()
        #expect(motion.handle(.frame(1_000)) == [.place])
        #expect(motion.handle(.reveal).contains(.showBackdrop))
    }

    @Test func revealingTwiceOrHiddenDoesNothing() {
        var revealed = revealing()
        #expect(revealed.handle(.reveal) == [])
        var hidden = CardMotion()
        #expect(hidden.handle(.reveal) == [])
        #expect(hidden.handle(.frame(1_000)) == [])
        #expect(hidden.state == .hidden)
    }

    @Test(arguments: [false, true])
    func hidingTakesTheCardAway(whileMoving: Bool) {
        var motion = revealing()
        if !whileMoving { _ = motion.handle(.frame(500_000 + growth)) }
        #expect(motion.handle(.hide) == [])
        #expect(motion.state == .hidden)
        #expect(motion.card == nil)
        #expect(motion.placement(in: (width: 800, height: 600)) == nil)
        #expect(!motion.isShown)
        #expect(!motion.isMoving)
        // The rows are back below the page area; a frame still asked for ends the frames.
        #expect(motion.row(at: row).y == row.y + 1 * (1 - row.y))
        #expect(motion.handle(.frame(600_000)) == [])
        #expect(motion.handle(.hide) == [])
    }

    @Test func showingAgainGrowsFromTheNewLinkAnew() {
        var hidden = revealing()
        _ = hidden.handle(.hide)
        #expect(hidden.handle(.show(from: link)) == [.place, .runFrames])
        #expect(hidden.state == .growing(CardMotion.Move(from: link, to: peeking)))
        // Over a card at rest: its frames have stopped.
        var shown = peekingCard()
        #expect(shown.handle(.show(from: row)) == [.place, .runFrames])
        #expect(shown.card == row)
        // Over a moving card: its frames run on.
        var moving = revealing()
        #expect(moving.handle(.show(from: row)) == [.place])
        #expect(moving.state == .growing(CardMotion.Move(from: row, to: peeking)))
        #expect(moving.row(at: row).y == row.y + 1 * (1 - row.y))
    }

    @Test func theCardIsDrawnOnWholePixels() {
        let motion = growing()
        let area = (width: 801.0, height: 599.0)
        let placement = motion.placement(in: area)
        #expect(placement == CardMotion.Placement(x: 240, y: 359, width: (0.2 * 801).rounded(.down), height: (0.03 * 599).rounded(.down)))
        #expect(placement.map { $0.width == 160 && $0.height == 17 } == true)
        // At its place, the card is its peeking rect's size, as the page in it.
        let rest = peekingCard().placement(in: area)
        #expect(rest.map { $0.width == (peeking.width * 801).rounded(.down) && $0.height == (peeking.height * 599).rounded(.down) } == true)
    }

    @Test func aLinkThinnerThanAPixelIsDrawnAPixelWide() {
        var motion = CardMotion()
        _ = motion.handle(.show(from: Rect(x: 0.5, y: 0.5, width: 0, height: 0.001)))
        let placement = motion.placement(in: (width: 800, height: 600))
        #expect(placement?.width == 1)
        #expect(placement?.height == 1)
        // Once grown past it, the size is the card's own.
        _ = motion.handle(.frame(0))
        _ = motion.handle(.frame(growth / 2))
        #expect(motion.placement(in: (width: 800, height: 600)).map { $0.width > 0.8 * peeking.width * 800 } == true)
    }

    @Test func thePageIsCentredInTheCardAtItsFullSize() {
        #expect(CardMotion.pageOrigin(inCard: (800, 600), page: (800, 600)) == (0, 0))
        #expect(CardMotion.pageOrigin(inCard: (160, 17), page: (800, 600)) == (-320, -291))
        // A card a pixel short of the page's size (rounding) crops it, never shifts it half a pixel.
        #expect(CardMotion.pageOrigin(inCard: (799, 599), page: (800, 600)) == (0, 0))
    }
}
