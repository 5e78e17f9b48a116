// SPDX-License-Identifier: MIT
/// Hosts as the navigation policy compares them, whether they come from a URL or an `allow` entry.
enum HostName {
    /// `host` (as a URL writes it) percent-decoded, lowercased and without a trailing dot, each
    /// label beyond ASCII in its ASCII form (`bücher` → `xn--bcher-kva`, RFC 3492), as browsers
    /// look it up and as WebKit hands its URLs over; nil when that leaves nothing, or the host is
    /// not UTF-8.
    ///
    /// Lowercasing stands in for the UTS #46 mapping browsers apply first: it is the same for
    /// every name made of letters and digits, but folds no compatibility forms (fullwidth letters,
    /// `ß`), which a site's `allow` entries can write as their plain forms.
    static func normalised(_ host: String?) -> String? {
        guard let host, let decoded = percentDecoded(host) else { return nil }
        var name = decoded.lowercased()
        if name.hasSuffix(".") { name.removeLast() }
        guard !name.isEmpty else { return nil }
        var labels: [String] = []
        for label in name.split(separator: ".", omittingEmptySubsequences: false) {
            if label.utf8.allSatisfy({ $0 < 0x80 }) {
                labels.append(String(label))
            } else {
                guard let ascii = Punycode.encode(label) else { return nil }
                labels.append("xn--" + ascii)
            }
        }
        return labels.joined(separator: ".")
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
