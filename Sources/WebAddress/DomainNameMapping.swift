// SPDX-License-Identifier: MIT
/// What host names beyond ASCII ask of IDNA, which the core does not do itself: the programs give
/// libidn2 (`UTS46` in the `IDNA` module), the library curl, wget and libpsl use for it.
///
/// A name is looked up as UTS #46 maps it with nontransitional processing, as current browsers
/// do: `faß.de` is `xn--fa-hia.de` (not `fass.de`, as IDNA 2003 and transitional processing made
/// it), a final `ς` stays itself, joiners are kept where their context allows them; upper case,
/// full-width letters and the full-width dots (`。．｡`) are mapped first.
public protocol DomainNameMapping: Sendable {
    /// `name` (Unicode, already percent-decoded) in its ASCII form: mapped, normalised (NFC),
    /// checked, each label beyond ASCII as `xn--` and its Punycode; nil when a label is not a
    /// valid one (a leading combining mark, a joiner out of context, hyphens in the 3rd and 4th
    /// places, a code point IDNA disallows, an `xn--` label that does not decode).
    func asciiName(of name: String) -> String?
}
