// SPDX-License-Identifier: MIT
import WebAddress

/// A few names of the public suffix list, as `SiteNaming` asks: `org`, `com`, `uk` and `co.uk`,
/// `io` and `github.io` (where each user's name is a site of its own).
public struct TestSuffixes: SiteNaming {
    public static let suffixes: Set<String> = ["org", "com", "uk", "co.uk", "io", "github.io", "de"]

    public init() {}

    public func registrableDomain(of host: String) -> String? {
        let labels = host.split(separator: ".").map(String.init)
        // The longest suffix the host is under, and the label before it.
        for start in labels.indices.dropFirst() where Self.suffixes.contains(labels[start...].joined(separator: ".")) {
            return labels[(start - 1)...].joined(separator: ".")
        }
        return nil
    }

    public func isPublicSuffix(_ suffix: String) -> Bool {
        Self.suffixes.contains(suffix)
    }
}
