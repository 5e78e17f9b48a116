// SPDX-License-Identifier: MIT
/// A URL string taken apart by RFC 3986's generic syntax, as far as the session asks of a URL:
/// its scheme, whether it has userinfo, its host and port, and whether it has a path, query or
/// fragment. No part is decoded but the host (`hostName`); nothing is resolved against a base
/// (the session only decides on URLs WebKit or a site file gives it whole).
///
/// Lenient where browsers are: a path, query or fragment may hold any character. Strict where a
/// mistake would send a page to the wrong host: the scheme must be one, the port digits, an IPv6
/// literal closed, and the host made of what a host may hold (RFC 3986's `reg-name`: letters,
/// digits, `-._~!$&'()*+,;=`, percent escapes) or of letters beyond ASCII (an international name).
struct ParsedURL: Hashable, Sendable {
    /// As written (not lowercased); nil for a relative reference.
    var scheme: String?
    /// What is before the authority's last `@`; nil when there is no `@`.
    var userinfo: String?
    /// The authority's host as written (`[…]` for an IPv6 literal); nil without an authority
    /// (`//`), empty in `file:///x`.
    var host: String?
    /// The port's digits as a number; nil when there is none or it is empty (`host:`).
    var port: Int?
    var path = ""
    var query: String?
    var fragment: String?

    /// `text` taken apart; nil when it breaks the rules above.
    init?(_ text: String) {
        var rest = Substring(text)
        if let fragmentStart = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: fragmentStart)...])
            rest = rest[..<fragmentStart]
        }
        if let queryStart = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: queryStart)...])
            rest = rest[..<queryStart]
        }
        // A scheme is what comes before a `:` that comes before any `/`.
        if let colon = rest.firstIndex(where: { $0 == ":" || $0 == "/" }), rest[colon] == ":", colon != rest.startIndex {
            guard Self.isScheme(rest[..<colon]) else { return nil }
            scheme = String(rest[..<colon])
            rest = rest[rest.index(after: colon)...]
        }
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let authorityEnd = rest.firstIndex(of: "/") ?? rest.endIndex
            guard parseAuthority(rest[..<authorityEnd]) else { return nil }
            rest = rest[authorityEnd...]
        }
        path = String(rest)
    }

    /// RFC 3986: a letter, then letters, digits, `+`, `-` and `.`.
    private static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) }
    }

    /// Userinfo, host and port out of `authority`; false when the host or port is malformed.
    private mutating func parseAuthority(_ authority: Substring) -> Bool {
        var hostAndPort = authority
        if let at = authority.lastIndex(of: "@") {
            userinfo = String(authority[..<at])
            hostAndPort = authority[authority.index(after: at)...]
        }
        let portText: Substring?
        if hostAndPort.hasPrefix("[") {
            // An IPv6 literal: its colons are not the port's.
            guard let close = hostAndPort.firstIndex(of: "]") else { return false }
            let afterClose = hostAndPort.index(after: close)
            host = String(hostAndPort[...close])
            guard afterClose == hostAndPort.endIndex || hostAndPort[afterClose] == ":" else { return false }
            portText = afterClose == hostAndPort.endIndex ? nil : hostAndPort[hostAndPort.index(after: afterClose)...]
        } else {
            let colon = hostAndPort.lastIndex(of: ":")
            let name = colon.map { hostAndPort[..<$0] } ?? hostAndPort
            guard Self.isHost(name) else { return false }
            host = String(name)
            portText = colon.map { hostAndPort[hostAndPort.index(after: $0)...] }
        }
        guard let portText, !portText.isEmpty else { return true }
        guard portText.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), let number = Int(portText) else { return false }
        port = number
        return true
    }

    /// Whether `name` is made of what a host may hold: `reg-name`'s characters, complete percent
    /// escapes, and any character beyond ASCII.
    private static func isHost(_ name: Substring) -> Bool {
        let allowed = "-._~!$&'()*+,;=".utf8
        var bytes = name.utf8[...]
        while let byte = bytes.first {
            if byte == UInt8(ascii: "%") {
                guard bytes.count >= 3, bytes.dropFirst().prefix(2).allSatisfy(\.isHexDigit) else { return false }
                bytes = bytes.dropFirst(3)
                continue
            }
            guard byte >= 0x80 || byte.isLetterOrDigit || allowed.contains(byte) else { return false }
            bytes = bytes.dropFirst()
        }
        return true
    }
}

extension UInt8 {
    fileprivate var isLetterOrDigit: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
    }

    fileprivate var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self | 0x20)
    }
}
