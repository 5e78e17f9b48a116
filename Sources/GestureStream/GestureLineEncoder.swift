import Contacts
import Gestures

/// Writes `StreamLine`s as protocol v1 JSON lines.
///
/// Hand-written rather than `JSONEncoder`: this sits on the replay hot path, the key order is
/// fixed (`v`, `time`, `device`, `tool`, `gesture`, `phase`, `x`, `y`, then the gesture's keys)
/// and numbers get a fixed number of decimals, so the output is stable and diffable.
public enum GestureLineEncoder {
    /// The JSON object for `line`, without the trailing newline.
    public static func encode(_ line: StreamLine) -> String {
        var out = "{\"v\":\(StreamLine.protocolVersion),\"time\":"
        out.reserveCapacity(160)
        appendFixed(line.time, decimals: 6, to: &out)
        out += ",\"device\":"
        appendJSONString(line.device, to: &out)
        out += ",\"tool\":\"\(line.tool == .finger ? "finger" : "pen")\",\"gesture\":\"\(line.gesture.name)\",\"phase\":\"\(line.gesture.phaseName)\",\"x\":"
        appendFixed(line.position.x, decimals: 4, to: &out)
        out += ",\"y\":"
        appendFixed(line.position.y, decimals: 4, to: &out)
        switch line.gesture {
        case .tap:
            break
        case .peek(_, let force), .pop(let force):
            out += ",\"force\":"
            appendFixed(force, decimals: 3, to: &out)
        case .pinch(_, let scale):
            out += ",\"scale\":"
            appendFixed(scale.isNaN ? 1 : min(max(scale, scaleRange.lowerBound), scaleRange.upperBound), decimals: 4, to: &out)
        case .edgePan(_, let edge, let progress, let committed):
            out += ",\"edge\":\"\(edge.rawValue)\",\"progress\":"
            appendFixed(progress, decimals: 4, to: &out)
            if let committed { out += ",\"committed\":\(committed)" }
        }
        if let contact = line.contact { out += ",\"contact\":\(contact)" }
        out += "}"
        return out
    }

    /// The scales a line can carry. v1 wants a positive scale, but fingers that met (span 0) give 0
    /// and four decimals round anything below 0.00005 to 0; the top is far beyond any pinch and
    /// keeps the digits within `appendFixed`'s range.
    static let scaleRange = 0.0001...1e9

    /// Appends `value` with exactly `decimals` digits after the point (no exponent, as JSON wants).
    /// Non-finite values cannot be JSON and never come from the recognizer; they are written as 0.
    static func appendFixed(_ value: Double, decimals: Int, to out: inout String) {
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        guard value.isFinite, abs(value) < Double(Int64.max / scale) else {
            out += "0"
            return
        }
        let scaled = Int64((value * Double(scale)).rounded())
        // Written from the last digit back into a buffer on the stack: at most 19 digits, the point
        // and the sign.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var start = buffer.endIndex
            var magnitude = scaled.magnitude
            for place in 0... {
                if place == decimals {
                    start -= 1
                    buffer[start] = UInt8(ascii: ".")
                }
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                if place >= decimals, magnitude == 0 { break }
            }
            if scaled < 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            out += String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }

    /// Appends `text` as a JSON string with the escapes RFC 8259 requires.
    static func appendJSONString(_ text: String, to out: inout String) {
        out += "\""
        // Most strings (device names) need no escape, and are appended whole.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            out += text
            out += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
