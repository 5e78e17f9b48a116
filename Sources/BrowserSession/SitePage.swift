/// One page of a headless site: its title and its links, in the order the file lists them (later
/// links are drawn on top).
public struct SitePage: Hashable, Sendable {
    public var title: String
    public var links: [Link]

    public init(title: String, links: [Link]) {
        self.title = title
        self.links = links
    }
}
