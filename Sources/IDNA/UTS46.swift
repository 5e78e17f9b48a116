// SPDX-License-Identifier: MIT
import CIDN2
import WebAddress

/// UTS #46 by libidn2 (`idn2_to_ascii_8z`), as current browsers map host names: nontransitional
/// processing (`faß.de` is `xn--fa-hia.de`), the input put in NFC first, IDNA 2008's label rules
/// after the mapping (joiners in context, no leading combining mark, hyphens, disallowed code
/// points), Punycode for every label beyond ASCII.
///
/// Not the STD3 rules (`IDN2_USE_STD3_ASCII_RULES`): the URL Standard turns them off
/// (`UseSTD3ASCIIRules` false), so browsers take `_` and other ASCII punctuation in names that
/// DNS itself does not forbid, and so does `HostName` before it asks here.
public struct UTS46: DomainNameMapping {
    public init() {}

    public func asciiName(of name: String) -> String? {
        var output: UnsafeMutablePointer<CChar>?
        let flags = Int32(IDN2_NONTRANSITIONAL.rawValue | IDN2_NFC_INPUT.rawValue)
        guard idn2_to_ascii_8z(name, &output, flags) == Int32(IDN2_OK.rawValue), let output else { return nil }
        // libidn2 allocates the result; it is ours to free once copied.
        defer { idn2_free(output) }
        return String(cString: output)
    }
}
