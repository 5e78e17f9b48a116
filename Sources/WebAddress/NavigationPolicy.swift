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
/// lowercased, without a trailing dot, international names in their `xn--` form (UTS #46 as
/// browsers map them, by the policy's `DomainNameMapping`); so `https://EXAMPLE.org./` is
/// `example.org`, `https://faß.de/` is `xn--fa-hia.de` and `https://en.wikipedia.org@evil.com/`
/// is `evil.com` (the part before `@` is userinfo). Ports do not matter: a host is allowed on any port.
public struct NavigationPolicy: Sendable {
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

        /// Parses `host` or `*.domain`, its name mapped by `idna`; nil for anything else (a path, a
        /// port, userinfo, an empty host, another `*`, a name IDNA refuses).
        public init?(_ entry: String, idna: any DomainNameMapping) {
            let wildcard = entry.hasPrefix("*.")
            let name = wildcard ? String(entry.dropFirst(2)) : entry
            // A `*` anywhere else is no pattern we know (a host may hold a `*`).
            guard !name.contains("*"), let host = NavigationPolicy.host(ofEntry: name, idna: idna) else { return nil }
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

    /// What a URL is before its host is compared: what `decide` and a search template ask first.
    enum Kind: Equatable {
        /// Never opened, for this reason.
        case refused(String)
        /// A `file:` URL.
        case file
        /// An http(s) URL with its host as written (nil without one).
        case web(host: String?)
    }

    /// The patterns of the hosts kept in the app.
    public var allow: [HostPattern]
    /// How names beyond ASCII are mapped, the same in every policy of a program: a service the
    /// policy uses, not part of what it is (two policies are equal when they allow the same hosts).
    private let idna: any DomainNameMapping

    public init(allow: [HostPattern], idna: any DomainNameMapping) {
        self.allow = allow
        self.idna = idna
    }

    /// Where `url` goes.
    public func decide(_ url: String) -> Decision {
        switch Self.kind(of: url) {
        case .refused(let reason):
            return .refused(reason)
        case .file:
            return .inApp
        case .web(let host):
            guard let host = HostName.normalised(host, idna: idna) else { return .refused("no host") }
            return allow.contains { $0.matches(host) } ? .inApp : .external
        }
    }

    /// What `url` is, from its characters and its scheme alone.
    static func kind(of url: String) -> Kind {
        // WebKit reads `\` as `/` in http(s) URLs and drops tabs and newlines; RFC 3986 does not,
        // so `https://evil.com\@en.wikipedia.org/` would be en.wikipedia.org here and evil.com there.
        if let odd = url.unicodeScalars.first(where: { $0 == "\\" || $0.properties.isWhitespace || $0.properties.generalCategory == .control }) {
            return .refused("U+\(String(odd.value, radix: 16, uppercase: true)) in a URL is read differently by browsers")
        }
        guard let parts = ParsedURL(url) else { return .refused("malformed URL") }
        guard let scheme = parts.scheme?.lowercased() else { return .refused("relative URL") }
        switch scheme {
        case "file": return .file
        case "http", "https": return .web(host: parts.host)
        default: return .refused("\(scheme): URLs are never opened")
        }
    }

    /// The site `url` is on in the browsing mode: its host's registrable domain with every name
    /// under it (`https://en.wikipedia.org/` is on `*.wikipedia.org`), or the host alone when it
    /// has none (`127.0.0.1`, `localhost`); nil for a URL that is on no site: a file, or one the
    /// policy refuses.
    public static func site(of url: String, naming: any SiteNaming, idna: any DomainNameMapping) -> HostPattern? {
        // Kept by no `allow` list, a URL is handed on exactly when it is http(s) with a host.
        guard NavigationPolicy(allow: [], idna: idna).decide(url) == .external, let host = host(of: url, idna: idna) else { return nil }
        return naming.registrableDomain(of: host).map(HostPattern.domain) ?? .exact(host)
    }

    /// The normalised host of `url` (lowercased, no trailing dot), nil when it has none: the key
    /// of the zoom remembered per host.
    public static func host(of url: String, idna: any DomainNameMapping) -> String? {
        HostName.normalised(ParsedURL(url)?.host, idna: idna)
    }

    /// The host an `allow` entry names, parsed as the host of an https URL so both sides of a
    /// comparison are normalised alike (IDNA, case, trailing dot).
    private static func host(ofEntry entry: String, idna: any DomainNameMapping) -> String? {
        guard let parts = ParsedURL("https://" + entry), parts.userinfo == nil, parts.port == nil,
              parts.path.isEmpty, parts.query == nil, parts.fragment == nil
        else { return nil }
        return HostName.normalised(parts.host, idna: idna)
    }
}

extension NavigationPolicy: Hashable {
    public static func == (left: NavigationPolicy, right: NavigationPolicy) -> Bool {
        left.allow == right.allow
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(allow)
    }
}
