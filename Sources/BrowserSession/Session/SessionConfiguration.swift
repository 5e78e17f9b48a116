// SPDX-License-Identifier: MIT
import WebAddress

/// How a session is set up, apart from any page: the page a fresh tab opens and how far a tab may
/// go. A site file (DESIGN.md, "Site files": `start` and `allow`) pins every tab to its hosts; the
/// browsing mode keeps each tab on a site of its own. The headless site model and the browser
/// window read a site file alike; a file without `pages` is a configuration only.
public struct SessionConfiguration: Sendable {
    /// Where the tabs may go.
    public enum Scope: Sendable {
        /// A site file's `allow` list, as a policy: every tab keeps to its hosts, and links to
        /// other http(s) hosts go to the system browser.
        case site(NavigationPolicy)
        /// The browsing mode: each tab keeps to the site of the page it shows (its registrable
        /// domain, `NavigationPolicy.site(of:naming:)`), and a link to another site opens in a new
        /// tab of the session; a URL the policy refuses is still refused.
        case browsing(any SiteNaming)
    }

    /// The page a tab on its start view opens when the session starts, and a new tab's page.
    public let start: String
    /// The `allow` entries as written; none in the browsing mode.
    public let allow: [String]
    /// A site file's hosts, or the browsing mode.
    public let scope: Scope
    /// How host names beyond ASCII are mapped (IDNA): in the site file's policy, and for every
    /// policy the session makes.
    let idna: any DomainNameMapping

    /// A configuration from a site file's `start` and `allow`, host names mapped by `idna`; `file`
    /// (the file's name) starts every error message.
    /// - Throws: `SiteFileError` for a start page that can never be opened or an entry that is no host.
    public init(start: String, allow: [String], idna: any DomainNameMapping, file: String) throws(SiteFileError) {
        try Self.check(start: start, idna: idna, file: file)
        var patterns: [NavigationPolicy.HostPattern] = []
        for (index, entry) in allow.enumerated() {
            guard let pattern = NavigationPolicy.HostPattern(entry, idna: idna) else {
                throw SiteFileError(file: file, path: "allow[\(index)]", reason: "expected a host or *.domain, not \"\(entry)\"")
            }
            patterns.append(pattern)
        }
        self.start = start
        self.allow = allow
        self.idna = idna
        scope = .site(NavigationPolicy(allow: patterns, idna: idna))
    }

    /// The browsing mode, opening `start` in a fresh tab; `sites` names the site of each page.
    /// - Throws: `SiteFileError` (at `start` in `file`) for a start page that can never be opened.
    public init(browsingFrom start: String, sites: any SiteNaming, idna: any DomainNameMapping, file: String) throws(SiteFileError) {
        try Self.check(start: start, idna: idna, file: file)
        self.start = start
        allow = []
        self.idna = idna
        scope = .browsing(sites)
    }

    private static func check(start: String, idna: any DomainNameMapping, file: String) throws(SiteFileError) {
        if case .refused(let reason) = NavigationPolicy(allow: [], idna: idna).decide(start) {
            throw SiteFileError(file: file, path: "start", reason: "expected an http, https or file URL (\(reason))")
        }
    }
}

extension SessionConfiguration.Scope {
    /// Where a page the tab's policy keeps out of it goes (`NavigationPolicy.Decision.external`).
    enum Elsewhere {
        /// Handed to the system browser, every tab unchanged: a site file's window keeps to its hosts.
        case systemBrowser
        /// Opened in the session, on a site of its own: the browsing mode.
        case session
    }

    /// Where pages outside a tab's policy go.
    var elsewhere: Elsewhere {
        switch self {
        case .site: .systemBrowser
        case .browsing: .session
        }
    }
}

extension SessionConfiguration {
    /// The policy of a tab showing `url` (nil on its start view): the site file's, or in the
    /// browsing mode the site of that page (on the start view or a file, no site: every http(s)
    /// link leaves it).
    func policy(forPage url: String?) -> NavigationPolicy {
        switch scope {
        case .site(let policy):
            return policy
        case .browsing(let naming):
            let site = url.flatMap { NavigationPolicy.site(of: $0, naming: naming, idna: idna) }
            return NavigationPolicy(allow: site.map { [$0] } ?? [], idna: idna)
        }
    }
}
