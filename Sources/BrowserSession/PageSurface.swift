import Contacts

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

/// An axis-aligned rectangle in normalised coordinates.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x <= x + width && point.y >= y && point.y <= y + height
    }
}

/// What the session core needs from whatever renders pages: the headless site model now, a
/// WebKitGTK view later. Keeps rendering out of the core.
public protocol PageSurface {
    /// The title of the page at `url` once loaded (nil when the surface does not know it).
    func title(of url: String) -> String?
    /// The link under `point` on the page at `url`, if any.
    func link(at point: Point, on url: String) -> Link?
    /// Starts loading `url`; returns the load progress steps the surface reports (ending at 1).
    mutating func load(_ url: String) -> [Double]
    /// A snapshot of the page at `url` for the overview: its size and an identifier of the pixels.
    mutating func snapshot(of url: String) -> (width: Int, height: Int, key: String)
}
