// SPDX-License-Identifier: MIT
import JSON
import WebAddress

/// A `--site` file as written (DESIGN.md, "Site files"): the session's configuration (`start`,
/// `allow`) and, for the headless site model, its `pages`. A file without `pages` configures a
/// session whose pages a real browser renders; the window also reads its `search`, for its address
/// field (the site's own search, say).
public struct SiteFile: Sendable {
    /// The file's name, as given to `init(json:name:idna:)`.
    public let name: String
    /// `start` and `allow`.
    public let configuration: SessionConfiguration
    /// The pages by URL; nil when the file has none.
    public let pages: [String: SitePage]?
    /// The address field's search; nil when the file names none.
    public let search: SearchTemplate?

    /// Parses a site file (UTF-8 JSON); `name` (the file's name) starts every error message, and
    /// the path of the key at fault follows as the JSON writes it (`pages["…"].links[2].rect`).
    /// Keys the file format does not have are ignored. `idna` maps host names beyond ASCII.
    public init(json: some Collection<UInt8>, name: String, idna: any DomainNameMapping) throws(SiteFileError) {
        let reader = SiteFileReader(file: name)
        guard let document = try? JSONValue(parsing: json) else { throw reader.error(at: "", "not valid JSON") }
        let body = try reader.object(document, at: "")
        let start = try reader.string(try reader.member("start", of: body, at: ""), at: "start")
        let allow = try reader.array(try reader.member("allow", of: body, at: ""), at: "allow").enumerated().map { index, entry throws(SiteFileError) in
            try reader.string(entry, at: "allow[\(index)]")
        }
        self.name = name
        pages = try body["pages"].map { pages throws(SiteFileError) in try reader.pages(pages) }
        search = try body["search"].map { search throws(SiteFileError) in try reader.search(search) }
        configuration = try SessionConfiguration(start: start, allow: allow, idna: idna, file: name)
    }
}

/// Reads one site file's values (or browser.json's, `BrowserSettings`), each error naming the file
/// and the path of the value at fault.
struct SiteFileReader {
    let file: String

    func error(at path: String, _ reason: String) -> SiteFileError {
        SiteFileError(file: file, path: path, reason: reason)
    }

    /// `key` of `object` (at `path`), which must be there.
    func member(_ key: String, of object: JSONValue, at path: String) throws(SiteFileError) -> JSONValue {
        guard let value = object[key] else { throw error(at: path.isEmpty ? key : "\(path).\(key)", "missing") }
        return value
    }

    func object(_ value: JSONValue, at path: String) throws(SiteFileError) -> JSONValue {
        guard case .object = value else { throw error(at: path, "expected an object") }
        return value
    }

    func array(_ value: JSONValue, at path: String) throws(SiteFileError) -> [JSONValue] {
        guard let elements = value.arrayElements else { throw error(at: path, "expected an array") }
        return elements
    }

    func string(_ value: JSONValue, at path: String) throws(SiteFileError) -> String {
        guard let text = value.stringValue else { throw error(at: path, "expected a string") }
        return text
    }

    /// `search`: a URL with `%s` for the words.
    func search(_ value: JSONValue) throws(SiteFileError) -> SearchTemplate {
        guard let search = SearchTemplate(try string(value, at: "search")) else {
            throw error(at: "search", "expected an http or https URL with one %s where the words go")
        }
        return search
    }

    /// `pages`: each page by its URL (of a URL given twice, the first).
    func pages(_ value: JSONValue) throws(SiteFileError) -> [String: SitePage] {
        guard let members = try object(value, at: "pages").objectMembers else { return [:] }
        var pages: [String: SitePage] = [:]
        for member in members where pages[member.key] == nil {
            pages[member.key] = try page(member.value, at: "pages[\"\(member.key)\"]")
        }
        return pages
    }

    /// A page: its `title`, and its `links` (none when absent or null).
    private func page(_ value: JSONValue, at path: String) throws(SiteFileError) -> SitePage {
        let page = try object(value, at: path)
        let title = try string(try member("title", of: page, at: path), at: "\(path).title")
        guard let links = page["links"], links != .null else { return SitePage(title: title, links: []) }
        return SitePage(title: title, links: try array(links, at: "\(path).links").enumerated().map { index, link throws(SiteFileError) in
            try self.link(link, at: "\(path).links[\(index)]")
        })
    }

    /// A link: its `href` and its `rect`, four numbers of which the last two are not negative.
    private func link(_ value: JSONValue, at path: String) throws(SiteFileError) -> Link {
        let link = try object(value, at: path)
        let href = try string(try member("href", of: link, at: path), at: "\(path).href")
        let rectPath = "\(path).rect"
        let numbers = try array(try member("rect", of: link, at: path), at: rectPath).enumerated().map { index, number throws(SiteFileError) in
            guard let value = number.doubleValue else { throw error(at: "\(rectPath)[\(index)]", "expected a number") }
            return value
        }
        guard numbers.count == 4 else { throw error(at: rectPath, "expected 4 numbers") }
        guard numbers[2] >= 0, numbers[3] >= 0 else { throw error(at: rectPath, "width and height must not be negative") }
        return Link(href: href, rect: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
    }
}
