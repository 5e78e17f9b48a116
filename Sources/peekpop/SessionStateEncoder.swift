// SPDX-License-Identifier: MIT
import BrowserSession
import GestureStream

/// A whole session as one JSON object (`peekpop session show`): tabs in overview order, each with
/// `id`, `current` (null on the start view), `title`, `back` and `forward` URL lists, `zoom` and
/// `snapshot` (null without one; else its `file` in the snapshots folder, `bytes`, null when the
/// file is missing, and `width` and `height` in pixels); then `selected`, `mode` and `zoomByHost`.
/// Not a stream line: formatted as they are (`JSONText`).
enum SessionStateEncoder {
    /// A tab's stored snapshot as `session show` lists it.
    struct Picture {
        /// The file's name in the snapshots folder.
        var file: String
        /// The file's size, nil when it is missing.
        var bytes: Int?
        var width: Int
        var height: Int
    }

    static func encode(_ state: SessionState, pictures: [TabID: Picture]) -> String {
        let tabs = state.tabs.map { tab in
            "{\"id\":\(tab.id),\"current\":\(string(tab.current?.url)),\"title\":\(string(tab.current?.title)),"
                + "\"back\":[\(tab.history.back.map { string($0.url) }.joined(separator: ","))],"
                + "\"forward\":[\(tab.history.forward.map { string($0.url) }.joined(separator: ","))],"
                + "\"zoom\":\(number(tab.zoom)),\"snapshot\":\(picture(pictures[tab.id]))}"
        }
        let zooms = state.zoomByHost.sorted { $0.key < $1.key }.map { "\(string($0.key)):\(number($0.value))" }
        return "{\"tabs\":[\(tabs.joined(separator: ","))],\"selected\":\(state.selectedTab),"
            + "\"mode\":\"\(state.mode.rawValue)\",\"zoomByHost\":{\(zooms.joined(separator: ","))}}"
    }

    private static func picture(_ picture: Picture?) -> String {
        guard let picture else { return "null" }
        return "{\"file\":\(string(picture.file)),\"bytes\":\(picture.bytes.map(String.init) ?? "null"),"
            + "\"width\":\(picture.width),\"height\":\(picture.height)}"
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
