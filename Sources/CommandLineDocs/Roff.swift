// SPDX-License-Identifier: MIT
import NumberFormat

/// Text made safe for roff (man(7)) input: escapes, fonts, and a dash that copies as a dash.
enum Roff {
    /// Prose as one input line: `` `code` `` in bold; a dash that starts an option (`--site`, `-o`)
    /// or is in code is `\-`, the ASCII hyphen-minus, so the page copies as typed.
    static func prose(_ text: String) -> String {
        var output = ""
        var inCode = false
        var previous: Character = " "
        for character in text {
            switch character {
            case "`":
                output += inCode ? "\\fR" : "\\fB"
                inCode.toggle()
            case "-":
                output += inCode || " ([|-=/\"'".contains(previous) ? "\\-" : "-"
            default:
                output += escaped(character)
            }
            previous = character
        }
        return line(output + (inCode ? "\\fR" : ""))
    }

    /// Text shown as typed (examples, paths, names): every dash `\-`.
    static func literal(_ text: String) -> String {
        line(text.map { $0 == "-" ? "\\-" : escaped($0) }.joined())
    }

    /// A synopsis or an option's listing: options, commands and fixed words in bold, the names of
    /// values (upper case: `FILE`, `OUT.svg`) in italics, brackets and bars in roman.
    static func synopsis(_ text: String) -> String {
        var output = ""
        var word = ""
        func flush() {
            guard let first = word.first else { return }
            output += (first.isUppercase ? "\\fI" : "\\fB") + word.map { $0 == "-" ? "\\-" : escaped($0) }.joined() + "\\fR"
            word = ""
        }
        for character in text {
            if "[]()| ,".contains(character) {
                flush()
                output += escaped(character)
            } else {
                word.append(character)
            }
        }
        flush()
        return line(output)
    }

    /// An input line that roff cannot take for a request (one starting with `.` or `'`).
    static func line(_ text: String) -> String {
        text.hasPrefix(".") || text.hasPrefix("'") ? "\\&" + text : text
    }

    /// One character: the backslash as `\e`, anything beyond ASCII by its code point.
    private static func escaped(_ character: Character) -> String {
        if character == "\\" { return "\\e" }
        guard character.isASCII else {
            return character.unicodeScalars.map { "\\[u" + hex($0.value) + "]" }.joined()
        }
        return String(character)
    }

    private static func hex(_ value: UInt32) -> String { Digits.hex(UInt64(value), width: 4, uppercase: true) }
}
