// SPDX-License-Identifier: MIT
/// Where a tab is, as a session line names it: a page, or the start view (the empty state a new
/// tab has before its first page, and what going back past the first page shows). On the wire the
/// start view is `"url": null`.
public enum PageLocation: Hashable, Sendable {
    case page(url: String)
    case startView

    /// The `url` value: the page's URL, nil for the start view.
    public var url: String? {
        switch self {
        case .page(let url): url
        case .startView: nil
        }
    }

    /// The location named by a `url` value (nil: the start view).
    public init(url: String?) {
        self = url.map { .page(url: $0) } ?? .startView
    }
}
