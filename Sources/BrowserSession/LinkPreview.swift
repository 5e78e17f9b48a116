/// A link preview, after UIKit's previewing API: `shouldPreview` (UIKit's `shouldPreviewElement`)
/// decides whether a peek shows anything, the preview is shown while the peek lasts
/// (`previewingViewControllerForElement`), a pop commits it (`commitPreviewingViewController`), and
/// lifting or cancelling dismisses it. One machine serves every peek in turn.
public struct LinkPreview {
    /// What a preview shows.
    public struct Preview: Hashable, Sendable {
        /// The link pressed, with its rect for the front end to grow the preview from.
        public var link: Link
        /// The URL shown and committed.
        public var url: String
        /// The actions offered, in menu order.
        public var actions: [PreviewAction]

        public init(link: Link, url: String, actions: [PreviewAction]) {
            self.link = link
            self.url = url
            self.actions = actions
        }
    }

    public enum State: Hashable, Sendable {
        /// No preview has been shown yet.
        case idle
        /// A preview is on screen while the peek lasts.
        case previewing(Preview)
        /// The last preview was committed (popped or opened); the next peek may show another.
        case committed(Preview)
        /// The last preview was dismissed (released, cancelled or left through an action); the next
        /// peek may show another.
        case dismissed(Preview)
    }

    /// What happens to the preview.
    public enum Input: Hashable, Sendable {
        /// A peek began over `link` (nil: over no link).
        case peekBegan(Link?)
        /// The finger lifted without popping.
        case peekEnded
        /// The peek was cancelled (another finger, the device went away).
        case peekCancelled
        /// The peek popped.
        case pop
        /// The user chose one of the preview's actions.
        case action(PreviewAction)
    }

    /// What the front end and the session do about it.
    public enum Output: Hashable, Sendable {
        /// Show the preview of `url`.
        case shown(url: String)
        /// Take the preview of `url` away.
        case dismissed(url: String)
        /// Open `url` by the navigation policy (the preview becomes the page or is handed off).
        case commit(url: String)
        /// Carry out `action` (other than `open`) on `url`.
        case perform(PreviewAction, url: String)
    }

    /// Every action offered, in the order of UIKit's menu for a link.
    public static let actions: [PreviewAction] = [.open, .openInNewTab, .copyLink, .share]

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
        case (.idle, .peekBegan(let link)), (.committed, .peekBegan(let link)), (.dismissed, .peekBegan(let link)):
            return show(link)
        case (.previewing(let preview), .peekBegan(let link)):
            // A new peek without the old one ending (a lost lift): the old preview goes first.
            state = .dismissed(preview)
            return [.dismissed(url: preview.url)] + show(link)
        case (.previewing(let preview), .peekEnded), (.previewing(let preview), .peekCancelled):
            state = .dismissed(preview)
            return [.dismissed(url: preview.url)]
        case (.previewing(let preview), .pop):
            state = .committed(preview)
            return [.commit(url: preview.url)]
        case (.previewing(let preview), .action(let action)):
            switch action {
            case .open:
                state = .committed(preview)
                return [.commit(url: preview.url)]
            case .openInNewTab, .copyLink, .share:
                state = .dismissed(preview)
                return [.dismissed(url: preview.url), .perform(action, url: preview.url)]
            }
        // No preview on screen (a peek over no link, or already over): nothing to end, pop or act on.
        case (.idle, .peekEnded), (.idle, .peekCancelled), (.idle, .pop), (.idle, .action),
             (.committed, .peekEnded), (.committed, .peekCancelled), (.committed, .pop), (.committed, .action),
             (.dismissed, .peekEnded), (.dismissed, .peekCancelled), (.dismissed, .pop), (.dismissed, .action):
            return []
        }
    }

    private mutating func show(_ link: Link?) -> [Output] {
        guard let link, shouldPreview(link) else { return [] }
        state = .previewing(Preview(link: link, url: link.href, actions: Self.actions))
        return [.shown(url: link.href)]
    }
}
