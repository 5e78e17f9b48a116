import BrowserSession

/// Writes `SessionEvent`s as JSON lines beside the gesture lines: `v`, `time`, `session` (the
/// event's name), then its keys. Clients that only follow gestures skip them (no `gesture` key).
public enum SessionLineEncoder {
    /// The JSON object for `event` at `time` (seconds since the stream start), without the newline.
    public static func encode(_ event: SessionEvent, time: Double) -> String {
        var out = "{\"v\":\(StreamLine.protocolVersion),\"time\":"
        GestureLineEncoder.appendFixed(time, decimals: 6, to: &out)
        out += ",\"session\":\"\(event.name)\""
        switch event {
        case .previewShown(let url), .previewDismissed(let url):
            appendURL(url, to: &out)
        case .navigated(let url, let mode):
            appendURL(url, to: &out)
            out += ",\"mode\":\"\(mode.rawValue)\""
        case .back(let url), .forward(let url):
            appendURL(url, to: &out)
        case .zoom(let scale):
            out += ",\"scale\":"
            GestureLineEncoder.appendFixed(scale, decimals: 4, to: &out)
        case .overviewShown:
            break
        case .tabFocused(let tab, let url):
            out += ",\"tab\":\(tab.rawValue)"
            appendURL(url, to: &out)
        }
        out += "}"
        return out
    }

    /// `"url"`: the page, or `"start-view"` for a tab's empty state.
    private static func appendURL(_ url: String?, to out: inout String) {
        out += ",\"url\":"
        GestureLineEncoder.appendJSONString(url ?? "start-view", to: &out)
    }
}

extension SessionEvent {
    /// The `session` key of the line.
    public var name: String {
        switch self {
        case .previewShown: "preview-shown"
        case .previewDismissed: "preview-dismissed"
        case .navigated: "navigated"
        case .back: "back"
        case .forward: "forward"
        case .zoom: "zoom"
        case .overviewShown: "overview-shown"
        case .tabFocused: "tab-focused"
        }
    }
}
