// SPDX-License-Identifier: MIT
import Contacts
import Gestures
import JSON

/// Writes gesture lines.
///
/// Hand-written rather than `JSONEncoder`: this sits on the replay hot path, the key order is
/// fixed (`v`, `time`, `device`, `tool`, `gesture`, `phase`, `x`, `y`, then the gesture's keys,
/// then `contact`, then `pointer` when true) and numbers get a fixed number of decimals, so the output is stable and diffable.
public enum GestureLineEncoder {
    /// The JSON object for `line`, without the trailing newline.
    public static func encode(_ line: GestureLine) -> String {
        var out: [UInt8] = []
        append(line, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the JSON object for `line` (without the trailing newline) as UTF-8: what the daemon
    /// sends its clients. Written straight into `out`'s spare capacity, reserved once for the whole
    /// line: a string's appends, or an array append per piece, cost several times as much, on
    /// every line, between a frame and its line reaching a client.
    public static func append(_ line: GestureLine, to out: inout [UInt8]) {
        out.append(addingCapacity: longestLine + JSONText.longestString(line.device)) { write(line, to: &$0) }
    }

    private static func write(_ line: GestureLine, to out: inout OutputSpan<UInt8>) {
        out.append(#"{"v":"#)
        JSONText.writeInteger(StreamLine.protocolVersion, to: &out)
        out.append(#","time":"#)
        JSONText.writeFixed(line.time, decimals: 6, to: &out)
        out.append(#","device":"#)
        JSONText.writeString(line.device, to: &out)
        out.append(#","tool":""#)
        out.append(line.tool.staticName)
        out.append(#"","gesture":""#)
        out.append(line.gesture.name.staticName)
        out.append(#"","phase":""#)
        out.append(line.gesture.staticPhaseName)
        out.append(#"","x":"#)
        JSONText.writeFixed(line.position.x, decimals: 4, to: &out)
        out.append(#","y":"#)
        JSONText.writeFixed(line.position.y, decimals: 4, to: &out)
        switch line.gesture {
        case .tap:
            break
        case .hint(_, let force), .peek(_, let force), .pop(let force):
            out.append(#","force":"#)
            JSONText.writeFixed(force, decimals: 3, to: &out)
        case .pinch(_, let scale):
            out.append(#","scale":"#)
            JSONText.writeFixed(scale.isNaN ? 1 : min(max(scale, scaleRange.lowerBound), scaleRange.upperBound), decimals: 4, to: &out)
        case .edgePan(_, let edge, let progress, let committed):
            out.append(#","edge":""#)
            out.append(edge.staticName)
            out.append(#"","progress":"#)
            JSONText.writeFixed(progress, decimals: 4, to: &out)
            if let committed { out.append(committed ? #","committed":true"# : #","committed":false"#) }
        }
        if let contact = line.contact {
            out.append(#","contact":"#)
            JSONText.writeInteger(contact, to: &out)
        }
        if line.pointer { out.append(#","pointer":true"#) }
        out.append(UInt8(ascii: "}"))
    }

    /// The most bytes a line takes besides its device name: 134 of keys and punctuation, six
    /// numbers and four names (tool, gesture, phase, edge; none longer than 10, `StaticNames`).
    static let longestLine = 134 + 6 * JSONText.longestNumber + 4 * 10

    /// The scales a line can carry. v1 wants a positive scale, but fingers that met (span 0) give 0
    /// and four decimals round anything below 0.00005 to 0; the top is far beyond any pinch and
    /// keeps the digits within `JSONText.appendFixed`'s range.
    static let scaleRange = 0.0001...1e9
}
