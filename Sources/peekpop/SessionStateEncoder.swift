// SPDX-License-Identifier: MIT
import BrowserSession
import GestureStream
import JSON

/// A whole session as one JSON object (`peekpop session show`): tabs in overview order, each with
/// `id`, `current` (null on the start view), `title`, `back` and `forward` URL lists, `zoom` and
/// `snapshot` (null without one; else its `file` in the snapshots folder, `bytes`, null when the
/// file is missing, and `width` and `height` in pixels); then `selected`, `mode` and `zoomByHost`.
/// Not a stream line: one `JSONValue`, formatted as the stream's lines are.
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

    /// Zoom factors have four decimals, as in the session lines.
    private static let zoomDecimals = 4

    static func encode(_ state: SessionState, pictures: [TabID: Picture]) -> String {
        JSONValue.object([
            .init("tabs", .array(state.tabs.map { tab(of: $0, picture: pictures[$0.id]) })),
            .init("selected", .integer(state.selectedTab.rawValue)),
            .init("mode", .string(state.mode.rawValue)),
            .init("zoomByHost", .object(state.zoomByHost.sorted { $0.key < $1.key }.map { .init($0.key, .fixed($0.value, decimals: zoomDecimals)) })),
        ]).text
    }

    private static func tab(of tab: Tab, picture: Picture?) -> JSONValue {
        .object([
            .init("id", .integer(tab.id.rawValue)),
            .init("current", .string(tab.current?.url)),
            .init("title", .string(tab.current?.title)),
            .init("back", .array(tab.history.back.map { .string($0.url) })),
            .init("forward", .array(tab.history.forward.map { .string($0.url) })),
            .init("zoom", .fixed(tab.zoom, decimals: zoomDecimals)),
            .init("snapshot", picture.map { picture in
                .object([
                    .init("file", .string(picture.file)),
                    .init("bytes", .integer(picture.bytes)),
                    .init("width", .integer(picture.width)),
                    .init("height", .integer(picture.height)),
                ])
            } ?? .null),
        ])
    }
}
