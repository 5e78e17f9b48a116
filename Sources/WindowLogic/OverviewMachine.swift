// SPDX-License-Identifier: MIT
/// The tab overview's life in the window (`OverviewMachine.md`), which `OverviewGrid` draws: a page
/// shrinking with a pinch over the grid, landing in its card or springing back; the grid zoomed or
/// dragged with the fingers, springing back or growing a card into the page. Releases run on the
/// frame clock (`Release`), as an edge-pan's do. Pure: `OverviewGrid` carries out the outputs.
package struct OverviewMachine {
    package init() {}

    /// A layer of the overview.
    package enum Layer: Hashable {
        /// The page shrinking into (or growing out of) its card, over the grid.
        case page
        /// The grid of cards.
        case grid
    }

    /// What shows when a release ends.
    package enum End: Hashable {
        /// The grid at rest.
        case overview
        /// The page alone (the overview hidden).
        case page
    }

    package enum State: Hashable {
        /// No overview shown: the page alone.
        case hidden
        /// The page follows a pinch at `page` over the grid at rest.
        case shrinking(page: OverviewPlacement)
        /// The grid at `grid`: at rest, or following a pinch or a drag.
        case shown(grid: OverviewPlacement)
        /// Released: `layer` moves from `from` to `to` over `Release`, now at `at`; then `end` shows.
        case releasing(Layer, from: OverviewPlacement, to: OverviewPlacement, at: OverviewPlacement, Release, end: End)
    }

    package enum Input: Hashable {
        /// A pinch on the page moved: the page at this placement over the grid.
        case shrink(OverviewPlacement)
        /// A pinch or a drag on the overview moved: the grid at this placement.
        case move(OverviewPlacement)
        /// The overview is to show: the page (if shrinking) lands at this placement, its card; the
        /// fingers lifted `at` this time on the frame clock (every input that releases says when).
        case land(OverviewPlacement, at: Int)
        /// A tab is to be the page: the grid grows to this placement (its card filling the area).
        case grow(OverviewPlacement, at: Int)
        /// The pinch or drag went nowhere: back to rest.
        case springBack(at: Int)
        /// A frame, at this time on the frame clock (microseconds).
        case frame(Int)
    }

    package enum Output: Hashable {
        /// Show the grid (its cards made afresh).
        case showGrid
        /// Show the page layer, the live page in it.
        case showPage
        /// Place the layers where `grid` and `page` say.
        case place
        /// Call `frame` on every frame until the release ends.
        case runFrames
        /// Take the page layer away.
        case hidePage
        /// Take the grid away.
        case hideGrid
        /// A release has ended: the window may have settled (always the last output).
        case settled
    }

    private(set) var state = State.hidden

    /// Where the grid is drawn; nil while it is hidden.
    package var grid: OverviewPlacement? {
        switch state {
        case .hidden: nil
        case .shrinking, .releasing(.page, _, _, _, _, _): .identity
        case .shown(let grid), .releasing(.grid, _, _, let grid, _, _): grid
        }
    }

    /// Where the page layer is drawn; nil while it is hidden.
    package var page: OverviewPlacement? {
        switch state {
        case .hidden, .shown, .releasing(.grid, _, _, _, _, _): nil
        case .shrinking(let page), .releasing(.page, _, _, let page, _, _): page
        }
    }

    /// A release is under way: the window has not settled.
    package var isReleasing: Bool {
        switch state {
        case .releasing: true
        case .hidden, .shrinking, .shown: false
        }
    }

    package mutating func handle(_ input: Input) -> [Output] {
        switch (state, input) {
        case (.hidden, .shrink(let page)):
            state = .shrinking(page: page)
            return [.showGrid, .showPage, .place]
        case (.shrinking, .shrink(let page)):
            state = .shrinking(page: page)
            return [.place]
        case (.shrinking(let page), .land(let card, let lift)):
            state = .releasing(.page, from: page, to: card, at: page, Release(since: lift), end: .overview)
            return [.runFrames]
        case (.shrinking(let page), .springBack(let lift)):
            state = .releasing(.page, from: page, to: .identity, at: page, Release(since: lift), end: .page)
            return [.runFrames]
        case (.hidden, .land):
            // Shown without a pinch to follow (a relaunch in the overview, a pinch with no moves).
            state = .shown(grid: .identity)
            return [.showGrid, .place]
        case (.shown, .move(let grid)):
            state = .shown(grid: grid)
            return [.place]
        case (.shown(let grid), .springBack(let lift)):
            state = .releasing(.grid, from: grid, to: .identity, at: grid, Release(since: lift), end: .overview)
            return [.runFrames]
        case (.shown(let grid), .grow(let full, let lift)):
            state = .releasing(.grid, from: grid, to: full, at: grid, Release(since: lift), end: .page)
            return [.runFrames]
        case (.releasing(let layer, let from, let to, _, var release, let end), .frame(let time)):
            let (fraction, ended) = release.advance(to: time)
            let at = from.interpolated(to: to, fraction)
            if !ended {
                state = .releasing(layer, from: from, to: to, at: at, release, end: end)
                return [.place]
            }
            switch end {
            case .overview:
                state = .shown(grid: .identity)
                return layer == .page ? [.hidePage, .place, .settled] : [.place, .settled]
            case .page:
                state = .hidden
                return layer == .page ? [.hidePage, .hideGrid, .settled] : [.hideGrid, .settled]
            }
        case (.releasing(.grid, _, _, _, _, .overview), .move(let moved)):
            // Caught again before it came to rest.
            state = .shown(grid: moved)
            return [.place, .settled]
        case (.releasing(.page, _, _, _, _, .page), .shrink(let page)):
            state = .shrinking(page: page)
            return [.place, .settled]
        case (.releasing(.grid, _, _, let grid, _, .overview), .grow(let full, let lift)):
            state = .releasing(.grid, from: grid, to: full, at: grid, Release(since: lift), end: .page)
            return [.runFrames, .settled]
        case (.releasing(.page, _, _, _, _, .overview), .grow(let full, let lift)):
            // A tap on a card before the page had landed: the grid grows from rest.
            state = .releasing(.grid, from: .identity, to: full, at: .identity, Release(since: lift), end: .page)
            return [.hidePage, .runFrames, .settled]
        case (.releasing(.grid, _, _, _, _, .page), .shrink(let page)):
            // A pinch on the page a card is still growing into: it shrinks from here.
            state = .shrinking(page: page)
            return [.showPage, .place, .settled]
        case (.releasing(.grid, _, _, _, _, .page), .land):
            // Back to the overview before the card had grown into the page.
            state = .shown(grid: .identity)
            return [.place, .settled]
        case (.shrinking, .grow(_, let lift)):
            // The page is its own tab's (a focus while shrinking): it goes back to full size.
            return handle(.springBack(at: lift))
        // Nothing to follow, land, grow or spring back; frames of a state left; shown twice.
        case (.hidden, .move), (.hidden, .grow), (.hidden, .springBack), (.hidden, .frame),
             (.shrinking, .move), (.shrinking, .frame),
             (.shown, .shrink), (.shown, .land), (.shown, .frame),
             (.releasing(.page, _, _, _, _, .overview), .shrink), (.releasing(.grid, _, _, _, _, .overview), .shrink),
             (.releasing, .move), (.releasing(.page, _, _, _, _, _), .land), (.releasing(.grid, _, _, _, _, .overview), .land),
             (.releasing, .grow), (.releasing, .springBack):
            return []
        }
    }
}
