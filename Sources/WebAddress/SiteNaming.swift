// SPDX-License-Identifier: MIT
/// What the browsing mode asks of a public suffix list, which the core does not hold: the window asks
/// libpsl (through libsoup: the list WebKit itself keeps cookies by), tests give a few names.
///
/// A site is a registrable domain ("eTLD+1"): `en.wikipedia.org` and `www.wikipedia.org` are on
/// `wikipedia.org`, `www.bbc.co.uk` on `bbc.co.uk`, while `alice.github.io` and `bob.github.io` are
/// two sites, since `github.io` is a public suffix.
public protocol SiteNaming: Sendable {
    /// The registrable domain of `host` (as `HostName` normalises it: lowercase, international labels
    /// in their `xn--` form); nil when it has none: an IP address, a single label such as
    /// `localhost`, a public suffix itself, a name under no suffix the list knows.
    func registrableDomain(of host: String) -> String?

    /// Whether `suffix` (lowercase ASCII) is a suffix the list names, such as `org` or `co.uk`: not
    /// `js` or `local`, which only the list's default rule would make one.
    func isPublicSuffix(_ suffix: String) -> Bool
}
