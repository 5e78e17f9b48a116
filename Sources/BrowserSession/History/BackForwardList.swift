// SPDX-License-Identifier: MIT
/// A tab's back/forward list, as `WebKitBackForwardList` keeps it, plus the start view: the empty
/// state before the first page. Going back from the first page returns to the start view; going
/// forward from the start view leaves it.
public struct BackForwardList: Hashable, Sendable {
    /// Pages behind the current one, oldest first.
    public private(set) var back: [HistoryItem]
    /// The page shown; nil on the start view.
    public private(set) var current: HistoryItem?
    /// Pages ahead of the current one, nearest first.
    public private(set) var forward: [HistoryItem]

    /// A list as stored; on the start view (`current` nil) nothing can be behind it.
    public init(back: [HistoryItem] = [], current: HistoryItem? = nil, forward: [HistoryItem] = []) {
        self.back = current == nil ? [] : back
        self.current = current
        self.forward = forward
    }

    /// Nothing visited: a tab on its start view with nothing ahead.
    public var isEmpty: Bool { current == nil && forward.isEmpty }

    /// Back is possible from any page (the first page goes back to the start view).
    public var canGoBack: Bool { current != nil }
    public var canGoForward: Bool { !forward.isEmpty }
    /// Reload needs a page.
    public var canReload: Bool { current != nil }

    /// A new page: the current one goes behind it and everything ahead is dropped.
    public mutating func visit(_ item: HistoryItem) {
        if let current { back.append(current) }
        current = item
        forward.removeAll()
    }

    /// The page shown becomes `item` (a redirect landed elsewhere, the page got its title); nothing on
    /// the start view.
    public mutating func replaceCurrent(with item: HistoryItem) {
        guard current != nil else { return }
        current = item
    }

    /// Steps back; false (and no change) when there is nowhere to go.
    @discardableResult
    public mutating func goBack() -> Bool {
        guard let current else { return false }
        forward.insert(current, at: 0)
        self.current = back.popLast()
        return true
    }

    /// Steps forward; false (and no change) when there is nothing ahead.
    @discardableResult
    public mutating func goForward() -> Bool {
        guard !forward.isEmpty else { return false }
        if let current { back.append(current) }
        current = forward.removeFirst()
        return true
    }

    /// Whether `go(direction)` would move.
    public func canGo(_ direction: BackForwardTransition.Direction) -> Bool {
        direction == .back ? canGoBack : canGoForward
    }

    /// Steps back or forward; false (and no change) when there is nowhere to go.
    @discardableResult
    public mutating func go(_ direction: BackForwardTransition.Direction) -> Bool {
        direction == .back ? goBack() : goForward()
    }

    /// The list as stored: every entry in order and the index of the current one (-1 on the start view).
    public var entries: (items: [HistoryItem], currentIndex: Int) {
        guard let current else { return (forward, -1) }
        return (back + [current] + forward, back.count)
    }

    /// The list from stored entries; an index outside them means the start view.
    public init(items: [HistoryItem], currentIndex: Int) {
        if items.indices.contains(currentIndex) {
            self.init(back: Array(items[..<currentIndex]), current: items[currentIndex], forward: Array(items[(currentIndex + 1)...]))
        } else {
            self.init(forward: items)
        }
    }
}
