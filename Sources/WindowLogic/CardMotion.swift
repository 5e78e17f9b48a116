// SPDX-License-Identifier: MIT
import BrowserSession

/// The link preview's card in motion (`CardMotion.md`), which `PreviewCard` draws: grown from the
/// link's rect to `PreviewLayout.peeking`, then, when the actions are revealed, slid up to
/// `PreviewLayout.revealed` with the actions' rows rising under it from below the page area. Each
/// move lasts `growth`, eased out, and starts at its first frame. Pure: `PreviewCard` carries out
/// the outputs and draws the card where `placement(in:)` says.
package struct CardMotion {
    package init() {}

    /// How long the card takes to grow from the link to its place, or to slide up to reveal the
    /// actions, in microseconds (the frame clock's unit).
    static let growth = 180_000

    /// One move of the card between two rects of the page area (fractions of its size).
    package struct Move: Hashable {
        let from: Rect
        let to: Rect
        /// When the move started, on the frame clock; nil until its first frame.
        var since: Int?
        /// How far the card has moved, 0 (`from`) to 1 (`to`), eased.
        var grown = 0.0

        init(from: Rect, to: Rect) {
            self.from = from
            self.to = to
        }

        /// The card's rect now. An ended move is still summed (not `to` itself), so the card at
        /// rest stays on the pixel its last frame put it on.
        var card: Rect {
            func between(_ from: Double, _ to: Double) -> Double { from + (to - from) * grown }
            return Rect(x: between(from.x, to.x), y: between(from.y, to.y),
                        width: between(from.width, to.width), height: between(from.height, to.height))
        }

        /// Moves on to frame `time`; false once the card is at `to`.
        mutating func advance(to time: Int) -> Bool {
            let start = since ?? time
            since = start
            let t = min(Double(time - start) / Double(CardMotion.growth), 1)
            grown = 1 - (1 - t) * (1 - t) * (1 - t) // ease out
            return t < 1
        }
    }

    package enum State: Hashable {
        /// No card shown.
        case hidden
        /// Growing from the link's rect to its peeking place.
        case growing(Move)
        /// At its peeking place, where the grow left it.
        case peeking(Move)
        /// Sliding up from its peeking place over the actions, the rows rising with it.
        case revealing(Move)
        /// Over the revealed actions, where the slide left it.
        case revealed(Move)
    }

    package enum Input: Hashable {
        /// A link is to show in the card, grown from its rect (in the page area).
        case show(from: Rect)
        /// The actions are to show under the card.
        case reveal
        /// A frame, at this time on the frame clock (microseconds).
        case frame(Int)
        /// The card is taken away.
        case hide
    }

    package enum Output: Hashable {
        /// Draw the card and its shadow at `placement(in:)`.
        case place
        /// Lay the rows out again, each at `row(at:)` of its rect.
        case placeRows
        /// Call `frame` on every frame while `isMoving` (not asked while frames already run).
        case runFrames
        /// Show the rows: from now on the pointer may choose.
        case showRows
        /// Show the blurred page behind the card: at the grow's end. The grow's frames draw only the
        /// card, so the linked page comes in the first of them after it committed; the backdrop is
        /// the whole window, and its frame (16 to 20 ms with GTK's cairo renderer) held up the page
        /// when the two came together.
        case showBackdrop
    }

    /// Where the card is drawn in a page area: its top left corner and its size, in whole pixels.
    package struct Placement: Hashable {
        package var x, y: Double
        package var width, height: Double
    }

    private(set) var state = State.hidden

    /// The card's rect in the page area now; nil while it is hidden.
    var card: Rect? {
        switch state {
        case .hidden: nil
        case .growing(let move), .peeking(let move), .revealing(let move), .revealed(let move): move.card
        }
    }

    /// The card is up (growing, peeking, or over the actions).
    package var isShown: Bool { card != nil }

    /// The card moves: frames are wanted.
    package var isMoving: Bool {
        switch state {
        case .growing, .revealing: true
        case .hidden, .peeking, .revealed: false
        }
    }

    /// Where the card is drawn in a page area of `area` pixels; nil while it is hidden. On whole
    /// pixels, so the page in the card is drawn unresampled; at least one pixel wide and high, as
    /// a link may be thinner.
    package func placement(in area: (width: Double, height: Double)) -> Placement? {
        guard let frame = card else { return nil }
        return Placement(x: (frame.x * area.width).rounded(.down), y: (frame.y * area.height).rounded(.down),
                         width: max((frame.width * area.width).rounded(.down), 1),
                         height: max((frame.height * area.height).rounded(.down), 1))
    }

    /// Where the page (`page` pixels, the card's size at its place) is drawn in the card of `card`
    /// pixels now: centred, at its full size, on whole pixels. The card grows by its edges around
    /// it; the page is never scaled.
    package static func pageOrigin(inCard card: (width: Int, height: Int), page: (width: Int, height: Int)) -> (x: Int, y: Int) {
        ((card.width - page.width) / 2, (card.height - page.height) / 2)
    }

    /// Where the row whose place with the actions revealed is `rect` is now: below the page area
    /// until the slide, then rising with the card to `rect`.
    package func row(at rect: Rect) -> Rect {
        let below = switch state {
        case .hidden, .growing, .peeking: 1.0
        case .revealing(let move), .revealed(let move): 1 - move.grown
        }
        return Rect(x: rect.x, y: rect.y + below * (1 - rect.y), width: rect.width, height: rect.height)
    }

    package mutating func handle(_ input: Input) -> [Output] {
        switch (state, input) {
        case (.hidden, .show(let link)), (.peeking, .show(let link)), (.revealed, .show(let link)):
            state = .growing(Move(from: link, to: PreviewLayout.peeking.card))
            return [.place, .runFrames]
        case (.growing, .show(let link)), (.revealing, .show(let link)):
            // Another link before the last move ended: its frames run on for this one.
            state = .growing(Move(from: link, to: PreviewLayout.peeking.card))
            return [.place]
        case (.peeking, .reveal):
            state = .revealing(Move(from: PreviewLayout.peeking.card, to: PreviewLayout.revealed.card))
            return [.place, .runFrames, .showRows]
        case (.growing, .reveal):
            // Revealed before the card had grown: it slides from its peeking place, on the grow's
            // frames, over the backdrop.
            state = .revealing(Move(from: PreviewLayout.peeking.card, to: PreviewLayout.revealed.card))
            return [.place, .showBackdrop, .showRows]
        case (.growing(var move), .frame(let time)):
            let moving = move.advance(to: time)
            state = moving ? .growing(move) : .peeking(move)
            return moving ? [.place] : [.place, .showBackdrop]
        case (.revealing(var move), .frame(let time)):
            state = move.advance(to: time) ? .revealing(move) : .revealed(move)
            return [.place, .placeRows]
        case (.growing, .hide), (.peeking, .hide), (.revealing, .hide), (.revealed, .hide):
            state = .hidden
            return []
        // Nothing to reveal, or revealed already; frames of a move ended (a hidden card's
        // included: their callback stops); hidden twice.
        case (.hidden, .reveal), (.revealing, .reveal), (.revealed, .reveal),
             (.hidden, .frame), (.peeking, .frame), (.revealed, .frame),
             (.hidden, .hide):
            return []
        }
    }
}
