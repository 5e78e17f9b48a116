import Contacts
import Foundation

/// The headless site of a `--site` file (DESIGN.md, "Site files"): pages with titles and links
/// where a rendered page would have them. It loads any URL at once in fixed steps, and its snapshots
/// are metadata only (no pixels), so a replay gives the same session on every machine.
public struct SiteModel: PageSurface, Hashable, Sendable {
    /// The page a tab on its start view opens.
    public let start: String
    /// The `allow` entries as written.
    public let allow: [String]
    /// The policy those entries make.
    public let policy: NavigationPolicy
    /// The pages by URL.
    public let pages: [String: SitePage]

    /// The progress every load reports, in order: deterministic, like the rest of a replay.
    public static let loadSteps = [0.1, 0.5, 1.0]
    /// The size snapshots are taken at: a common laptop viewport.
    public static let viewport = (width: 1280, height: 800)

    /// Parses a site file; `name` (the file's name) starts every error message.
    public init(json: Data, name: String) throws(SiteModelError) {
        let file: SiteFile
        do {
            file = try JSONDecoder().decode(SiteFile.self, from: json)
        } catch let error as DecodingError {
            throw Self.error(error, file: name)
        } catch {
            throw SiteModelError(file: name, path: "", reason: "\(error)")
        }
        let pages = file.pages.mapValues { SitePage(title: $0.title, links: $0.links.map(\.link)) }
        try self.init(start: file.start, allow: file.allow, pages: pages, file: name)
    }

    private init(start: String, allow: [String], pages: [String: SitePage], file: String) throws(SiteModelError) {
        switch NavigationPolicy(allow: []).decide(start) {
        case .inApp, .external: break
        case .refused(let reason): throw SiteModelError(file: file, path: "start", reason: "expected an http, https or file URL (\(reason))")
        }
        var patterns: [NavigationPolicy.HostPattern] = []
        for (index, entry) in allow.enumerated() {
            guard let pattern = NavigationPolicy.HostPattern(entry) else {
                throw SiteModelError(file: file, path: "allow[\(index)]", reason: "expected a host or *.domain, not \"\(entry)\"")
            }
            patterns.append(pattern)
        }
        self.start = start
        self.allow = allow
        self.policy = NavigationPolicy(allow: patterns)
        self.pages = pages
    }

    public func title(of url: String) -> String? {
        pages[url]?.title
    }

    /// The topmost link under `point`: the last listed of those containing it.
    public func link(at point: Point, on url: String) -> Link? {
        pages[url]?.links.last { $0.rect.contains(point) }
    }

    /// Any URL loads, known to the site or not, in `loadSteps`.
    public func load(_ url: String) -> [Double] {
        Self.loadSteps
    }

    /// The viewport's size and a stable hash of the URL: the same page always has the same key.
    public func snapshot(of url: String) -> (width: Int, height: Int, key: String) {
        // FNV-1a (64 bit): stable across runs and machines, unlike `Hasher`.
        let hash = url.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return (Self.viewport.width, Self.viewport.height, String(repeating: "0", count: 16 - hex.count) + hex)
    }

    /// A decoding error as `file: path: reason`, the path written as the JSON is
    /// (`pages["…"].links[2].rect`).
    private static func error(_ error: DecodingError, file: String) -> SiteModelError {
        func path(_ keys: [any CodingKey]) -> String {
            keys.enumerated().map { index, key in
                if let position = key.intValue { return "[\(position)]" }
                if key is PageKey { return "[\"\(key.stringValue)\"]" }
                return index == 0 ? key.stringValue : "." + key.stringValue
            }.joined()
        }
        func expected(_ type: Any.Type) -> String {
            switch type {
            case is String.Type: "expected a string"
            case is Double.Type: "expected a number"
            case is [String: Any].Type: "expected an object"
            case is [Any].Type: "expected an array"
            default: "expected \(type)"
            }
        }
        switch error {
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return SiteModelError(file: file, path: path(context.codingPath), reason: expected(type))
        case .keyNotFound(let key, let context):
            return SiteModelError(file: file, path: path(context.codingPath + [key]), reason: "missing")
        case .dataCorrupted(let context):
            guard context.codingPath.isEmpty else {
                return SiteModelError(file: file, path: path(context.codingPath), reason: context.debugDescription)
            }
            return SiteModelError(file: file, path: "", reason: "not valid JSON")
        @unknown default:
            return SiteModelError(file: file, path: "", reason: "\(error)")
        }
    }
}

/// A page's URL as a key of `pages` (so error paths can quote it).
private struct PageKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// The file as written.
private struct SiteFile: Decodable {
    var start: String
    var allow: [String]
    var pages: [String: PageFile]

    private enum CodingKeys: String, CodingKey {
        case start, allow, pages
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        start = try container.decode(String.self, forKey: .start)
        allow = try container.decode([String].self, forKey: .allow)
        let byURL = try container.nestedContainer(keyedBy: PageKey.self, forKey: .pages)
        pages = try Dictionary(byURL.allKeys.map { key in (key.stringValue, try byURL.decode(PageFile.self, forKey: key)) },
                               uniquingKeysWith: { _, last in last })
    }
}

private struct PageFile: Decodable {
    var title: String
    /// Optional: a page may have no links.
    var links: [LinkFile]

    private enum CodingKeys: String, CodingKey {
        case title, links
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        links = try container.decodeIfPresent([LinkFile].self, forKey: .links) ?? []
    }
}

private struct LinkFile: Decodable {
    var link: Link

    private enum CodingKeys: String, CodingKey {
        case href, rect
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let href = try container.decode(String.self, forKey: .href)
        let numbers = try container.decode([Double].self, forKey: .rect)
        guard numbers.count == 4 else {
            throw DecodingError.dataCorruptedError(forKey: .rect, in: container, debugDescription: "expected 4 numbers")
        }
        guard numbers[2] >= 0, numbers[3] >= 0 else {
            throw DecodingError.dataCorruptedError(forKey: .rect, in: container, debugDescription: "width and height must not be negative")
        }
        link = Link(href: href, rect: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
    }
}
