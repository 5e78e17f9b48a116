// SPDX-License-Identifier: MIT
import JSON
/// Writes session lines: `v`, `time`, `session` (the event's name), then its keys in a fixed order.
public enum SessionLineEncoder {
    /// The JSON object for `line`, without the newline.
    public static func encode(_ line: SessionLine) -> String {
        var out = "{\"v\":\(StreamLine.protocolVersion),\"time\":"
        JSONText.appendFixed(line.time, decimals: 6, to: &out)
        out += ",\"session\":\"\(line.report.name.rawValue)\""
        switch line.report {
        case .previewShown(let url), .previewDismissed(let url), .previewActions(let url), .linkCopied(let url), .linkShared(let url):
            appendURL(url, to: &out)
        case .navigated(let url, let mode):
            appendURL(url, to: &out)
            out += ",\"mode\":\"\(mode.rawValue)\""
        case .back(let location), .forward(let location):
            appendURL(location.url, to: &out)
        case .zoom(let scale):
            out += ",\"scale\":"
            JSONText.appendFixed(scale, decimals: 4, to: &out)
        case .overviewShown:
            break
        case .tabFocused(let tab, let location):
            out += ",\"tab\":\(tab)"
            appendURL(location.url, to: &out)
        case .tabOpened(let tab, let url):
            out += ",\"tab\":\(tab)"
            appendURL(url, to: &out)
        case .tabClosed(let tab):
            out += ",\"tab\":\(tab)"
        }
        out += "}"
        return out
    }

    /// `"url"`: the page, or `null` for the start view.
    private static func appendURL(_ url: String?, to out: inout String) {
        out += ",\"url\":"
        if let url {
            JSONText.appendString(url, to: &out)
        } else {
            out += "null"
        }
    }
}
