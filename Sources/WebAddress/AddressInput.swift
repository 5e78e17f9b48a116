// SPDX-License-Identifier: MIT
/// What an address field makes of the text typed into it, as GNOME Web does
/// (`ephy_embed_utils_normalize_or_autosearch_address`):
/// - a URL with a scheme stays as it is (`https://…`, `file:///…`, and `javascript:…`, which the
///   policy then refuses);
/// - an absolute path is a file's URL;
/// - a host name, with a port, path, query or fragment or not, becomes an https URL when its last
///   label is a suffix the public suffix list names (`wikipedia.org`, `bbc.co.uk/news`), and an
///   http URL when it names this machine or one beside it (`localhost`, an IP address, one name
///   with a port: `nas:5000`), which seldom serve https;
/// - anything else (words, `node.js`, whose `js` is no suffix) is searched for.
public enum AddressInput {
    /// Schemes written without `//` after the colon (`mailto:x`), told apart from a host and port
    /// (`localhost:3000`) by name.
    static let schemesWithoutAuthority: Set<String> = ["about", "blob", "data", "file", "javascript", "mailto", "view-source"]

    /// The URL `text` means, searching with `search` when it is no address; nil for blank text.
    /// `naming` says which last labels are suffixes, `idna` maps a name beyond ASCII.
    public static func url(for text: String, search: SearchTemplate, naming: any SiteNaming, idna: any DomainNameMapping) -> String? {
        let scalars = text.unicodeScalars.drop { $0.properties.isWhitespace }.reversed().drop { $0.properties.isWhitespace }.reversed()
        let typed = String(String.UnicodeScalarView(scalars))
        guard !typed.isEmpty else { return nil }
        if hasScheme(typed) { return typed }
        if typed.hasPrefix("/") { return fileURL(path: typed) }
        if !typed.unicodeScalars.contains(where: { $0.properties.isWhitespace }), let scheme = scheme(forHostOf: typed, naming: naming, idna: idna) {
            return "\(scheme)://\(typed)"
        }
        return search.url(searchingFor: typed)
    }

    /// The `file:` URL of the absolute path `path`, each byte but letters, digits, `-._~` and `/`
    /// percent-encoded.
    public static func fileURL(path: String) -> String {
        "file://" + PercentEncoding.encoded(path) { PercentEncoding.isUnreserved($0) || $0 == UInt8(ascii: "/") }
    }

    /// Whether `text` starts with a scheme: one followed by `//`, or one of `schemesWithoutAuthority`.
    private static func hasScheme(_ text: String) -> Bool {
        guard let scheme = ParsedURL(text)?.scheme else { return false }
        return text.dropFirst(scheme.count + 1).hasPrefix("//") || schemesWithoutAuthority.contains(scheme.lowercased())
    }

    /// The scheme for `text` read as a host with what may follow it; nil when it is no host name.
    private static func scheme(forHostOf text: String, naming: any SiteNaming, idna: any DomainNameMapping) -> String? {
        guard let parts = ParsedURL("http://" + text), let host = HostName.normalised(parts.host, idna: idna) else { return nil }
        if host == "localhost" || host.hasSuffix(".localhost") || host.hasPrefix("[") || isIPv4(host) { return "http" }
        let labels = host.split(separator: ".")
        guard let last = labels.last, labels.count > 1 else { return parts.port == nil ? nil : "http" }
        return naming.isPublicSuffix(String(last)) ? "https" : nil
    }

    /// Four decimal numbers up to 255, dotted.
    private static func isIPv4(_ host: String) -> Bool {
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } && Int(part)! <= 255
        }
    }
}
