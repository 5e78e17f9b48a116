// SPDX-License-Identifier: MIT
/// The short descriptions completion menus show beside options and commands.
enum CompletionDescription {
    /// The longest description, in characters.
    static let limit = 70

    /// `help`'s first sentence or clause (up to a `.` or `;` and a space outside parentheses),
    /// shortened to `limit` at a word.
    static func brief(_ help: String) -> String {
        var text = ""
        var depth = 0
        var previous: Character = " "
        for character in help {
            if character == " " && depth == 0 && (previous == "." || previous == ";") {
                text.removeLast()
                break
            }
            switch character {
            case "(": depth += 1
            case ")": depth -= 1
            default: break
            }
            text.append(character)
            previous = character
        }
        if text.hasSuffix(".") { text.removeLast() }
        guard text.count > limit else { return text }
        let cut = text.prefix(limit - 3)
        return String(cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)]) + "..."
    }
}
