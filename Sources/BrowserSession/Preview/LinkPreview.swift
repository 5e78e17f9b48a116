// SPDX-License-Identifier: MIT
import Contacts
import WebAddress

/// A link preview, after UIKit's previewing API: `shouldPreview` (UIKit's `shouldPreviewElement`)
/// decides whether a peek shows anything, the preview is shown while the peek lasts
/// (`previewingViewControllerForElement`), a pop commits it (`commitPreviewingViewController`), and
/// lifting or cancelling dismisses it. One machine serves every peek in turn.
///
/// The iOS 10 preview actions: sliding the finger up `PreviewLayout.revealDistance` from where the
/// peek began reveals Open, Open in New Tab, Copy Link and Share under the card; the preview then
/// stays after the lift, a tap on an action carries it out and a tap elsewhere dismisses it. A pop
/// while the actions show still commits; a cancel dismisses.
///
/// The link under a peek comes from the renderer's hit-test, which may answer late: the machine
/// waits for the answer of the latest peek (`resolving`) and ignores any other. A peek released
/// before its answer shows nothing; a pop before it (a hard, fast press) is kept, and the answer
/// then shows and commits the preview at once.
public struct LinkPreview: Hashable, Sendable {
    /// What a preview shows.
    public struct Preview: Hashable, Sendable {
        /// The link pressed, with its rect for the front end to grow the preview from.
        public var link: Link
        /// The URL shown and committed.
        public var url: String { link.href }

        public init(link: Link) {
            self.link = link
        }
    }

    public enum State: Hashable, Sendable {
        /// No preview on screen and none coming.
        case idle
        /// A peek began at `from` and its finger is at `latest`; the link under it is asked for by
        /// `hitTest`. `popped`: the press already popped, so the answer commits at once. A live
        /// renderer may answer after the finger has slid up: the answer then reveals the actions.
        case resolving(hitTest: HitTestID, popped: Bool, from: Point, latest: Point)
        /// A preview is on screen while the peek that began at `from` lasts.
        case previewing(Preview, from: Point)
        /// The finger slid up: the actions are revealed under the card, the finger still down.
        case revealed(Preview)
        /// The finger lifted with the actions revealed: the preview stays until a tap chooses an
        /// action or dismisses it.
        case choosing(Preview)
        /// The last preview was committed (popped, or Open chosen); the next peek may show another.
        case committed(Preview)
        /// The last preview was dismissed (released, cancelled, or a tap beside the actions); the
        /// next peek may show another.
        case dismissed(Preview)
        /// An action other than Open was carried out on the last preview; the next peek may show
        /// another.
        case acted(Preview, PreviewAction)
    }

    /// What happens to the preview.
    public enum Input: Hashable, Sendable {
        /// A peek began at a point; `hitTest` asks for the link under it.
        case peekBegan(HitTestID, at: Point)
        /// The renderer's answer to `hitTest`: the link under the peek, or none.
        case hitTestResult(HitTestID, link: Link?)
        /// The peeking finger is at a point now.
        case peekMoved(to: Point)
        /// The finger lifted without popping.
        case peekEnded
        /// The peek was cancelled (another finger, the device went away).
        case peekCancelled
        /// The peek popped.
        case pop
        /// A tap (or a click) on an action's row.
        case chose(PreviewAction)
        /// A tap (or a click) beside the actions, or another gesture or a button took over.
        case dismiss
    }

    /// What the front end and the session do about it.
    public enum Output: Hashable, Sendable {
        /// Show the preview of `link`.
        case shown(Link)
        /// Reveal the actions under the preview of `url` (`PreviewLayout.revealed`).
        case actionsShown(url: String)
        /// Take the preview of `url` away.
        case dismissed(url: String)
        /// Open `url` by the navigation policy (the preview becomes the page or is handed off).
        case commit(url: String)
        /// Carry out `action` on `url`; the preview is gone (Open: as `commit`).
        case perform(PreviewAction, url: String)
    }

    public private(set) var state: State = .idle
    private let policy: NavigationPolicy

    public init(policy: NavigationPolicy) {
        self.policy = policy
    }

    /// Whether a peek over `link` shows a preview: only links the policy would open (in the app or
    /// handed off), never a non-link or a refused scheme such as `javascript:` or `data:`.
    public func shouldPreview(_ link: Link?) -> Bool {
        guard let link else { return false }
        switch policy.decide(link.href) {
        case .inApp, .external: return true
        case .refused: return false
        }
    }

    /// The preview waits for a tap on an action (`choosing`): the next touch is its, not the page's.
    public var isChoosing: Bool {
        guard case .choosing = state else { return false }
        return true
    }

    /// Nothing on screen and no peek on (`idle`, or the last preview kept by `committed`, `dismissed`
    /// or `acted`): the machine answers every input as `idle` does, and holds the screen no longer.
    public var isAtRest: Bool {
        switch state {
        case .idle, .committed, .dismissed, .acted: true
        case .resolving, .previewing, .revealed, .choosing: false
        }
    }

    /// Moves the machine on by `input`, returning what to do.
    public mutating func handle(_ input: Input) -> [Output] {
        switch (state, input) {
        case (.idle, .peekBegan(let id, let point)), (.committed, .peekBegan(let id, let point)),
             (.dismissed, .peekBegan(let id, let point)), (.acted, .peekBegan(let id, let point)),
             (.resolving, .peekBegan(let id, let point)):
            // A new peek while one is unanswered (a lost lift): the old answer no longer counts.
            state = .resolving(hitTest: id, popped: false, from: point, latest: point)
            return []
        case (.previewing(let preview, _), .peekBegan(let id, let point)), (.revealed(let preview), .peekBegan(let id, let point)),
             (.choosing(let preview), .peekBegan(let id, let point)):
            // A new peek without the old one ending (a lost lift): the old preview goes first.
            state = .resolving(hitTest: id, popped: false, from: point, latest: point)
            return [.dismissed(url: preview.url)]
        case (.resolving(let pending, let popped, let from, let latest), .hitTestResult(let id, let link)):
            guard id == pending else { return [] }
            guard let link, shouldPreview(link) else {
                state = .idle
                return []
            }
            let preview = Preview(link: link)
            guard popped else {
                guard PreviewLayout.reveals(slidFrom: from, to: latest) else {
                    state = .previewing(preview, from: from)
                    return [.shown(link)]
                }
                state = .revealed(preview)
                return [.shown(link), .actionsShown(url: preview.url)]
            }
            state = .committed(preview)
            return [.shown(link), .commit(url: preview.url)]
        case (.resolving, .peekEnded), (.resolving, .peekCancelled):
            // Released before the answer came: nothing was shown, nothing will be.
            state = .idle
            return []
        case (.resolving(let id, _, let from, let latest), .pop):
            state = .resolving(hitTest: id, popped: true, from: from, latest: latest)
            return []
        case (.resolving(let id, let popped, let from, _), .peekMoved(let point)):
            // Kept for the answer: the slide may be over before it comes.
            state = .resolving(hitTest: id, popped: popped, from: from, latest: point)
            return []
        case (.previewing(let preview, let from), .peekMoved(let point)):
            guard PreviewLayout.reveals(slidFrom: from, to: point) else { return [] }
            state = .revealed(preview)
            return [.actionsShown(url: preview.url)]
        case (.previewing(let preview, _), .peekEnded), (.previewing(let preview, _), .peekCancelled),
             (.revealed(let preview), .peekCancelled), (.choosing(let preview), .dismiss):
            state = .dismissed(preview)
            return [.dismissed(url: preview.url)]
        case (.previewing(let preview, _), .pop), (.revealed(let preview), .pop):
            state = .committed(preview)
            return [.commit(url: preview.url)]
        case (.revealed(let preview), .peekEnded):
            state = .choosing(preview)
            return []
        case (.choosing(let preview), .chose(.open)):
            state = .committed(preview)
            return [.perform(.open, url: preview.url)]
        case (.choosing(let preview), .chose(let action)):
            state = .acted(preview, action)
            return [.perform(action, url: preview.url)]
        // No peek waiting for an answer: any answer is stale. Movement counts only while a preview
        // shows without its actions. No peek on (none began, or its touch chose): nothing to end or
        // pop. Actions are chosen only once the finger has lifted, and only revealed ones.
        case (.idle, .hitTestResult), (.previewing, .hitTestResult), (.revealed, .hitTestResult), (.choosing, .hitTestResult),
             (.committed, .hitTestResult), (.dismissed, .hitTestResult), (.acted, .hitTestResult),
             (.idle, .peekMoved), (.revealed, .peekMoved), (.choosing, .peekMoved),
             (.committed, .peekMoved), (.dismissed, .peekMoved), (.acted, .peekMoved),
             (.idle, .peekEnded), (.idle, .peekCancelled), (.idle, .pop),
             (.choosing, .peekEnded), (.choosing, .peekCancelled), (.choosing, .pop),
             (.committed, .peekEnded), (.committed, .peekCancelled), (.committed, .pop),
             (.dismissed, .peekEnded), (.dismissed, .peekCancelled), (.dismissed, .pop),
             (.acted, .peekEnded), (.acted, .peekCancelled), (.acted, .pop),
             (.idle, .chose), (.resolving, .chose), (.previewing, .chose), (.revealed, .chose),
             (.committed, .chose), (.dismissed, .chose), (.acted, .chose),
             (.idle, .dismiss), (.resolving, .dismiss), (.previewing, .dismiss), (.revealed, .dismiss),
             (.committed, .dismiss), (.dismissed, .dismiss), (.acted, .dismiss):
            return []
        }
    }
}
