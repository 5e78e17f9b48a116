// SPDX-License-Identifier: MIT
/// A link on a page, where it is.
public struct Link: Hashable, Sendable {
    public var href: String
    /// `[x, y, width, height]` in the stream's normalised coordinates.
    public var rect: Rect

    public init(href: String, rect: Rect) {
        self.href = href
        self.rect = rect
    }
}
