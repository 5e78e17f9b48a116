// SPDX-License-Identifier: MIT
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
        var out: [UInt8] = []
        append(line, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the JSON object for `line` (without the trailing newline) as UTF-8: what the daemon
    /// sends its clients, with no string made on the way (a string's appends and interpolations
    /// cost four times as much, on every line, between a frame and its line reaching a client).
    public static func append(_ line: GestureLine, to out: inout [UInt8]) {
        out.reserveCapacity(out.count + 192)
        JSONText.appendRaw(#"{"v":"#, to: &out)
        JSONText.appendInteger(StreamLine.protocolVersion, to: &out)
        JSONText.appendRaw(#","time":"#, to: &out)
        JSONText.appendFixed(line.time, decimals: 6, to: &out)
        JSONText.appendRaw(#","device":"#, to: &out)
        JSONText.appendString(line.device, to: &out)
        JSONText.appendRaw(#","tool":""#, to: &out)
        out.append(contentsOf: line.tool.rawValue.utf8)
        JSONText.appendRaw(#"","gesture":""#, to: &out)
        out.append(contentsOf: line.gesture.name.rawValue.utf8)
        JSONText.appendRaw(#"","phase":""#, to: &out)
        out.append(contentsOf: line.gesture.phaseName.utf8)
        JSONText.appendRaw(#"","x":"#, to: &out)
        JSONText.appendFixed(line.position.x, decimals: 4, to: &out)
        JSONText.appendRaw(#","y":"#, to: &out)
        JSONText.appendFixed(line.position.y, decimals: 4, to: &out)
        switch line.gesture {
        case .tap:
            break
        case .peek(_, let force), .pop(let force):
            JSONText.appendRaw(#","force":"#, to: &out)
            JSONText.appendFixed(force, decimals: 3, to: &out)
        case .pinch(_, let scale):
            JSONText.appendRaw(#","scale":"#, to: &out)
            JSONText.appendFixed(scale.isNaN ? 1 : min(max(scale, scaleRange.lowerBound), scaleRange.upperBound), decimals: 4, to: &out)
        case .edgePan(_, let edge, let progress, let committed):
            JSONText.appendRaw(#","edge":""#, to: &out)
            out.append(contentsOf: edge.rawValue.utf8)
            JSONText.appendRaw(#"","progress":"#, to: &out)
            JSONText.appendFixed(progress, decimals: 4, to: &out)
            if let committed { JSONText.appendRaw(committed ? #","committed":true"# : #","committed":false"#, to: &out) }
        }
        if let contact = line.contact {
            JSONText.appendRaw(#","contact":"#, to: &out)
            JSONText.appendInteger(contact, to: &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    /// The scales a line can carry. v1 wants a positive scale, but fingers that met (span 0) give 0
    /// and four decimals round anything below 0.00005 to 0; the top is far beyond any pinch and
    /// keeps the digits within `JSONText.appendFixed`'s range.
    static let scaleRange = 0.0001...1e9
}
