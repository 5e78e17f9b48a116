// SPDX-License-Identifier: MIT
/// The address field's search engine: an http(s) URL with `%s` where the words go, as GNOME Web
/// keeps its search engines (`https://duckduckgo.com/?q=%s`). Words go in form-encoded (a space as
/// `+`, every other byte but letters, digits and `-._~` as `%XX` of its UTF-8), as an HTML search
/// form sends them.
public struct SearchTemplate: Hashable, Sendable {
    /// DuckDuckGo, GNOME Web's default: it keeps no profile of who searches.
    public static let duckDuckGo = SearchTemplate("https://duckduckgo.com/?q=%s")!

    /// The template as written.
    public let template: String

    /// The template `template`; nil unless it holds `%s` once and makes an http(s) URL with a host.
    public init?(_ template: String) {
        guard let example = Self.fill(template, with: "x"), case .web(let host?) = NavigationPolicy.kind(of: example), !host.isEmpty else { return nil }
        self.template = template
    }

    /// The URL that searches for `words`.
    public func url(searchingFor words: String) -> String {
        let encoded = words.split(separator: Character(" "), omittingEmptySubsequences: false)
            .map { PercentEncoding.encoded($0, keeping: PercentEncoding.isUnreserved) }
            .joined(separator: "+")
        // `init` made sure it has its one `%s`.
        return Self.fill(template, with: encoded) ?? template
    }

    /// `template` with its `%s` replaced by `text`; nil when it has none, or more than one.
    private static func fill(_ template: String, with text: String) -> String? {
        let bytes = Array(template.utf8)
        let holes = bytes.indices.dropLast().filter { bytes[$0] == UInt8(ascii: "%") && bytes[$0 + 1] == UInt8(ascii: "s") }
        guard holes.count == 1, let hole = holes.first else { return nil }
        return String(decoding: bytes[..<hole], as: UTF8.self) + text + String(decoding: bytes[(hole + 2)...], as: UTF8.self)
    }
}
