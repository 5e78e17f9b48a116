// SPDX-License-Identifier: MIT
/// Fills words into lines no wider than a width, as a terminal help shows prose.
enum TextWrapping {
    /// `text`'s words in lines of at most `width` columns, the first starting after `first`
    /// (already written), the others indented by `indent` spaces. A word longer than the line stays whole.
    static func wrap(_ text: String, width: Int, first: String = "", indent: Int) -> [String] {
        wrap(words: text.split(separator: " ").map(String.init), width: width, first: first, indent: indent)
    }

    /// As `wrap(_:width:first:indent:)`, over words already split.
    static func wrap(words: [String], width: Int, first: String, indent: Int) -> [String] {
        var lines: [String] = []
        var line = first
        var lineHasWord = false
        for word in words {
            if lineHasWord && line.count + 1 + word.count > width {
                lines.append(line)
                line = String(repeating: " ", count: indent)
                lineHasWord = false
            }
            line += (lineHasWord ? " " : "") + word
            lineHasWord = true
        }
        lines.append(line)
        return lines
    }

    /// A synopsis split into what must stay on one line: words, and bracketed groups whole.
    static func synopsisGroups(_ synopsis: String) -> [String] {
        var groups: [String] = []
        var current = ""
        var depth = 0
        for character in synopsis {
            switch character {
            case "[", "(": depth += 1
            case "]", ")": depth -= 1
            default: break
            }
            if character == " " && depth == 0 {
                if !current.isEmpty { groups.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { groups.append(current) }
        return groups
    }
}
