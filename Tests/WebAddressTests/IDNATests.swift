// SPDX-License-Identifier: MIT
import IDNA
import Testing
@testable import WebAddress

/// Host names beyond ASCII as browsers map them (UTS #46, nontransitional processing), by libidn2:
/// the cases where IDNA 2003, UTS #46's transitional processing and its nontransitional processing
/// differ, and labels IDNA refuses. The table holds all three answers; `check_idna.py` checks every
/// column against Python's `idna` package (UTS #46, both processings) and its `idna` codec (IDNA
/// 2003), an implementation of its own (`make test-unit` runs it).
@Suite struct IDNATests {
    /// A name; its ASCII form by nontransitional processing (what `UTS46` gives: nil, refused), by
    /// transitional processing and by IDNA 2003.
    typealias Row = (name: String, nontransitional: String?, transitional: String?, idna2003: String?)

    static let table: [Row] = [
        // ß is a letter of its own, not ss.
        ("faß.de", "xn--fa-hia.de", "fass.de", "fass.de"),
        ("straße.example", "xn--strae-oqa.example", "strasse.example", "strasse.example"),
        // A final sigma stays final; upper case maps to the medial one.
        ("βόλος.com", "xn--nxasmm1c.com", "xn--nxasmq6b.com", "xn--nxasmq6b.com"),
        ("σοφος.gr", "xn--0xaajbq.gr", "xn--0xaakcn.gr", "xn--0xaakcn.gr"),
        ("ΣΟΦΟΣ.gr", "xn--0xaakcn.gr", "xn--0xaakcn.gr", "xn--0xaakcn.gr"),
        // Joiners are kept where their context allows them (after a virama, between joining
        // letters), and refused elsewhere; transitional processing and IDNA 2003 drop them.
        ("ශ්\u{200D}රී.lk", "xn--10cl1a0b660p.lk", "xn--10cl1a0b.lk", "xn--10cl1a0b.lk"),
        ("نامه\u{200C}ای.ir", "xn--mgba3gch31f060k.ir", "xn--mgba3gch31f.ir", "xn--mgba3gch31f.ir"),
        ("ab\u{200C}c.de", nil, "abc.de", "abc.de"),
        ("a\u{200D}b.de", nil, "ab.de", "ab.de"),
        // The full-width dots separate labels.
        ("bücher。de", "xn--bcher-kva.de", "xn--bcher-kva.de", "xn--bcher-kva.de"),
        ("www．bücher｡de", "www.xn--bcher-kva.de", "www.xn--bcher-kva.de", "www.xn--bcher-kva.de"),
        // Upper case, an A-label in upper case, full-width letters.
        ("BÜCHER.DE", "xn--bcher-kva.de", "xn--bcher-kva.de", "xn--bcher-kva.de"),
        ("XN--BCHER-KVA.de", "xn--bcher-kva.de", "xn--bcher-kva.de", "xn--bcher-kva.de"),
        ("ＢＵＣＨＥＲ.de", "bucher.de", "bucher.de", "bucher.de"),
        ("ｅｘａｍｐｌｅ．ｃｏｍ", "example.com", "example.com", "example.com"),
        // Labels IDNA 2008 refuses, which IDNA 2003 took: a leading combining mark, hyphens in the
        // 3rd and 4th places or at an end, a symbol, a conjoining jamo, an A-label that does not decode.
        ("\u{0301}a.de", nil, nil, "xn--a-wbb.de"),
        ("äb--c.de", nil, nil, "xn--b--c-koa.de"),
        ("ä-.de", nil, nil, "xn----zfa.de"),
        ("💩.la", nil, nil, "xn--ls8h.la"),
        ("ᄀ.com", nil, nil, "xn--ypd.com"),
        ("xn--a.com", nil, nil, "xn--a.com"),
    ]

    @Test(arguments: table)
    func namesAreMappedAsBrowsersDo(_ row: Row) {
        #expect(UTS46().asciiName(of: row.name) == row.nontransitional)
        #expect(HostName.normalised(row.name, idna: UTS46()) == row.nontransitional)
    }

    @Test(arguments: table.filter { $0.nontransitional == nil })
    func aNameIDNARefusesIsNoHost(_ row: Row) {
        #expect(NavigationPolicy(allow: [], idna: UTS46()).decide("https://\(row.name)/") == .refused("no host"))
    }

    /// As browsers read them, names of ASCII alone: lowercased, never asked of IDNA (whose label
    /// rules would refuse `_` and the `r4---` of video servers), so libidn2 only sees the others.
    @Test(arguments: [("EN.Wikipedia.ORG.", "en.wikipedia.org"), ("a_b.example", "a_b.example"),
                      ("r4---sn-4g5e6nsz.googlevideo.com", "r4---sn-4g5e6nsz.googlevideo.com")])
    func asciiNamesAreOnlyLowercased(_ host: String, _ normalised: String) {
        #expect(HostName.normalised(host, idna: RefusingEverything()) == normalised)
        #expect(HostName.normalised(host, idna: UTS46()) == normalised)
    }

    @Test func everyOtherNameIsAskedOfIDNA() {
        #expect(HostName.normalised("bücher.de", idna: RefusingEverything()) == nil)
        #expect(HostName.normalised("xn--bcher-kva.de", idna: RefusingEverything()) == nil)
    }

    /// A mapping that refuses every name: which names `HostName` asks of IDNA at all.
    struct RefusingEverything: DomainNameMapping {
        func asciiName(of name: String) -> String? { nil }
    }
}
