// SPDX-License-Identifier: MIT
import Foundation
import Gestures
import GestureStream

/// The `.expected` format beside each recording in `Recordings/`: one line per gesture event,
/// `TOOL GESTURE PHASE [key=value ...]`, every `changed` left out (how many there are depends on
/// the report rate, not on what the user did). `#` starts a comment.
enum ExpectedGestures {
    /// The line of `line`, or nil for a `changed` phase.
    static func summary(of line: GestureLine) -> String? {
        var words = [line.tool.rawValue, line.gesture.name.rawValue, line.gesture.phaseName]
        switch line.gesture {
        case .peek(.changed, _), .pinch(.changed, _), .edgePan(.changed, _, _, _):
            return nil
        case .pinch(.ended, let scale):
            words.append(scale > 1 ? "scale>1" : "scale<1")
        case .edgePan(_, let edge, _, let committed):
            words.append("edge=\(edge.rawValue)")
            if let committed { words.append("committed=\(committed)") }
        case .tap, .hint, .peek, .pop, .pinch:
            break
        }
        return words.joined(separator: " ")
    }

    /// The expected lines of an `.expected` file's text.
    static func parse(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }
}
