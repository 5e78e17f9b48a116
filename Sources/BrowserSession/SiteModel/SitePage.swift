// SPDX-License-Identifier: MIT
/// One page of a headless site: its title and its links, in the order the file lists them (later
/// links are drawn on top).
public struct SitePage: Hashable, Sendable {
    /// What the tab and global history show for it.
    public var title: String
    /// Its links; where they overlap, the later one is hit.
    public var links: [Link]

    public init(title: String, links: [Link]) {
        self.title = title
        self.links = links
    }
}
