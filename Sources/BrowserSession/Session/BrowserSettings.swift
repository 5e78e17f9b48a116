// SPDX-License-Identifier: MIT
import JSON
import WebAddress

/// The window's settings, `$XDG_CONFIG_HOME/peekpop/browser.json`, every key optional:
///
/// ```json
/// { "start": "https://www.wikipedia.org/", "search": "https://duckduckgo.com/?q=%s" }
/// ```
///
/// `start` is the home page (a first tab's, a new tab's, the start view's Start), `search` the
/// address field's search (`SearchTemplate`). A file that also has `allow` is a site file
/// (`SiteFile`, `start` then required): it pins the window to its hosts, as `--site` does.
public struct BrowserSettings: Sendable {
    /// The home page without a `start`: Wikipedia's portal, a page in every language.
    public static let defaultStart = "https://www.wikipedia.org/"

    /// The home page.
    public let start: String
    /// The address field's search.
    public let search: SearchTemplate
    /// The file as a site file, when it has `allow`.
    public let site: SiteFile?

    /// The settings of a machine without the file.
    public static let defaults = BrowserSettings(start: defaultStart, search: .duckDuckGo, site: nil)

    private init(start: String, search: SearchTemplate, site: SiteFile?) {
        self.start = start
        self.search = search
        self.site = site
    }

    /// Parses the file (UTF-8 JSON) named `name`, which starts every error message; keys it does not
    /// know are ignored. `idna` maps the host names of a site file's `allow`.
    public init(json: some Collection<UInt8>, name: String, idna: any DomainNameMapping) throws(SiteFileError) {
        let reader = SiteFileReader(file: name)
        guard let document = try? JSONValue(parsing: json) else { throw reader.error(at: "", "not valid JSON") }
        let body = try reader.object(document, at: "")
        if body["allow"] != nil {
            let site = try SiteFile(json: json, name: name, idna: idna)
            self.init(start: site.configuration.start, search: site.search ?? .duckDuckGo, site: site)
        } else {
            let start = try body["start"].map { start throws(SiteFileError) in try reader.string(start, at: "start") }
            let search = try body["search"].map { search throws(SiteFileError) in try reader.search(search) }
            self.init(start: start ?? Self.defaultStart, search: search ?? .duckDuckGo, site: nil)
        }
    }
}
