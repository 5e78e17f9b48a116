// SPDX-License-Identifier: MIT
import FoundationEssentials

/// A `--site` file as written (DESIGN.md, "Site files"): the session's configuration (`start`,
/// `allow`) and, for the headless site model, its `pages`. A file without `pages` configures a
/// session whose pages a real browser renders.
public struct SiteFile: Hashable, Sendable {
    /// The file's name, as given to `init(json:name:)`.
    public let name: String
    /// `start` and `allow`.
    public let configuration: SessionConfiguration
    /// The pages by URL; nil when the file has none.
    public let pages: [String: SitePage]?

    /// Parses a site file; `name` (the file's name) starts every error message.
    public init(json: Data, name: String) throws(SiteFileError) {
        let file: FileBody
        do {
            file = try JSONDecoder().decode(FileBody.self, from: json)
        } catch let error as DecodingError {
            throw Self.error(error, file: name)
        } catch {
            throw SiteFileError(file: name, path: "", reason: "\(error)")
        }
        self.name = name
        configuration = try SessionConfiguration(start: file.start, allow: file.allow, file: name)
        pages = file.pages?.mapValues { SitePage(title: $0.title, links: $0.links.map(\.link)) }
    }

    /// A decoding error as `file: path: reason`, the path written as the JSON is
    /// (`pages["…"].links[2].rect`).
    private static func error(_ error: DecodingError, file: String) -> SiteFileError {
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
            return SiteFileError(file: file, path: path(context.codingPath), reason: expected(type))
        case .keyNotFound(let key, let context):
            return SiteFileError(file: file, path: path(context.codingPath + [key]), reason: "missing")
        case .dataCorrupted(let context):
            guard context.codingPath.isEmpty else {
                return SiteFileError(file: file, path: path(context.codingPath), reason: context.debugDescription)
            }
            return SiteFileError(file: file, path: "", reason: "not valid JSON")
        @unknown default:
            return SiteFileError(file: file, path: "", reason: "\(error)")
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
private struct FileBody: Decodable {
    var start: String
    var allow: [String]
    var pages: [String: PageFile]?

    private enum CodingKeys: String, CodingKey {
        case start, allow, pages
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        start = try container.decode(String.self, forKey: .start)
        allow = try container.decode([String].self, forKey: .allow)
        guard container.contains(.pages) else {
            pages = nil
            return
        }
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
