/// A link preview, after UIKit's previewing API: `shouldPreview` (UIKit's `shouldPreviewElement`)
/// decides whether a peek shows anything, the preview is shown while the peek lasts
/// (`previewingViewControllerForElement`), a pop commits it (`commitPreviewingViewController`), and
/// lifting or cancelling dismisses it. One machine serves every peek in turn.
///
/// The link under a peek comes from the renderer's hit-test, which may answer late: the machine
/// waits for the answer of the latest peek (`resolving`) and ignores any other. A peek released
/// before its answer shows nothing; a pop before it (a hard, fast press) is kept, and the answer
/// then shows and commits the preview at once.
public struct LinkPreview {
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
        /// A peek began; the link under it is asked for by `hitTest`. `popped`: the press already
        /// popped, so the answer commits at once.
        case resolving(hitTest: HitTestID, popped: Bool)
        /// A preview is on screen while the peek lasts.
        case previewing(Preview)
        /// The last preview was committed (popped); the next peek may show another.
        case committed(Preview)
        /// The last preview was dismissed (released or cancelled); the next peek may show another.
        case dismissed(Preview)
    }

    /// What happens to the preview.
    public enum Input: Hashable, Sendable {
        /// A peek began; `hitTest` asks for the link under it.
        case peekBegan(HitTestID)
        /// The renderer's answer to `hitTest`: the link under the peek, or none.
        case hitTestResult(HitTestID, link: Link?)
        /// The finger lifted without popping.
        case peekEnded
        /// The peek was cancelled (another finger, the device went away).
        case peekCancelled
        /// The peek popped.
        case pop
    }

    /// What the front end and the session do about it.
    public enum Output: Hashable, Sendable {
        /// Show the preview of `link`.
        case shown(Link)
        /// Take the preview of `url` away.
        case dismissed(url: String)
        /// Open `url` by the navigation policy (the preview becomes the page or is handed off).
        case commit(url: String)
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

    /// Moves the machine on by `input`, returning what to do.
    public mutating func handle(_ input: Input) -> [Output] {
        switch (state, input) {
        case (.idle, .peekBegan(let id)), (.committed, .peekBegan(let id)), (.dismissed, .peekBegan(let id)),
             (.resolving, .peekBegan(let id)):
            // A new peek while one is unanswered (a lost lift): the old answer no longer counts.
            state = .resolving(hitTest: id, popped: false)
            return []
        case (.previewing(let preview), .peekBegan(let id)):
            // A new peek without the old one ending (a lost lift): the old preview goes first.
            state = .resolving(hitTest: id, popped: false)
            return [.dismissed(url: preview.url)]
        case (.resolving(let pending, let popped), .hitTestResult(let id, let link)):
            guard id == pending else { return [] }
            guard let link, shouldPreview(link) else {
                state = .idle
                return []
            }
            let preview = Preview(link: link)
            guard popped else {
                state = .previewing(preview)
                return [.shown(link)]
            }
            state = .committed(preview)
            return [.shown(link), .commit(url: preview.url)]
        case (.resolving, .peekEnded), (.resolving, .peekCancelled):
            // Released before the answer came: nothing was shown, nothing will be.
            state = .idle
            return []
        case (.resolving(let id, _), .pop):
            state = .resolving(hitTest: id, popped: true)
            return []
        case (.previewing(let preview), .peekEnded), (.previewing(let preview), .peekCancelled):
            state = .dismissed(preview)
            return [.dismissed(url: preview.url)]
        case (.previewing(let preview), .pop):
            state = .committed(preview)
            return [.commit(url: preview.url)]
        // No peek waiting for an answer: any answer is stale. No preview on screen (a peek over no
        // link, or already over): nothing to end or pop.
        case (.idle, .hitTestResult), (.previewing, .hitTestResult), (.committed, .hitTestResult), (.dismissed, .hitTestResult),
             (.idle, .peekEnded), (.idle, .peekCancelled), (.idle, .pop),
             (.committed, .peekEnded), (.committed, .peekCancelled), (.committed, .pop),
             (.dismissed, .peekEnded), (.dismissed, .peekCancelled), (.dismissed, .pop):
            return []
        }
    }
}
