// SPDX-License-Identifier: MIT
import BrowserSession
import WebAddress

/// What the window makes of a URL that comes from outside its pages: text typed in the address
/// field, an operand of the command line, URLs another program handed over. The core decides what
/// it takes (`BrowserSession.refusal(of:)`); these turn its answers into the buttons the window
/// presses and the notes it shows, each note naming the URL.
package enum OpenRequests {
    /// What to do with one request.
    package enum Decision: Equatable {
        case press(SessionControl)
        case note(String)
    }

    /// The note for `url` when `core` does not take it from outside; nil when it does.
    package static func refusal(of url: String, by core: BrowserSession) -> String? {
        core.refusal(of: url).map { notOpened(url, because: $0) }
    }

    /// Text entered in the address field: the URL it means or a search for it (`AddressInput`),
    /// entered in the tab in front, or a note why it never opens; nil when the text means nothing.
    package static func address(_ text: String, search: SearchTemplate, naming: any SiteNaming, idna: any DomainNameMapping) -> Decision? {
        guard let url = AddressInput.url(for: text, search: search, naming: naming, idna: idna) else { return nil }
        if case .refused(let reason) = NavigationPolicy(allow: [], idna: idna).decide(url) { return .note(notOpened(url, because: reason)) }
        return .press(.address(url))
    }

    /// URLs another `peekpop-browser` handed over: each `core` takes opens in a tab of its own, and
    /// the others are noted and answered as refused.
    package static func handOver(_ request: HandOffMessage.Request, to core: BrowserSession) -> (decisions: [Decision], answer: HandOffMessage.Answer) {
        let decisions = request.urls.map { url in refusal(of: url, by: core).map(Decision.note) ?? .press(.openTab(url: url)) }
        let refused = decisions.compactMap { if case .note(let note) = $0 { note } else { nil } }
        return (decisions, HandOffMessage.Answer(opened: request.urls.count - refused.count, refused: refused))
    }

    /// The note for a URL not opened, naming it first.
    private static func notOpened(_ url: String, because reason: String) -> String {
        "\(url): not opened: \(reason)"
    }
}
