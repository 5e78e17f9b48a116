// SPDX-License-Identifier: MIT
/// Which links stay in the app, which go to the system browser and which are never opened
/// (WKWebView's `decidePolicyFor navigationAction`, decided from the site's `allow` list).
///
/// - http and https URLs whose host matches an `allow` pattern stay in the app; any other http(s) URL
///   is handed to the system browser.
/// - file URLs stay in the app.
/// - Every other scheme (`javascript:`, `data:`, `mailto:`, …), relative and malformed URLs are refused.
///
/// Hosts are compared as `ParsedURL` finds them and `HostName` normalises them: percent-decoded,
/// lowercased, without a trailing dot, international names in their `xn--` form; so
/// `https://EXAMPLE.org./` is `example.org` and `https://en.wikipedia.org@evil.com/` is `evil.com`
/// (the part before `@` is userinfo). Ports do not matter: a host is allowed on any port.
public struct NavigationPolicy: Hashable, Sendable {
    /// Where a URL goes.
    public enum Decision: Hashable, Sendable {
        /// Opened in the app's tab.
        case inApp
        /// Handed to the system browser; the tab does not change.
        case external
        /// Never opened, previewed or handed off; the reason says why.
        case refused(String)
    }

    /// One entry of the `allow` list.
    ///
    /// As in WebKit content rules (`if-domain`: "add * in front to match domain and subdomains"), a
    /// leading `*.` matches the domain itself and every subdomain of it: `*.example.org` matches
    /// `example.org` and `a.b.example.org`, never `badexample.org`. Without it the host must be equal.
    public enum HostPattern: Hashable, Sendable {
        /// Exactly this host.
        case exact(String)
        /// This domain and its subdomains.
        case domain(String)

        /// Parses `host` or `*.domain`; nil for anything else (a path, a port, userinfo, an empty host,
        /// another `*`).
        public init?(_ entry: String) {
            let wildcard = entry.hasPrefix("*.")
            let name = wildcard ? String(entry.dropFirst(2)) : entry
            // A `*` anywhere else is no pattern we know (a host may hold a `*`).
            guard !name.contains("*"), let host = NavigationPolicy.host(ofEntry: name) else { return nil }
            self = wildcard ? .domain(host) : .exact(host)
        }

        /// Whether `host` (already normalised) matches.
        public func matches(_ host: String) -> Bool {
            switch self {
            case .exact(let allowed): host == allowed
            case .domain(let domain): host == domain || host.hasSuffix("." + domain)
            }
        }
    }

    /// The patterns of the hosts kept in the app.
    public var allow: [HostPattern]

    public init(allow: [HostPattern]) {
        self.allow = allow
    }

    /// Where `url` goes.
    public func decide(_ url: String) -> Decision {
        // WebKit reads `\` as `/` in http(s) URLs and drops tabs and newlines; RFC 3986 does not,
        // so `https://evil.com\@en.wikipedia.org/` would be en.wikipedia.org here and evil.com there.
        if let odd = url.unicodeScalars.first(where: { $0 == "\\" || $0.properties.isWhitespace || $0.properties.generalCategory == .control }) {
            return .refused("U+\(String(odd.value, radix: 16, uppercase: true)) in a URL is read differently by browsers")
        }
        guard let parts = ParsedURL(url) else { return .refused("malformed URL") }
        guard let scheme = parts.scheme?.lowercased() else { return .refused("relative URL") }
        switch scheme {
        case "file":
            return .inApp
        case "http", "https":
            guard let host = HostName.normalised(parts.host) else { return .refused("no host") }
            return allow.contains { $0.matches(host) } ? .inApp : .external
        default:
            return .refused("\(scheme): URLs are never opened")
        }
    }

    /// The site `url` is on in the browsing mode: its host's registrable domain with every name
    /// under it (`https://en.wikipedia.org/` is on `*.wikipedia.org`), or the host alone when it
    /// has none (`127.0.0.1`, `localhost`); nil for a URL that is on no site: a file, or one the
    /// policy refuses.
    public static func site(of url: String, naming: any SiteNaming) -> HostPattern? {
        // Kept by no `allow` list, a URL is handed on exactly when it is http(s) with a host.
        guard NavigationPolicy(allow: []).decide(url) == .external, let host = host(of: url) else { return nil }
        return naming.registrableDomain(of: host).map(HostPattern.domain) ?? .exact(host)
    }

    /// The normalised host of `url` (lowercased, no trailing dot), nil when it has none: the key
    /// of the zoom remembered per host.
    public static func host(of url: String) -> String? {
        HostName.normalised(ParsedURL(url)?.host)
    }

    /// The host an `allow` entry names, parsed as the host of an https URL so both sides of a
    /// comparison are normalised alike (punycode, case, trailing dot).
    private static func host(ofEntry entry: String) -> String? {
        guard let parts = ParsedURL("https://" + entry), parts.userinfo == nil, parts.port == nil,
              parts.path.isEmpty, parts.query == nil, parts.fragment == nil
        else { return nil }
        return HostName.normalised(parts.host)
    }
}
