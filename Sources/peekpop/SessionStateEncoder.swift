// SPDX-License-Identifier: MIT
import BrowserSession
import GestureStream

/// A whole session as one JSON object (`peekpop session show`): tabs in overview order, each with
/// `id`, `current` (null on the start view), `title`, `back` and `forward` URL lists and `zoom`;
/// then `selected`, `mode` and `zoomByHost`. Not a stream line: formatted as they are (`JSONText`).
enum SessionStateEncoder {
    static func encode(_ state: SessionState) -> String {
        let tabs = state.tabs.map { tab in
            "{\"id\":\(tab.id),\"current\":\(string(tab.current?.url)),\"title\":\(string(tab.current?.title)),"
                + "\"back\":[\(tab.history.back.map { string($0.url) }.joined(separator: ","))],"
                + "\"forward\":[\(tab.history.forward.map { string($0.url) }.joined(separator: ","))],"
                + "\"zoom\":\(number(tab.zoom))}"
        }
        let zooms = state.zoomByHost.sorted { $0.key < $1.key }.map { "\(string($0.key)):\(number($0.value))" }
        return "{\"tabs\":[\(tabs.joined(separator: ","))],\"selected\":\(state.selectedTab),"
            + "\"mode\":\"\(state.mode.rawValue)\",\"zoomByHost\":{\(zooms.joined(separator: ","))}}"
    }

    private static func string(_ text: String?) -> String {
        guard let text else { return "null" }
        var out = ""
        JSONText.appendString(text, to: &out)
        return out
    }

    private static func number(_ value: Double) -> String {
        var out = ""
        JSONText.appendFixed(value, decimals: 4, to: &out)
        return out
    }
}
