// SPDX-License-Identifier: MIT
/// The life of an edge-pan's swipe in the window (`SwipeMachine.md`), which `EdgeSwipe` draws:
/// it follows the finger, on release runs on to the end or springs back on the frame clock, and
/// run on to a page keeps that page's snapshot in place until the page has loaded (`reveal`), for
/// at most `EdgeSwipe.holdLimit`. Pure: `EdgeSwipe` carries out the outputs.
package struct SwipeMachine {
    package init() {}

    package enum State: Hashable {
        /// No swipe shown.
        case hidden
        /// The page follows the finger.
        case following(SwipeLayout)
        /// Released: moving from `from` to `to` over `Release`; `hold` keeps the destination in
        /// place at the end.
        case releasing(SwipeLayout, from: Double, to: Double, Release, hold: Bool)
        /// Run on to a page, whose snapshot stays in place until it has loaded; `hold` numbers
        /// the holds, so the limit of an earlier one cannot end a later one.
        case holding(SwipeLayout, hold: Int)
    }

    package enum Input: Hashable {
        /// The pan moved: the pages at `layout`.
        case show(SwipeLayout)
        /// The pan ended going somewhere: run on to the end; `hold` when the destination is a page.
        /// The finger lifted `at` this time on the frame clock.
        case complete(hold: Bool, at: Int)
        /// The pan went nowhere; the finger lifted `at` this time.
        case springBack(at: Int)
        /// The page run on to has loaded.
        case reveal
        /// A frame, at this time on the frame clock (microseconds).
        case frame(Int)
        /// The limit of hold number `hold` has passed.
        case holdExpired(Int)
        /// Away at once (another tab shown).
        case stop
    }

    package enum Output: Hashable {
        /// Set the pages up for a new swipe (after `hide` of any shown before).
        case begin
        /// Freeze the current page as it is now: it is left.
        case freeze
        /// Call `frame` on every frame until the release ends.
        case runFrames
        /// Place the pages at `layout`.
        case place
        /// Start the limit of hold number n.
        case limitHold(Int)
        /// Take the pages away.
        case hide
        /// A release has ended: the window may have settled (always the last output).
        case settled
    }

    private(set) var state = State.hidden
    private var holds = 0

    /// Where the pages are; nil while no swipe is shown.
    package var layout: SwipeLayout? {
        switch state {
        case .hidden: nil
        case .following(let layout), .releasing(let layout, _, _, _, _), .holding(let layout, _): layout
        }
    }

    /// A release is under way: the window has not settled.
    package var isReleasing: Bool {
        switch state {
        case .releasing: true
        case .hidden, .following, .holding: false
        }
    }

    package mutating func handle(_ input: Input) -> [Output] {
        switch (state, input) {
        case (.following, .show(let layout)):
            state = .following(layout)
            return [.place]
        case (.hidden, .show(let layout)):
            state = .following(layout)
            return [.begin, .place]
        case (.releasing, .show(let layout)):
            // A new pan before the last one's release ended.
            state = .following(layout)
            return [.hide, .begin, .place, .settled]
        case (.holding, .show(let layout)):
            state = .following(layout)
            return [.hide, .begin, .place]
        case (.following(let layout), .complete(let hold, let lift)):
            state = .releasing(layout, from: layout.progress, to: 1, Release(since: lift), hold: hold)
            return [.freeze, .runFrames]
        case (.following(let layout), .springBack(let lift)):
            state = .releasing(layout, from: layout.progress, to: 0, Release(since: lift), hold: false)
            return [.runFrames]
        case (.releasing(var layout, let from, let to, var release, let hold), .frame(let time)):
            let (fraction, ended) = release.advance(to: time)
            layout.progress = from + (to - from) * fraction
            if !ended {
                state = .releasing(layout, from: from, to: to, release, hold: hold)
                return [.place]
            }
            guard hold else {
                state = .hidden
                return [.hide, .settled]
            }
            holds += 1
            state = .holding(layout, hold: holds)
            return [.place, .limitHold(holds), .settled]
        case (.releasing(let layout, let from, let to, let release, true), .reveal):
            // Loaded before the release ended: it goes at the end.
            state = .releasing(layout, from: from, to: to, release, hold: false)
            return []
        case (.holding, .reveal):
            state = .hidden
            return [.hide]
        case (.holding(_, let hold), .holdExpired(let expired)) where hold == expired:
            state = .hidden
            return [.hide]
        case (.following, .stop), (.holding, .stop):
            state = .hidden
            return [.hide]
        case (.releasing, .stop):
            state = .hidden
            return [.hide, .settled]
        // Nothing to complete, spring back or reveal; frames and limits of a state left; stopped twice.
        case (.hidden, .complete), (.releasing, .complete), (.holding, .complete),
             (.hidden, .springBack), (.releasing, .springBack), (.holding, .springBack),
             (.hidden, .reveal), (.following, .reveal), (.releasing(_, _, _, _, false), .reveal),
             (.hidden, .frame), (.following, .frame), (.holding, .frame),
             (.hidden, .holdExpired), (.following, .holdExpired), (.releasing, .holdExpired), (.holding, .holdExpired),
             (.hidden, .stop):
            return []
        }
    }
}
