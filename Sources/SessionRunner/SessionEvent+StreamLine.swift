// SPDX-License-Identifier: MIT
import BrowserSession
import GestureStream

extension SessionReport {
    /// The report of `event`: the one place the session core's events become the stream's.
    public init(_ event: SessionEvent) {
        self = switch event {
        case .previewShown(let url): .previewShown(url: url)
        case .previewDismissed(let url): .previewDismissed(url: url)
        case .navigated(let url, .inApp): .navigated(url: url, mode: .inApp)
        case .navigated(let url, .external): .navigated(url: url, mode: .external)
        case .back(let url): .back(PageLocation(url: url))
        case .forward(let url): .forward(PageLocation(url: url))
        case .zoom(let scale): .zoom(scale: scale)
        case .overviewShown: .overviewShown
        case .tabFocused(let tab, let url): .tabFocused(tab: tab.rawValue, PageLocation(url: url))
        case .previewActionsShown(let url): .previewActions(url: url)
        case .tabOpened(let tab, let url): .tabOpened(tab: tab.rawValue, url: url)
        case .tabClosed(let tab): .tabClosed(tab: tab.rawValue)
        case .linkCopied(let url): .linkCopied(url: url)
        case .linkShared(let url): .linkShared(url: url)
        }
    }
}
