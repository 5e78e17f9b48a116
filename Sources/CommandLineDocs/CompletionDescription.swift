/// The short descriptions completion menus show beside options and commands.
enum CompletionDescription {
    /// The longest description, in characters.
    static let limit = 70

    /// `help`'s first clause (up to `.`, `;` or `:` and a space), shortened to `limit` at a word.
    static func brief(_ help: String) -> String {
        var text = Substring(help)
        for separator in [". ", "; ", ": "] {
            if let range = text.firstRange(of: separator) { text = text[..<range.lowerBound] }
        }
        if text.hasSuffix(".") { text = text.dropLast() }
        guard text.count > limit else { return String(text) }
        let cut = text.prefix(limit - 3)
        return String(cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)]) + "..."
    }
}
