// SPDX-License-Identifier: MIT
/// Hosts as the navigation policy compares them, whether they come from a URL or an `allow` entry.
enum HostName {
    /// `host` (as a URL writes it) percent-decoded, in its ASCII form and without a trailing dot,
    /// as browsers look it up and as WebKit hands its URLs over; nil when that leaves nothing, the
    /// host is not UTF-8 or `idna` refuses it.
    ///
    /// A name of ASCII letters, digits and punctuation with no `xn--` label is only lowercased, as
    /// browsers do (Chromium's fast path; the URL Standard's UTS #46 processing without
    /// `CheckHyphens` or the STD3 rules gives the same): `a_b.example` and the `r4---sn-…` names
    /// of video servers stay valid, which IDNA 2008's label rules would refuse. Any other name
    /// goes to `idna` whole (`bücher.de` → `xn--bcher-kva.de`, `ｅｘａｍｐｌｅ。com` → `example.com`).
    static func normalised(_ host: String?, idna: any DomainNameMapping) -> String? {
        guard let host, let decoded = percentDecoded(host) else { return nil }
        var name: String
        if decoded.utf8.allSatisfy({ $0 < 0x80 }) && !hasACELabel(decoded) {
            name = decoded.lowercased()
        } else {
            guard let ascii = idna.asciiName(of: decoded) else { return nil }
            name = ascii
        }
        if name.hasSuffix(".") { name.removeLast() }
        return name.isEmpty ? nil : name
    }

    /// Whether a label of `name` starts with `xn--` (in any case): one IDNA must check decodes.
    private static func hasACELabel(_ name: String) -> Bool {
        name.split(separator: ".").contains { $0.lowercased().hasPrefix("xn--") }
    }

    /// `text` with each `%XX` made its byte; nil when the bytes are not UTF-8. A `%` without two
    /// hex digits after it stays as it is.
    private static func percentDecoded(_ text: String) -> String? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        let bytes = Array(text.utf8)
        var decoded: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return String(validating: decoded, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
