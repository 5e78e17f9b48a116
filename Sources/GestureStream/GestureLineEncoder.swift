import Contacts
import Gestures

/// Writes gesture lines.
///
/// Hand-written rather than `JSONEncoder`: this sits on the replay hot path, the key order is
/// fixed (`v`, `time`, `device`, `tool`, `gesture`, `phase`, `x`, `y`, then the gesture's keys,
/// then `contact`) and numbers get a fixed number of decimals, so the output is stable and diffable.
public enum GestureLineEncoder {
    /// The JSON object for `line`, without the trailing newline.
    public static func encode(_ line: GestureLine) -> String {
        var out = "{\"v\":\(StreamLine.protocolVersion),\"time\":"
        out.reserveCapacity(160)
        JSONText.appendFixed(line.time, decimals: 6, to: &out)
        out += ",\"device\":"
        JSONText.appendString(line.device, to: &out)
        out += ",\"tool\":\"\(line.tool.rawValue)\",\"gesture\":\"\(line.gesture.name.rawValue)\",\"phase\":\"\(line.gesture.phaseName)\",\"x\":"
        JSONText.appendFixed(line.position.x, decimals: 4, to: &out)
        out += ",\"y\":"
        JSONText.appendFixed(line.position.y, decimals: 4, to: &out)
        switch line.gesture {
        case .tap:
            break
        case .peek(_, let force), .pop(let force):
            out += ",\"force\":"
            JSONText.appendFixed(force, decimals: 3, to: &out)
        case .pinch(_, let scale):
            out += ",\"scale\":"
            JSONText.appendFixed(scale.isNaN ? 1 : min(max(scale, scaleRange.lowerBound), scaleRange.upperBound), decimals: 4, to: &out)
        case .edgePan(_, let edge, let progress, let committed):
            out += ",\"edge\":\"\(edge.rawValue)\",\"progress\":"
            JSONText.appendFixed(progress, decimals: 4, to: &out)
            if let committed { out += ",\"committed\":\(committed)" }
        }
        if let contact = line.contact { out += ",\"contact\":\(contact)" }
        out += "}"
        return out
    }

    /// The scales a line can carry. v1 wants a positive scale, but fingers that met (span 0) give 0
    /// and four decimals round anything below 0.00005 to 0; the top is far beyond any pinch and
    /// keeps the digits within `JSONText.appendFixed`'s range.
    static let scaleRange = 0.0001...1e9
}
