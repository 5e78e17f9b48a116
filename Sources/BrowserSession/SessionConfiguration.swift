// SPDX-License-Identifier: MIT
/// How a session is set up, apart from any page: the page a fresh tab opens and the hosts kept in
/// the app (DESIGN.md, "Site files": `start` and `allow`). The headless site model and the browser
/// window read it from the same file; a file without `pages` is a configuration only.
public struct SessionConfiguration: Hashable, Sendable {
    /// The page a tab on its start view opens when the session starts.
    public let start: String
    /// The `allow` entries as written.
    public let allow: [String]
    /// The policy those entries make.
    public let policy: NavigationPolicy

    /// A configuration from a site file's `start` and `allow`; `file` (the file's name) starts every
    /// error message.
    /// - Throws: `SiteFileError` for a start page that can never be opened or an entry that is no host.
    public init(start: String, allow: [String], file: String) throws(SiteFileError) {
        switch NavigationPolicy(allow: []).decide(start) {
        case .inApp, .external: break
        case .refused(let reason): throw SiteFileError(file: file, path: "start", reason: "expected an http, https or file URL (\(reason))")
        }
        var patterns: [NavigationPolicy.HostPattern] = []
        for (index, entry) in allow.enumerated() {
            guard let pattern = NavigationPolicy.HostPattern(entry) else {
                throw SiteFileError(file: file, path: "allow[\(index)]", reason: "expected a host or *.domain, not \"\(entry)\"")
            }
            patterns.append(pattern)
        }
        self.start = start
        self.allow = allow
        self.policy = NavigationPolicy(allow: patterns)
    }
}
