// SPDX-License-Identifier: MIT
import NumberFormat

/// Percent-encoding (RFC 3986, 2.1), for what goes into a URL the session makes: search words and
/// file paths.
enum PercentEncoding {
    /// `text`'s UTF-8 with each byte `kept` as it is and every other as `%XX` (uppercase hex).
    static func encoded(_ text: some StringProtocol, keeping kept: (UInt8) -> Bool) -> String {
        var encoded = ""
        for byte in text.utf8 {
            if kept(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + Digits.hex(UInt64(byte), width: 2, uppercase: true)
            }
        }
        return encoded
    }

    /// RFC 3986's unreserved characters: letters, digits, `-._~`.
    static func isUnreserved(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || "-._~".utf8.contains(byte)
    }
}
