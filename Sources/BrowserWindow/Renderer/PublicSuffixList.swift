// SPDX-License-Identifier: MIT
import BrowserSession
import CWebKit
import WebAddress

/// The public suffix list as WebKit's network layer reads it (libsoup's `soup_tld_*`, over libpsl:
/// Debian's `publicsuffix` list when installed, else libpsl's own copy), so a tab's site is the
/// site WebKit keeps cookies by. libsoup refuses what has no registrable domain (an IP address,
/// `localhost`, a suffix itself, a name under no suffix the list names).
public struct PublicSuffixList: SiteNaming {
    public init() {}

    public func registrableDomain(of host: String) -> String? {
        // A pointer into `host`'s C string: copied before that goes.
        host.withCString { name in soup_tld_get_base_domain(name, nil).map { String(cString: $0) } }
    }

    public func isPublicSuffix(_ suffix: String) -> Bool {
        soup_tld_domain_is_public_suffix(suffix) != 0
    }
}
