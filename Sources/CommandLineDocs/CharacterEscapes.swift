// SPDX-License-Identifier: MIT
extension String {
    /// The text with each character that `replacements` has a key for written as its value, in
    /// one pass: the completions' quoting and function names. The standard library's
    /// `replacing(_:with:)` lives in `_StringProcessing`, which would add over a megabyte of regex
    /// engine to every program for these few calls.
    func escaping(_ replacements: [Character: String]) -> String {
        var escaped = ""
        for character in self {
            if let replacement = replacements[character] {
                escaped += replacement
            } else {
                escaped.append(character)
            }
        }
        return escaped
    }
}
